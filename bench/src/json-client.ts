import { runConcurrently, type Rate } from './concurrency.ts';
import { leanJsonClient } from './lean-http-client.ts';

/** One command as a signed-in user sends it: a POST with its body, or a DELETE. */
export type JsonCommand = { method?: 'POST' | 'DELETE'; path: string; cookie: string; body?: unknown };

/**
 * Sends one command per item, `concurrency` at a time (runConcurrently), and returns how fast
 * they were answered. Every POST must create something (201) and every DELETE succeed (200):
 * anything else stops the run.
 *
 * The command measurements run their client in the portal's own process: on two cores a client
 * in another process measured slower (it takes the core PostgreSQL needs). The client therefore
 * costs the portal's thread whatever it spends, so it is the leanest that still speaks HTTP
 * (lean-http-client.ts). Its connections live for one measurement, busy throughout, so the
 * server's keep-alive timeout never closes one under a request.
 */
export const sendEach = async <T>(
  portalUrl: string,
  items: readonly T[],
  concurrency: number,
  toCommand: (item: T) => JsonCommand,
  signal?: AbortSignal,
): Promise<Rate> => {
  const client = leanJsonClient(portalUrl, concurrency);
  try {
    return await runConcurrently(
      items,
      concurrency,
      async (item) => {
        const { method = 'POST', path, cookie, body } = toCommand(item);
        const { status, text } = await client.send(method, path, cookie, body);
        if (status !== (method === 'POST' ? 201 : 200))
          throw new Error(`${method} ${path} answered ${status}: ${text}`);
      },
      signal,
    );
  } finally {
    client.close();
  }
};
