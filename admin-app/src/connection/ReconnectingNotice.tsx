import { Alert, AlertTitle, CircularProgress, Portal, Snackbar } from '@mui/material';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRefresh } from 'react-admin';
import { heardOverDialogs, TOASTS } from '@zen/contracts';
import { connection } from './connection.ts';
import { NOTICE_TOP_PX, reconnectingNoticeHeight } from './noticeHeight.ts';

const BELOW_THE_APP_BAR = {
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
  sx: { top: { xs: NOTICE_TOP_PX, sm: NOTICE_TOP_PX } },
} as const;

/**
 * Shown over the console while the portal cannot be reached. It never replaces the page, so an
 * open form keeps what was typed; when the server is back the page's data is reloaded.
 *
 * Both notices are put into the body and kept heard over dialogs (heardOverDialogs): in the
 * console's root, which an open dialog hides from assistive technology, 'Reconnecting…' was
 * neither announced nor findable while someone saved a dialog's form, when an outage is most
 * often met.
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

  const reconnecting = state === 'reconnecting';
  // Its height, for the toasts to make room (noticeHeight.ts); it wraps differently by width.
  const [notice, setNotice] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    // Not showing: the last run's cleanup has already said 0.
    if (!reconnecting || !notice) return;
    const observer = new ResizeObserver(() => reconnectingNoticeHeight.set(notice.offsetHeight));
    observer.observe(notice);
    return () => {
      observer.disconnect();
      reconnectingNoticeHeight.set(0);
    };
  }, [reconnecting, notice]);

  return (
    <Portal>
      <Snackbar open={reconnecting} ref={heardOverDialogs} {...BELOW_THE_APP_BAR}>
        <Alert
          ref={setNotice}
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
        ref={heardOverDialogs}
        autoHideDuration={TOASTS.durationMs}
        onClose={() => setBackOnline(false)}
        {...BELOW_THE_APP_BAR}
      >
        <Alert severity="success" role="status" onClose={() => setBackOnline(false)}>
          Connection restored
        </Alert>
      </Snackbar>
    </Portal>
  );
}
