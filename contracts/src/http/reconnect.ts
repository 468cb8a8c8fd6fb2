import { SERVICE_UNAVAILABLE } from './problem.ts';

/**
 * Whether the browser can reach the portal, for the "reconnecting" notice both apps show while
 * the server or its database is away (issue 7). A failed call reports it; the monitor then asks
 * `probe` (GET /healthz) every few seconds until it answers, and tells its listeners it is back so
 * they refetch what failed. Nothing here unmounts a page: what a person typed stays where it is.
 * The probe is passed in, so this stays free of I/O of its own.
 */
export type ConnectionState = 'online' | 'reconnecting';

export type ConnectionMonitor = {
  getState: () => ConnectionState;
  /** For useSyncExternalStore: called on every change of state. */
  subscribe: (listener: () => void) => () => void;
  /** Called once each time the connection comes back. */
  onReconnected: (listener: () => void) => () => void;
  /** A call failed for lack of a server (network error, 502/503/504). */
  reportUnreachable: () => void;
};

/**
 * Whether an answer means "the portal is not there right now", not "your request was wrong" or
 * "this is what happened to it": a gateway's 502 or 504, or a 503 that is the portal's database
 * being away or that carries no problem of the portal's (a proxy's). A 503 problem titled otherwise
 * tells what became of this request (saved but not yet shown, a confirmation mail not sent, the
 * CRM unreachable): the portal is there, and a reconnecting notice would wrongly tell the person
 * to try again once it is gone.
 */
export const isUnreachableAnswer = (status: number, problemTitle?: string): boolean =>
  status === 502 ||
  status === 504 ||
  (status === 503 && (problemTitle === undefined || problemTitle === SERVICE_UNAVAILABLE));

export const createConnectionMonitor = (
  probe: () => Promise<boolean>,
  intervalMs = 2_000,
): ConnectionMonitor => {
  let state: ConnectionState = 'online';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const reconnected = new Set<() => void>();
  const set = (next: ConnectionState) => {
    if (state === next) return;
    state = next;
    listeners.forEach((listener) => listener());
    if (next === 'online') reconnected.forEach((listener) => listener());
  };
  const check = async () => {
    const back = await probe().catch(() => false);
    timer = undefined;
    if (back) set('online');
    else timer = setTimeout(() => void check(), intervalMs);
  };
  const subscribeTo = (set: Set<() => void>) => (listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  return {
    getState: () => state,
    subscribe: subscribeTo(listeners),
    onReconnected: subscribeTo(reconnected),
    reportUnreachable: () => {
      set('reconnecting');
      timer ??= setTimeout(() => void check(), intervalMs);
    },
  };
};
