import CloseIcon from '@mui/icons-material/Close';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * A dialog of User Management: full screen on a phone, a Close button in its title bar, Escape
 * closes it and focus returns to the button that opened it (MUI's modal does both).
 */
export const UserDialog = ({
  open,
  onClose,
  title,
  actions,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) => {
  const titleId = useId();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {/* Focusable, so a keyboard can scroll a long dialog on a small screen (it holds no control). */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        {children}
      </DialogContent>
      {actions && <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>}
    </Dialog>
  );
};
