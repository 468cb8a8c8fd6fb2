/**
 * How tall the 'Reconnecting…' notice is while it shows (0 when it does not), for the console's
 * toasts to sit below it: on a wide screen both are at the top centre, and a save tried during an
 * outage raises its error toast exactly while the notice shows, over its title.
 */
let height = 0;

/**
 * Where the console's connection notices sit: just below its 48 px app bar. They are drawn inside
 * the layout, under the app bar, so MUI's own 8 or 24 px from the top hid their title and spinner.
 */
export const NOTICE_TOP_PX = 56;

const listeners = new Set<() => void>();

export const reconnectingNoticeHeight = {
  get: (): number => height,
  set(next: number): void {
    if (next === height) return;
    height = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
