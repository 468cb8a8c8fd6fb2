import { Alert, AlertTitle, CircularProgress, Snackbar } from '@mui/material';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { connection } from './connection.ts';

/**
 * Shown over whatever page is open while the portal cannot be reached: it never replaces the
 * page, so forms keep what was typed. When the server is back it says so briefly; failed lists
 * are refetched by the query client (see queryClient.ts).
 */
export function ReconnectingNotice() {
  const state = useSyncExternalStore(connection.subscribe, connection.getState);
  const [backOnline, setBackOnline] = useState(false);
  useEffect(() => connection.onReconnected(() => setBackOnline(true)), []);

  return (
    <>
      <Snackbar open={state === 'reconnecting'} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert
          severity="warning"
          role="status"
          icon={<CircularProgress size={20} color="inherit" aria-hidden />}
          sx={{ width: '100%', maxWidth: 480 }}
        >
          <AlertTitle>Reconnecting…</AlertTitle>
          The portal cannot reach its server right now. What you typed is kept; we carry on as soon as it is
          back.
        </Alert>
      </Snackbar>
      <Snackbar
        open={state === 'online' && backOnline}
        autoHideDuration={4000}
        onClose={() => setBackOnline(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity="success" role="status" onClose={() => setBackOnline(false)}>
          Connection restored
        </Alert>
      </Snackbar>
    </>
  );
}
