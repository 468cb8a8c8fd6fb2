import { Button, CircularProgress, type ButtonProps } from '@mui/material';

/**
 * A button that works for a while after it is pressed (a sync, a download). While busy it shows a
 * spinner and ignores presses, but stays enabled to the keyboard: MUI's `loading` disables the
 * button, and a disabled button drops the focus to the page, so a keyboard user who pressed Sync
 * Now had to find their way back from the top.
 */
export const BusyButton = ({ busy, startIcon, onClick, ...props }: ButtonProps & { busy: boolean }) => (
  <Button
    {...props}
    startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : startIcon}
    aria-disabled={busy || undefined}
    aria-busy={busy || undefined}
    onClick={(event) => {
      if (!busy) onClick?.(event);
    }}
  />
);
