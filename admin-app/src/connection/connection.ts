import { createConnectionMonitor } from '@zen/contracts';

/** The console's view of whether the portal is reachable (see ReconnectingNotice). */
export const connection = createConnectionMonitor(() =>
  fetch('/healthz', { cache: 'no-store', credentials: 'omit' }).then((response) => response.ok),
);

/** A failure that means the server is away (no answer, 502/503/504), not a refusal. */
export const isUnreachable = (error: unknown): boolean => {
  if (error instanceof TypeError) return true;
  const status = (error as { status?: unknown } | null)?.status;
  return status === 502 || status === 503 || status === 504;
};
