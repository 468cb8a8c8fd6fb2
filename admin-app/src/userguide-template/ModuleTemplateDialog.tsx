import { DialogActions, DialogContent, DialogTitle, FormControlLabel, Switch, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useInput, useNotify } from 'react-admin';
import { templatePageTitle, type GuideApplication, type TemplatePage } from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';
import { FormDialog } from '../layout/FormDialog.tsx';
import { Notice } from '../layout/Notice.tsx';
import { focusFirstInvalidField, formErrorsOf } from '../userguides/guideHttp.ts';
import { SubmitButton } from '../userguides/SubmitButton.tsx';
import { TEMPLATE_KEY } from './templateApi.ts';
import { toTemplateFormValues, toTemplateRequest, type TemplateFormValues } from './templateFormValues.ts';
import { TemplateSections } from './TemplateSections.tsx';
import { useClosedAsSaved } from '../layout/useSaveErrors.tsx';
import { useGuideFailureNotice } from '../userguides/useGuideFailureNotice.tsx';

/** Ready means published: guides made from now on copy a page that staff have finished. */
function ReadySwitch() {
  const { field } = useInput({ source: 'ready', defaultValue: false });
  return (
    <FormControlLabel
      control={
        <Switch checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} />
      }
      label="Ready (publish this module template)"
    />
  );
}

/**
 * Edits one module's template page (spec §2 Baseline template editor), titled
 * '{application} - {module} Module Guide'. Saving creates or updates the page, says 'Module
 * updated successfully', and closes the dialog, which resets the form.
 */
export function ModuleTemplateDialog({
  application,
  moduleId,
  page: pageShown,
  onClose,
}: {
  application: GuideApplication;
  moduleId: string;
  page: TemplatePage | undefined;
  onClose: () => void;
}) {
  // The page as the dialog opened it. The template is read again while it is open (the window
  // regaining focus, the connection coming back), and a form whose starting values change starts
  // again from them: another admin's save would silently replace what is being typed, and the
  // save's If-Match would claim a version this form never showed, so no 412 would warn.
  const [page] = useState(pageShown);
  const titleId = useId();
  const title = templatePageTitle(application, moduleId);
  const dataProvider = useDataProvider<ZenDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const failureNotice = useGuideFailureNotice();
  const closedAsSaved = useClosedAsSaved(onClose, () =>
    queryClient.invalidateQueries({ queryKey: TEMPLATE_KEY }),
  );

  const save = async (values: Record<string, unknown>) => {
    const request = toTemplateRequest(values as TemplateFormValues);
    try {
      if (page) await dataProvider.updateTemplatePage(page.id, request, page.updatedAt);
      else await dataProvider.createTemplatePage({ moduleId, application, title, ...request });
    } catch (error) {
      if (closedAsSaved(error)) return undefined;
      failureNotice(error, 'The module template could not be saved. Please try again.');
      const fieldErrors = formErrorsOf(error);
      if (fieldErrors) focusFirstInvalidField();
      return fieldErrors;
    }
    await queryClient.invalidateQueries({ queryKey: TEMPLATE_KEY });
    notify(<Notice severity="success" title="Module updated successfully" />);
    onClose();
    return undefined;
  };

  return (
    <FormDialog
      titleId={titleId}
      onClose={onClose}
      defaultValues={toTemplateFormValues(page)}
      onSubmit={save}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <TemplateSections application={application} />
        <ReadySwitch />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <SubmitButton label="Save Module Template" />
      </DialogActions>
    </FormDialog>
  );
}
