import { Box } from '@mui/material';
import { SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CONTENT_NUMBER_LENGTH } from '@zen/contracts';
import { applicationChoices, learningJourneyChoices, typeChoices } from './choices.ts';
import { ContentFormToolbar } from './ContentFormToolbar.tsx';
import { NEW_CONTENT_DEFAULTS } from './contentFormValues.ts';
import { KeywordsInput } from './KeywordsInput.tsx';
import { LevelInput } from './LevelInput.tsx';
import { ModuleInput } from './ModuleInput.tsx';
import {
  validateApplication,
  validateContentNumber,
  validateDescription,
  validateIdentifier,
  validateLevel,
  validateModule,
  validateTitle,
  validateType,
  validateUrl,
} from './validation.ts';

const row = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
  width: '100%',
} as const;

/** The add and edit form of a content item (spec §2 "Content form", §5). */
export const ContentForm = ({ mode }: { mode: 'create' | 'edit' }) => (
  <SimpleForm
    defaultValues={NEW_CONTENT_DEFAULTS}
    toolbar={<ContentFormToolbar mode={mode} />}
    // The inputs show the spec's messages; the browser's own URL check would pre-empt them.
    noValidate
    // Leaving with changes not saved (the menu, Cancel, Back, closing the tab) asks first.
    warnWhenUnsavedChanges
    sx={{ maxWidth: 960 }}
  >
    <TextInput source="title" validate={validateTitle} />
    <Box sx={row}>
      <SelectInput source="type" choices={typeChoices} validate={validateType} />
      <TextInput source="identifier" validate={validateIdentifier} />
      <TextInput
        source="contentNumber"
        validate={validateContentNumber}
        slotProps={{ htmlInput: { maxLength: CONTENT_NUMBER_LENGTH } }}
        helperText={`Up to ${CONTENT_NUMBER_LENGTH} characters, padded with zeros`}
      />
    </Box>
    <Box sx={row}>
      <SelectInput source="application" choices={applicationChoices} validate={validateApplication} />
      <ModuleInput source="module" validate={validateModule} requireApplication />
      <LevelInput source="level" validate={validateLevel} />
    </Box>
    <TextInput source="url" type="url" validate={validateUrl} helperText="Starts with http:// or https://" />
    <TextInput source="description" multiline minRows={3} validate={validateDescription} />
    <KeywordsInput source="keywords" />
    <SelectInput
      source="learningJourney"
      choices={learningJourneyChoices}
      // A record outside any journey arrives with null; the choice for that is 'None'.
      format={(journey: unknown) => journey ?? 'none'}
      sx={{ maxWidth: { sm: 320 } }}
    />
  </SimpleForm>
);
