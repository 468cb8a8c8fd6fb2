import { Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import {
  AddItemButton,
  ArrayInput,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useNotify,
} from 'react-admin';
import type { GuidePage } from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';
import { FormDialog } from '../layout/FormDialog.tsx';
import { Notice } from '../layout/Notice.tsx';
import { RichTextInput } from '../rich-text/RichTextInput.tsx';
import { NameListInput } from '../userguide-template/NameListInput.tsx';
import { focusFirstInvalidField, formErrorsOf } from './guideHttp.ts';
import { guideKeys } from './guidesApi.ts';
import {
  toGuidePageContent,
  toGuidePageFormValues,
  type GuidePageFormValues,
} from './guidePageFormValues.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { FormSection as Section } from '../layout/FormSection.tsx';
import { useClosedAsSaved } from '../layout/useSaveErrors.tsx';
import { useGuideFailureNotice } from './useGuideFailureNotice.tsx';

/**
 * Edits one module page of a company's guide: what each audience reads (the customer page's
 * Manager, Employee, Admin and Troubleshooting tabs), its processes and its reports.
 */
export function GuidePageDialog({
  guideId,
  page,
  onClose,
}: {
  guideId: string;
  page: GuidePage;
  onClose: () => void;
}) {
  const titleId = useId();
  const dataProvider = useDataProvider<ZenDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const failureNotice = useGuideFailureNotice();
  const closedAsSaved = useClosedAsSaved(onClose, () =>
    queryClient.invalidateQueries({ queryKey: guideKeys.all }),
  );

  const save = async (values: Record<string, unknown>) => {
    try {
      const { data } = await dataProvider.editGuidePage(
        guideId,
        page.id,
        toGuidePageContent(values as GuidePageFormValues),
        page.updatedAt,
      );
      queryClient.setQueryData(guideKeys.detail(guideId), data);
    } catch (error) {
      if (closedAsSaved(error)) return undefined;
      failureNotice(error, 'The module could not be saved. Please try again.');
      const fieldErrors = formErrorsOf(error);
      if (fieldErrors) focusFirstInvalidField();
      return fieldErrors;
    }
    await queryClient.invalidateQueries({ queryKey: guideKeys.all });
    notify(<Notice severity="success" title="Module updated successfully" />);
    onClose();
    return undefined;
  };

  return (
    <FormDialog
      titleId={titleId}
      onClose={onClose}
      defaultValues={toGuidePageFormValues(page)}
      onSubmit={save}
    >
      <DialogTitle id={titleId}>
        {page.application} - {page.moduleId}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Section title="Overview">
          <TextInput source="content.explainer" label="Explainer" multiline minRows={2} fullWidth />
          <TextInput source="content.zohoAdminGuideUrl" label="Zoho admin guide URL" fullWidth />
        </Section>
        <Section title="What each audience reads">
          <RichTextInput source="content.managerContent" label="Manager" />
          <RichTextInput source="content.employeeContent" label="Employee" />
          <RichTextInput source="content.adminContent" label="Admin" />
          <RichTextInput source="content.troubleshooting" label="Troubleshooting" />
        </Section>
        <Section title="Processes">
          <ArrayInput source="content.processes" label="Processes">
            <SimpleFormIterator disableClear addButton={<AddItemButton label="Add process" />}>
              <TextInput source="name" label="Process name" fullWidth />
              <TextInput source="description" label="Description" multiline fullWidth />
              <TextInput source="trigger" label="Trigger" fullWidth />
              <TextInput source="triggeredBy" label="Triggered by" fullWidth />
              <TextInput
                source="videoContentId"
                label="Video (content ID)"
                helperText="A video from Content Management: it plays in the guide and counts as watched"
              />
              <TextInput source="actionButton.name" label="Action button name" />
              <TextInput source="actionButton.url" label="Action button URL" fullWidth />
              <NameListInput source="workflows" label="Workflows" itemLabel="Workflow" />
              <NameListInput source="templates" label="Templates" itemLabel="Template" />
            </SimpleFormIterator>
          </ArrayInput>
        </Section>
        <Section title="Reports">
          <ArrayInput source="content.reports" label="Reports">
            <SimpleFormIterator inline disableClear addButton={<AddItemButton label="Add report" />}>
              <TextInput source="name" label="Report name" helperText={false} />
              <TextInput source="url" label="Report URL" helperText={false} />
            </SimpleFormIterator>
          </ArrayInput>
        </Section>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <SubmitButton label="Save Module" />
      </DialogActions>
    </FormDialog>
  );
}
