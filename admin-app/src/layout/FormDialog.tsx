import { Dialog } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A large dialog around a react-admin `<Form>` that holds its title, content and actions. With
 * `scroll="paper"` MUI scrolls only the DialogContent, between a title and actions that stay in
 * view, but only when they are the paper's own flex children; the form element between them made
 * the whole paper scroll, and a long guide page's Save button was a dozen screens below its
 * first field. The form takes the paper's column layout on itself.
 */
export function FormDialog({
  titleId,
  onClose,
  children,
}: {
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
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
      {children}
    </Dialog>
  );
}
