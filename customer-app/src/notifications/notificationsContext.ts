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

/** Shows a toast. One at a time: a new one replaces whatever is showing (spec §9). */
export const useNotify = (): Notify => {
  const notify = useContext(NotificationsContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
};
