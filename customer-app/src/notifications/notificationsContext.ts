import { createContext, useContext } from 'react';

/** The spec's toast variants: plain, destructive (errors) and success. */
export type NotificationVariant = 'default' | 'destructive' | 'success';

export interface Notification {
  title: string;
  description?: string;
  variant?: NotificationVariant;
  /** How long it stays, in ms; 5000 unless said otherwise (spec §9). */
  durationMs?: number;
}

export type Notify = (notification: Notification) => void;

export const NotificationsContext = createContext<Notify | null>(null);
export const DismissNotificationsContext = createContext<(() => void) | null>(null);

/** Shows a toast. One at a time: a new one replaces whatever is showing (spec §9). */
export const useNotify = (): Notify => {
  const notify = useContext(NotificationsContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
};

/**
 * Hides the toast showing, if any: for a step that makes it stale, such as a sign-in that went
 * through after a 'Password Incorrect' (it would otherwise stay over the dashboard).
 */
export const useDismissNotifications = (): (() => void) => {
  const dismiss = useContext(DismissNotificationsContext);
  if (!dismiss) throw new Error('useDismissNotifications must be used inside <NotificationsProvider>');
  return dismiss;
};
