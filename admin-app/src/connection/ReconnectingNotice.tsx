import { Alert, AlertTitle, CircularProgress, Snackbar } from '@mui/material';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRefresh } from 'react-admin';
import { TOASTS } from '@zen/contracts';
import { connection } from './connection.ts';

/**
 * Shown over the console while the portal cannot be reached. It never replaces the page, so an
 * open form keeps what was typed; when the server is back the page's data is reloaded.
 */
export function ReconnectingNotice() {
  const state = useSyncExternalStore(connection.subscribe, connection.getState);
  const refresh = useRefresh();
  const [backOnline, setBackOnline] = useState(false);
  useEffect(
    () =>
      connection.onReconnected(() => {
        setBackOnline(true);
        refresh();
      }),
    [refresh],
  );

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
          The console cannot reach the portal right now. What you typed is kept; try saving again once this
          notice is gone.
        </Alert>
      </Snackbar>
      <Snackbar
        open={state === 'online' && backOnline}
        autoHideDuration={TOASTS.durationMs}
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
