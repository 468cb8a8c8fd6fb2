import { createConnectionMonitor, isUnreachableAnswer } from '@zen/contracts';

/** The console's view of whether the portal is reachable (see ReconnectingNotice). */
export const connection = createConnectionMonitor(() =>
  fetch('/healthz', { cache: 'no-store', credentials: 'omit' }).then((response) => response.ok),
);

/**
 * A failure that means the server is away (no answer, or isUnreachableAnswer), not a refusal or
 * the portal's word on what became of the request.
 */
export const isUnreachable = (error: unknown): boolean => {
  if (error instanceof TypeError) return true;
  const { status, body } = (error ?? {}) as { status?: unknown; body?: { title?: unknown } | null };
  const title = typeof body?.title === 'string' ? body.title : undefined;
  return typeof status === 'number' && isUnreachableAnswer(status, title);
};
