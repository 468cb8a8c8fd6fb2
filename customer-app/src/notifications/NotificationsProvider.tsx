import { Alert, AlertTitle, Box, Portal, Snackbar, type SnackbarCloseReason } from '@mui/material';
import { useCallback, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { TOAST_REGION_PROPS, TOASTS } from '@zen/contracts';
import {
  DismissNotificationsContext,
  NotificationsContext,
  type Notification,
  type Notify,
} from './notificationsContext.ts';

interface Shown extends Notification {
  id: number;
}

const SEVERITY = { default: 'info', destructive: 'error', success: 'success' } as const;

/**
 * The app's one notification system, following the toast rules of spec §9 (TOASTS). Screens call `useNotify()`; this provider owns the single
 * Snackbar, so two screens can never stack toasts on top of each other.
 *
 * Its region is put straight into the body and kept out of what dialogs hide (toastRegion):
 * in the app's root, an open video hid the toasts from assistive technology.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(0);
  const swipeStart = useRef<number | null>(null);

  const notify = useCallback<Notify>((notification) => {
    nextId.current += 1;
    setCurrent({ ...notification, id: nextId.current });
    setOpen(true);
  }, []);

  const close = useCallback((_event?: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a request to dismiss what the user may still be reading.
    if (reason === 'clickaway') return;
    setOpen(false);
  }, []);

  const onTouchStart = (event: TouchEvent) => {
    swipeStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = swipeStart.current;
    const end = event.changedTouches[0]?.clientX;
    swipeStart.current = null;
    if (start !== null && end !== undefined && end - start > TOASTS.swipeDismissPx) close();
  };

  const variant = current?.variant ?? 'default';

  return (
    <NotificationsContext.Provider value={notify}>
      <DismissNotificationsContext.Provider value={close}>{children}</DismissNotificationsContext.Provider>
      <Portal>
        <Box
          component="section"
          {...TOAST_REGION_PROPS}
          sx={{ '&:focus-visible .MuiAlert-root': { outline: 2, outlineColor: 'primary.main' } }}
        >
          {current && (
            <Snackbar
              key={current.id}
              open={open}
              onClose={close}
              autoHideDuration={current.durationMs ?? TOASTS.durationMs}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              slotProps={{ transition: { onExited: () => setCurrent(null) } }}
            >
              <Alert
                onClose={() => close()}
                severity={SEVERITY[variant]}
                variant={variant === 'destructive' ? 'filled' : 'standard'}
                // Errors interrupt; everything else waits for the screen reader to finish.
                role={variant === 'destructive' ? 'alert' : 'status'}
                elevation={6}
                onTouchStart={onTouchStart}
                onTouchEnd={onTouchEnd}
                sx={{ width: '100%', maxWidth: TOASTS.maxWidthPx, alignItems: 'flex-start' }}
              >
                <AlertTitle sx={{ mb: current.description ? 0.5 : 0 }}>{current.title}</AlertTitle>
                {current.description}
              </Alert>
            </Snackbar>
          )}
        </Box>
      </Portal>
    </NotificationsContext.Provider>
  );
}
