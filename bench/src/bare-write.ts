import http from 'node:http';
import type { Pool } from '@zen/platform';
import type { Rate } from './concurrency.ts';
import { sendEach } from './json-client.ts';
import { listenLocally, type LocalServer } from './local-server.ts';
import { INSERT_RETURNING_ID, resetScratchTable } from './raw-inserts.ts';

/**
 * The write ceiling: the cheapest HTTP write there is on this machine. A bare Node.js `http`
 * server in the bench's (and so the portal's) process takes each POST, parses its JSON, inserts it
 * as one row in its own transaction (the raw INSERTs' statement and table) and answers 201 with
 * the row and its id. No session, contract, event, projection or read-your-writes: what is left is
 * HTTP on both sides and one round trip. Content creation beside it says how much of a creation's
 * cost is the product's own work, and how much of the INSERT baseline no HTTP command can keep.
 */
const startBareWriteServer = async (pool: Pool): Promise<LocalServer> => {
  const insertAndAnswer = async (body: string, response: http.ServerResponse): Promise<void> => {
    try {
      const row = JSON.parse(body) as Record<string, unknown>;
      const { rows } = await pool.query<{ id: string }>(INSERT_RETURNING_ID, [body]);
      const text = JSON.stringify({ id: Number(rows[0]!.id), ...row });
      response.writeHead(201, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
      });
      response.end(text);
    } catch (error) {
      // The run stops on any answer but 201 (sendEach), with this text in its message.
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : String(error));
    }
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void insertAndAnswer(Buffer.concat(chunks).toString('utf8'), response));
  });
  return listenLocally(server);
};

/**
 * POSTs each row to the bare write server, `concurrency` at a time, with the same lean client the
 * command measurements use (so both sides of HTTP cost the same), into an emptied scratch table.
 */
export const bareHttpWritesConcurrently = async (
  pool: Pool,
  server: LocalServer,
  rows: readonly object[],
  concurrency: number,
  signal?: AbortSignal,
): Promise<Rate> => {
  await resetScratchTable(pool);
  // The cookie is only there because every bench command carries one; the server ignores it.
  return sendEach(
    server.url,
    rows,
    concurrency,
    (row) => ({ path: '/', cookie: 'bench=1', body: row }),
    signal,
  );
};

/** Runs `measure` with a bare write server, closed after it whatever happens. */
export const withBareWriteServer = async <T>(
  pool: Pool,
  measure: (server: LocalServer) => Promise<T>,
): Promise<T> => {
  const server = await startBareWriteServer(pool);
  try {
    return await measure(server);
  } finally {
    await server.close();
  }
};
