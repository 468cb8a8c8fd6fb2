import { Box, Portal, useMediaQuery, useTheme } from '@mui/material';
import { useRef, useSyncExternalStore, type TouchEvent } from 'react';
import { Notification } from 'react-admin';
import { TOAST_REGION_PROPS, TOASTS } from '@zen/contracts';
import { NOTICE_TOP_PX, reconnectingNoticeHeight } from '../connection/noticeHeight.ts';

/**
 * react-admin's notification under the toast rules both apps follow (spec §9, TOASTS): shown for
 * 5000 ms unless a notice says otherwise (react-admin's own default is 4000), one at a time (its
 * queue), in a region F8 moves the keyboard's focus to, and dismissed by a swipe right.
 *
 * Placed where it covers no button:
 * - on a phone, raised above the form toolbar that react-admin fixes to the bottom of the screen
 *   there: at its default place a toast ('The form is not valid', 'Content created') covered Cancel
 *   and Save while it showed. 72 px is that toolbar's 56 px and a gap;
 * - on a wider screen, at the top: at the bottom's centre it covered Cancel in the dialogs (a
 *   guide's 'Missing Information', a module's save error), whose buttons sit at their bottom right.
 *   While the 'Reconnecting…' notice shows there too, below it.
 *
 * The region is put straight into the body and kept out of what dialogs hide (toastRegion).
 * In the console's root, an open dialog hid it from assistive technology: a dialog form's
 * 'Missing Information', a save error or 'Account Deactivated' behind the user's details was only
 * seen, never heard, and F8 moved the focus to a region a screen reader could not read.
 */
const ABOVE_THE_FORM_TOOLBAR = { sx: { bottom: 72 } } as const;
const AT_THE_TOP = { anchorOrigin: { vertical: 'top', horizontal: 'center' } } as const;
const belowTheNotice = (noticeHeight: number) => ({
  ...AT_THE_TOP,
  sx: { top: { sm: NOTICE_TOP_PX + noticeHeight + 8 } },
});

export const ConsoleNotification = () => {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const noticeHeight = useSyncExternalStore(reconnectingNoticeHeight.subscribe, reconnectingNoticeHeight.get);
  const swipeStart = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    swipeStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = swipeStart.current;
    const end = event.changedTouches[0]?.clientX;
    swipeStart.current = null;
    // react-admin keeps its close to itself (a context inside the Snackbar, which string
    // notifications never render into), but its Snackbar closes on Escape as MUI's all do: a swipe
    // asks for exactly what that key does.
    if (start !== null && end !== undefined && end - start > TOASTS.swipeDismissPx) {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    }
  };

  return (
    <Portal>
      <Box
        component="section"
        {...TOAST_REGION_PROPS}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        sx={{
          '&:focus-visible .MuiSnackbarContent-root, &:focus-visible .MuiAlert-root': {
            outline: 2,
            outlineColor: 'primary.main',
          },
        }}
      >
        <Notification
          autoHideDuration={TOASTS.durationMs}
          {...(phone ? ABOVE_THE_FORM_TOOLBAR : noticeHeight > 0 ? belowTheNotice(noticeHeight) : AT_THE_TOP)}
        />
      </Box>
    </Portal>
  );
};
