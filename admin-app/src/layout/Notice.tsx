import { Alert, AlertTitle, type AlertColor } from '@mui/material';
import type { ReactNode } from 'react';
import { useCloseNotification } from 'react-admin';
import { TOASTS } from '@zen/contracts';

/**
 * A notification with a title and a description (spec §8: 'Sync Completed', 'Successfully
 * synced…'), for react-admin's notify(), which shows an element in place of its own one-line
 * message. The light alert keeps its text above 4.5:1 contrast in every severity, which white text
 * on the brand's green or orange would not.
 */
export const Notice = ({
  severity,
  title,
  children,
}: {
  severity: AlertColor;
  title: string;
  children?: ReactNode;
}) => {
  const close = useCloseNotification();
  return (
    <Alert
      severity={severity}
      onClose={close}
      elevation={6}
      sx={{
        width: '100%',
        maxWidth: TOASTS.maxWidthPx,
        boxSizing: 'border-box',
        '& .MuiAlert-message': { minWidth: 0 },
      }}
    >
      <AlertTitle>{title}</AlertTitle>
      {children}
    </Alert>
  );
};
