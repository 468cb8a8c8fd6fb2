import ActionCheck from '@mui/icons-material/CheckCircle';
import AlertError from '@mui/icons-material/ErrorOutlineOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type MouseEvent } from 'react';

/**
 * Asks before an action that takes something away (deleting, deactivating). react-admin's Confirm
 * puts the keyboard on its confirm button, so an Enter pressed once too often does the deed; here
 * the focus starts on Cancel, the least destructive choice, as WAI-ARIA's alert dialog pattern asks.
 */
export const ConfirmDestructive = ({
  isOpen,
  loading = false,
  title,
  content,
  confirm,
  onConfirm,
  onClose,
  onExited,
}: {
  isOpen: boolean;
  loading?: boolean;
  title: string;
  content: string;
  /** The deed, named: 'Delete', 'Deactivate'. */
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Once it has closed: where the focus goes when the control that opened it is gone. */
  onExited?: () => void;
}) => {
  const titleId = useId();
  const contentId = useId();
  // Inside a clickable list row, a click in the dialog must not also open the row.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Dialog
      open={isOpen}
      onClose={loading ? undefined : onClose}
      onClick={stop}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={contentId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={contentId}>{content}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus disabled={loading} onClick={onClose} startIcon={<AlertError />}>
          Cancel
        </Button>
        <Button color="error" disabled={loading} onClick={onConfirm} startIcon={<ActionCheck />}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
