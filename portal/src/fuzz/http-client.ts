import http from 'node:http';

/** A request as the fuzz sends it: the path already encoded (or deliberately not), raw bytes. */
export type RawRequest = {
  method: string;
  /** Path and query as they go on the request line, unnormalised ('../' stays '../'). */
  target: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire (still compressed, if it was). */
  body: Buffer;
  text: string;
};

/** How long a single answer may take before it counts as no answer (a hang is a failure too). */
const ANSWER_TIMEOUT_MS = 30_000;

/**
 * A bare HTTP/1.1 client on node:http: unlike fetch it sends exactly the bytes and headers given
 * (malformed JSON, lone surrogates, a wrong Content-Length-free content type, an unnormalised
 * path), which is what a hostile client does.
 */
export const createHttpClient = (origin: string) => {
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const send = (request: RawRequest): Promise<RawResponse> =>
    new Promise((resolve, reject) => {
      const body = request.body === undefined ? undefined : Buffer.from(request.body);
      const outgoing = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.target,
          agent,
          headers: {
            ...(body ? { 'content-length': String(body.length) } : {}),
            ...request.headers,
          },
          timeout: ANSWER_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const received = Buffer.concat(chunks);
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: received,
              text: received.toString('utf8'),
            });
          });
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return { send, close: () => agent.destroy() };
};

export type HttpClient = ReturnType<typeof createHttpClient>;
