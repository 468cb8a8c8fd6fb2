import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Form, TextInput, useDataProvider, useNotify } from 'react-admin';
import type { GuideDetailsPatchRequest, UserGuideDetail } from '@zen/contracts';
import type { ZenDataProvider } from '../dataProvider.ts';
import { Notice } from '../layout/Notice.tsx';
import { formErrorsOf } from './guideHttp.ts';
import { guideKeys } from './guidesApi.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { useClosedAsSaved } from '../layout/useSaveErrors.tsx';
import { useGuideFailureNotice } from './useGuideFailureNotice.tsx';

/** The guide's title, description and the company contact its page shows. */
export function GuideDetailsDialog({
  guide: guideShown,
  onClose,
}: {
  guide: UserGuideDetail;
  onClose: () => void;
}) {
  // The guide as the form was filled from. It is read again while the dialog is open (the window
  // regaining focus, the connection coming back), and a form whose starting values change starts
  // again from them: another admin's save would silently replace what is being typed. The save
  // says it read this version (If-Match), so their change is refused (412), not undone.
  const [guide] = useState(guideShown);
  const titleId = useId();
  const dataProvider = useDataProvider<ZenDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const failureNotice = useGuideFailureNotice();
  const closedAsSaved = useClosedAsSaved(onClose, () =>
    queryClient.invalidateQueries({ queryKey: guideKeys.all }),
  );
  const save = async (values: Record<string, unknown>) => {
    const change = values as Required<Pick<GuideDetailsPatchRequest, 'title' | 'description'>> & {
      contactName: string | null;
      contactEmail: string | null;
    };
    try {
      const { data } = await dataProvider.editUserGuide(
        guide.id,
        {
          title: change.title ?? '',
          description: change.description ?? '',
          contactName: change.contactName ?? '',
          contactEmail: change.contactEmail ?? '',
        },
        guide.updatedAt,
      );
      queryClient.setQueryData(guideKeys.detail(guide.id), data);
    } catch (error) {
      if (closedAsSaved(error)) return undefined;
      failureNotice(error, 'The guide could not be saved. Please try again.');
      return formErrorsOf(error);
    }
    await queryClient.invalidateQueries({ queryKey: guideKeys.all, refetchType: 'none' });
    notify(<Notice severity="success" title="User guide updated" />);
    onClose();
    return undefined;
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form
        defaultValues={{
          title: guide.title,
          description: guide.description,
          contactName: guide.contactName ?? '',
          contactEmail: guide.contactEmail ?? '',
        }}
        onSubmit={save}
        noValidate
      >
        <DialogTitle id={titleId}>Edit details</DialogTitle>
        <DialogContent dividers>
          <TextInput source="title" label="Title" fullWidth />
          <TextInput source="description" label="Description" multiline minRows={2} fullWidth />
          <TextInput source="contactName" label="Contact name" fullWidth />
          <TextInput source="contactEmail" label="Contact e-mail" type="email" fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton label="Save" />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
