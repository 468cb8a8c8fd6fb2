import { runConcurrently, type Rate } from './concurrency.ts';
import { leanJsonClient } from './lean-http-client.ts';

/** One command as a signed-in user sends it. */
export type JsonPost = { path: string; cookie: string; body: unknown };

/**
 * Sends one POST per item, `concurrency` at a time (runConcurrently), and returns how fast they
 * were answered. Every one must create something (201): anything else stops the run.
 *
 * The command measurements run their client in the portal's own process: on two cores a client
 * in another process measured slower (it takes the core PostgreSQL needs). The client therefore
 * costs the portal's thread whatever it spends, so it is the leanest that still speaks HTTP
 * (lean-http-client.ts). Its connections live for one measurement, busy throughout, so the
 * server's keep-alive timeout never closes one under a request.
 */
export const postEach = async <T>(
  portalUrl: string,
  items: readonly T[],
  concurrency: number,
  toPost: (item: T) => JsonPost,
  signal?: AbortSignal,
): Promise<Rate> => {
  const client = leanJsonClient(portalUrl, concurrency);
  try {
    return await runConcurrently(
      items,
      concurrency,
      async (item) => {
        const { path, cookie, body } = toPost(item);
        const { status, text } = await client.post(path, cookie, body);
        if (status !== 201) throw new Error(`POST ${path} answered ${status}: ${text}`);
      },
      signal,
    );
  } finally {
    client.close();
  }
};
