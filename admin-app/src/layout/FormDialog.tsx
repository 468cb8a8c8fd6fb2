import { Dialog } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Confirm, Form, type FormProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** Tells the dialog around the form whether it has unsaved changes. */
function ReportUnsavedChanges({ onChange }: { onChange: (unsaved: boolean) => void }) {
  // Dirty is unsaved: both dialogs close once saved, and a failed save (the server's 503, say,
  // which react-hook-form counts as a successful submit) has saved nothing.
  const { isDirty } = useFormState();
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
}

/**
 * A large dialog holding a react-admin `<Form>` with its title, content and actions.
 *
 * With `scroll="paper"` MUI scrolls only the DialogContent, between a title and actions that stay
 * in view, but only when they are the paper's own flex children; the form element between them
 * made the whole paper scroll, and a long guide page's Save button was a dozen screens below its
 * first field. The form takes the paper's column layout on itself.
 *
 * These dialogs hold a module's pages of rich text, so a stray click beside the dialog does not
 * close it, and Escape with unsaved changes asks first, as the content form warns before a page
 * with unsaved changes is left. Cancel closes without asking: that is what the person chose.
 */
export function FormDialog({
  titleId,
  onClose,
  defaultValues,
  onSubmit,
  children,
}: {
  titleId: string;
  onClose: () => void;
  defaultValues: FormProps['defaultValues'];
  onSubmit: NonNullable<FormProps['onSubmit']>;
  children: ReactNode;
}) {
  const unsaved = useRef(false);
  const reportUnsaved = useCallback((now: boolean) => {
    unsaved.current = now;
  }, []);
  const [asking, setAsking] = useState(false);
  const requestClose = (_event: unknown, reason: 'backdropClick' | 'escapeKeyDown') => {
    if (reason === 'backdropClick') return;
    if (unsaved.current) setAsking(true);
    else onClose();
  };
  return (
    <>
      <Dialog
        open
        onClose={requestClose}
        fullWidth
        maxWidth="md"
        scroll="paper"
        aria-labelledby={titleId}
        sx={{
          '& .MuiDialog-paper > form': {
            display: 'flex',
            flexDirection: 'column',
            flex: '1 1 auto',
            minHeight: 0,
          },
        }}
      >
        <Form defaultValues={defaultValues} onSubmit={onSubmit} noValidate>
          <ReportUnsavedChanges onChange={reportUnsaved} />
          {children}
        </Form>
      </Dialog>
      <Confirm
        isOpen={asking}
        title="Discard unsaved changes?"
        content="What you changed in this module has not been saved."
        confirm="Discard"
        cancel="Keep editing"
        onConfirm={onClose}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
