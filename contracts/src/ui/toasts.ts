import { heardOverDialogs } from './hidden-by-dialog.ts';

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

type KeyPress = { key: string; preventDefault(): void };
type Region = Parameters<typeof heardOverDialogs>[0] & { focus(): void };
type Window = {
  addEventListener(type: 'keydown', listener: (event: KeyPress) => void): void;
  removeEventListener(type: 'keydown', listener: (event: KeyPress) => void): void;
};

/**
 * The ref of each app's toast region (a React 19 ref callback, which returns its own undo): F8
 * moves the keyboard's focus to the region from anywhere, and the region, put straight into the
 * body, stays heard while a dialog is open (heardOverDialogs).
 */
export const toastRegion = (region: Region | null): (() => void) | undefined => {
  if (!region) return undefined;
  const window = globalThis as unknown as Window;
  const onKeyDown = (event: KeyPress) => {
    if (event.key !== TOASTS.focusKey) return;
    event.preventDefault();
    region.focus();
  };
  window.addEventListener('keydown', onKeyDown);
  const stopHearing = heardOverDialogs(region);
  return () => {
    window.removeEventListener('keydown', onKeyDown);
    stopHearing?.();
  };
};

/** What both apps' toast regions (a `section`) carry: their name, a place for F8's focus, the ref. */
export const TOAST_REGION_PROPS = {
  'aria-label': TOAST_REGION_LABEL,
  tabIndex: -1,
  ref: toastRegion,
} as const;
