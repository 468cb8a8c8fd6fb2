import { runConcurrently, type Rate } from './concurrency.ts';
import { leanJsonClient, type CommandMethod } from './lean-http-client.ts';

/**
 * One command as a signed-in user sends it, with or without a body, and the status its success
 * answers with: 201 for a POST that makes something, 200 for the rest, unless `expect` says.
 */
export type JsonCommand = {
  method?: CommandMethod;
  path: string;
  cookie: string;
  body?: unknown;
  expect?: number;
};

/**
 * Sends one command per item, `concurrency` at a time (runConcurrently), and returns how fast
 * they were answered. Each must answer its success status (JsonCommand): anything else stops
 * the run.
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
        const { method = 'POST', path, cookie, body, expect } = toCommand(item);
        const { status, text } = await client.send(method, path, cookie, body);
        if (status !== (expect ?? (method === 'POST' ? 201 : 200)))
          throw new Error(`${method} ${path} answered ${status}: ${text}`);
      },
      signal,
    );
  } finally {
    client.close();
  }
};
