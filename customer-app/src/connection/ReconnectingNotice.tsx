import { Alert, AlertTitle, Box, CircularProgress, Collapse, Portal } from '@mui/material';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { heardOverDialogs, rootHiddenByDialog } from '@zen/contracts';
import { visuallyHidden } from '../common/visuallyHidden.ts';
import { connection } from './connection.ts';

/** How long 'Connection restored' stays before it folds away by itself. */
const RESTORED_MS = 4000;
const RECONNECTING_TITLE = 'Reconnecting…';
const RECONNECTING_TEXT =
  'The portal cannot reach its server right now. What you typed is kept; we carry on as soon as it is back.';
const RESTORED_TEXT = 'Connection restored';

/**
 * Shown while the portal cannot reach its server: it never replaces the page, so forms keep
 * what was typed. When the server is back it says so briefly; failed lists are refetched by the
 * query client (see queryClient.ts).
 *
 * A banner above the page, not a toast over it: floating at the top centre it covered the middle
 * of the header, the signed-in name and the buttons beside it, for as long as the outage lasted.
 * In the flow it pushes the page down instead, and it sticks to the top of the window once the
 * page is scrolled, so it is seen wherever the person is.
 *
 * While a dialog (a video) is open the banner, in the app's root, is hidden from assistive
 * technology with the rest of the page; what it says is then also said by a visually hidden status
 * in the body, kept heard over dialogs (heardOverDialogs).
 */
export function ReconnectingNotice() {
  const state = useSyncExternalStore(connection.subscribe, connection.getState);
  const [backOnline, setBackOnline] = useState(false);
  useEffect(() => connection.onReconnected(() => setBackOnline(true)), []);
  const restored = state === 'online' && backOnline;
  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => setBackOnline(false), RESTORED_MS);
    return () => clearTimeout(timer);
  }, [restored]);
  const hiddenByDialog = useSyncExternalStore(rootHiddenByDialog.subscribe, rootHiddenByDialog.get);
  const said =
    state === 'reconnecting' ? `${RECONNECTING_TITLE} ${RECONNECTING_TEXT}` : restored ? RESTORED_TEXT : null;

  return (
    <Box sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.snackbar }}>
      <Collapse in={state === 'reconnecting'} unmountOnExit>
        <Alert
          severity="warning"
          role="status"
          square
          icon={<CircularProgress size={20} color="inherit" aria-hidden />}
          sx={{ justifyContent: 'center', boxShadow: 2 }}
        >
          <AlertTitle>{RECONNECTING_TITLE}</AlertTitle>
          {RECONNECTING_TEXT}
        </Alert>
      </Collapse>
      <Collapse in={restored} unmountOnExit>
        <Alert
          severity="success"
          role="status"
          square
          onClose={() => setBackOnline(false)}
          // Centred as the notice before it; the close button keeps to the right edge.
          sx={{
            justifyContent: 'center',
            boxShadow: 2,
            position: 'relative',
            '& .MuiAlert-action': { position: 'absolute', right: 16 },
          }}
        >
          {RESTORED_TEXT}
        </Alert>
      </Collapse>
      {/* There, empty, for as long as the dialog is open: a status that exists before its words
          change is announced more reliably than one that appears with them. */}
      {hiddenByDialog && (
        <Portal>
          <Box role="status" sx={visuallyHidden} ref={heardOverDialogs}>
            {said}
          </Box>
        </Portal>
      )}
    </Box>
  );
}
