import http from 'node:http';
import { runConcurrently, type Rate } from './concurrency.ts';

export type JsonReply = { status: number; text: string };

/**
 * POSTs JSON to the portal over kept-alive node:http connections, one socket per lane. The
 * command measurements run their client in the portal's own process: on two cores a client in
 * another process measured slower (it takes the core PostgreSQL needs). The client therefore
 * costs the portal's thread whatever it spends, and fetch (undici) spent about 0.34 ms a request
 * more than node:http against a bare server on this machine (ninth session): for learner
 * commands, half of what the portal itself spends on one.
 */
const jsonClient = (portalUrl: string, lanes: number) => {
  const { hostname, port } = new URL(portalUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: lanes });
  const post = (path: string, cookie: string, body: unknown): Promise<JsonReply> =>
    new Promise((resolve, reject) => {
      const json = JSON.stringify(body);
      const request = http.request(
        {
          host: hostname,
          port,
          path,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json), cookie },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(json);
    });
  return { post, close: () => agent.destroy() };
};

/** One command as a signed-in user sends it. */
export type JsonPost = { path: string; cookie: string; body: unknown };

/**
 * Sends one POST per item, `concurrency` at a time (runConcurrently), and returns how fast they
 * were answered. Every one must create something (201): anything else stops the run.
 */
export const postEach = async <T>(
  portalUrl: string,
  items: readonly T[],
  concurrency: number,
  toPost: (item: T) => JsonPost,
  signal?: AbortSignal,
): Promise<Rate> => {
  const client = jsonClient(portalUrl, concurrency);
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
