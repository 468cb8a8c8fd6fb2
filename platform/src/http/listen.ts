import { createServer, STATUS_CODES, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { HttpProblem, problemBody } from './problem.ts';

/**
 * How long a kept-alive connection may sit idle before the server closes it. Node's default is
 * 5 s (closed about 1 s later), shorter than its clients keep theirs: nginx holds upstream
 * connections for 60 s (deploy/nginx.conf's `keepalive`), and browsers and HTTP agents reuse
 * theirs for longer than 5 s too. When the server closes a connection at the moment a client sends on it, the client
 * gets ECONNRESET, and a POST is not retried: nginx answers 502, a script fails. The server
 * must therefore be the side that waits longest (CI met this in a browser test).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** How long in-flight requests (a command may wait for its read model) get at shutdown. */
const DRAIN_MS = 5_000;

/** What Node's parser refuses before any route runs, as the problem the client is told. */
const PARSER_REFUSALS: Record<string, HttpProblem> = {
  HPE_HEADER_OVERFLOW: new HttpProblem(
    431,
    'Request headers too large',
    'The request line and headers are larger than the server takes (16 KiB): shorten the address or its search.',
  ),
};
const MALFORMED = new HttpProblem(400, undefined, 'The request is not well-formed HTTP.');

/**
 * Node answers a request its parser refuses (headers over 16 KiB, say, from a very long search in
 * the address) with a bare status line and no body; callers of this API expect problem+json
 * (DESIGN §7), so it is written here, straight to the socket, as Node's docs ask: there is no
 * request or response object yet. A connection reset or already closed is only let go.
 */
const answerClientError = (error: Error & { code?: string }, socket: Duplex): void => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const problem = PARSER_REFUSALS[error.code ?? ''] ?? MALFORMED;
  const { status } = problem;
  const body = JSON.stringify(problemBody(problem));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/problem+json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
};

/** Serves `listener` on `port` and `host`; resolves once it listens, rejects if it cannot. */
export const listenHttp = (listener: RequestListener, port: number, host: string): Promise<Server> =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer(listener);
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // Must exceed the keep-alive timeout, or a request's headers on a reused connection could be
    // timed from when the connection went idle.
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    server.on('clientError', answerClientError);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });

/**
 * Stops accepting connections, closes the idle ones at once, and cuts the rest after DRAIN_MS:
 * under load kept-alive connections never fall idle, so in-flight requests get a moment and then
 * the server stops whatever its clients do.
 */
export const closeHttpServer = async (server: Server): Promise<void> => {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
  await closed;
  clearTimeout(cut);
};
