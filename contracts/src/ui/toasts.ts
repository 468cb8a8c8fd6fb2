/**
 * Toasts in both apps (spec §9): one at a time, shown for 5000 ms, at most 420 px wide, dismissed
 * by a swipe right of 50 px, and F8 moves the keyboard's focus to the region they appear in.
 */
export const TOASTS = {
  durationMs: 5000,
  maxWidthPx: 420,
  swipeDismissPx: 50,
  focusKey: 'F8',
} as const;

/** The name of the region toasts appear in, which says how to reach it. */
export const TOAST_REGION_LABEL = `Notifications (${TOASTS.focusKey})`;
