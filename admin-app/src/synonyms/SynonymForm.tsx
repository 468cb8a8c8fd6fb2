import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import { Typography } from '@mui/material';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { SYNONYM_LIMITS } from '@zen/contracts';
import { AlwaysOfferedSaveButton } from '../layout/AlwaysOfferedSaveButton.tsx';
import { CancelButton } from '../layout/CancelButton.tsx';
import { TermListInput } from '../term-list/TermListInput.tsx';
import { DeleteSynonymGroupButton } from './SynonymGroupButtons.tsx';
import { SYNONYM_TERM_RULES, validateSynonymTerms } from './synonymTerms.ts';
import { SYNONYMS_EXAMPLE, SYNONYMS_EXPLAINED } from './wording.ts';

const GROUP_SIZE = `A group holds ${SYNONYM_LIMITS.termsPerGroupMin} to ${SYNONYM_LIMITS.termsPerGroupMax} terms.`;

/**
 * As the content form's: adding is enabled before any change, so an empty form can be submitted to
 * show what it needs (not while it is being saved); updating waits for a change.
 */
const SynonymFormToolbar = ({ mode }: { mode: 'create' | 'edit' }) => (
  <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
    {mode === 'create' ? (
      <AlwaysOfferedSaveButton label="Add Synonym Group" icon={<AddIcon />} />
    ) : (
      <SaveButton label="Update Synonym Group" icon={<SaveIcon />} />
    )}
    <CancelButton />
    {mode === 'edit' && <DeleteSynonymGroupButton sx={{ ml: 'auto' }} />}
  </Toolbar>
);

/**
 * The add and edit form of a synonym group: its terms, added one at a time. The server's refusal
 * of a term (one already in another group) is shown under the input, as the contract's own
 * refusals are before anything is sent.
 */
export const SynonymForm = ({ mode }: { mode: 'create' | 'edit' }) => (
  <SimpleForm
    toolbar={<SynonymFormToolbar mode={mode} />}
    // Leaving with changes not saved (the menu, Cancel, Back, closing the tab) asks first.
    warnWhenUnsavedChanges
    sx={{ maxWidth: 720 }}
  >
    <Typography>{SYNONYMS_EXPLAINED}</Typography>
    <Typography sx={{ color: 'text.secondary', mb: 1 }}>
      {SYNONYMS_EXAMPLE} {GROUP_SIZE}
    </Typography>
    <TermListInput source="terms" rules={SYNONYM_TERM_RULES} validate={validateSynonymTerms} />
  </SimpleForm>
);
