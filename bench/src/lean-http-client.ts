import net from 'node:net';

export type JsonReply = { status: number; text: string };

const CRLF = '\r\n';
const HEAD_END = '\r\n\r\n';

/** How the body after a response's head ends: after so many bytes, after its last chunk, or when the connection closes. */
type BodyEnd = number | 'chunked' | 'close';
type Head = { status: number; body: BodyEnd };

const parseHead = (head: string): Head => {
  const [statusLine = '', ...lines] = head.split(CRLF);
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) throw new Error(`Not an HTTP response: ${statusLine.slice(0, 80)}`);
  const status = Number(match[1]);
  let body: BodyEnd = status === 204 || status === 304 ? 0 : 'close';
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length' && body !== 'chunked') body = Number(value);
    if (name === 'transfer-encoding' && value.toLowerCase().includes('chunked')) body = 'chunked';
  }
  if (typeof body === 'number' && !(Number.isInteger(body) && body >= 0))
    throw new Error('Malformed Content-Length');
  return { status, body };
};

/**
 * A chunked body's text once all of it has arrived (up to the blank line after its last,
 * zero-size chunk and any trailers), else undefined; `end` is where the next response starts.
 */
const readChunked = (buffer: Buffer, from: number): { text: string; end: number } | undefined => {
  const parts: Buffer[] = [];
  for (let at = from; ;) {
    const lineEnd = buffer.indexOf(CRLF, at);
    if (lineEnd < 0) return undefined;
    const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (!Number.isInteger(size) || size < 0) throw new Error('Malformed chunked body');
    if (size === 0) {
      const trailersEnd = buffer.indexOf(HEAD_END, lineEnd);
      if (trailersEnd < 0) return undefined;
      return { text: Buffer.concat(parts).toString('utf8'), end: trailersEnd + HEAD_END.length };
    }
    const dataEnd = lineEnd + CRLF.length + size;
    if (buffer.length < dataEnd + CRLF.length) return undefined;
    parts.push(buffer.subarray(lineEnd + CRLF.length, dataEnd));
    at = dataEnd + CRLF.length;
  }
};

type Pending = { resolve: (reply: JsonReply) => void; reject: (error: unknown) => void };

/**
 * One kept-alive HTTP/1.1 connection carrying one request at a time: a request is one socket
 * write, a response is read by its Content-Length (or its chunks, or to the connection's end).
 * The command bench runs its client in the portal's own process (json-client.ts), so whatever the
 * client spends the portal's thread loses. node:http's client (its agent, request and
 * outgoing-message objects, header checks) took about a quarter of that thread under 64 learners
 * in the twenty-second session's profile; this takes a twentieth.
 */
const connection = (host: string, port: number) => {
  let socket: net.Socket | undefined;
  let buffer: Buffer = Buffer.alloc(0);
  let head: Head | undefined;
  let bodyFrom = 0;
  let pending: Pending | undefined;

  /** The request waiting for its response, handed over once: the connection is then free. */
  const take = (): Pending | undefined => {
    const waiting = pending;
    pending = undefined;
    head = undefined;
    return waiting;
  };

  const fail = (error: unknown): void => {
    socket?.destroy();
    socket = undefined;
    take()?.reject(error);
  };

  /** The response, once all of it is in the buffer. */
  const complete = (): JsonReply | undefined => {
    if (!head) {
      const headEnd = buffer.indexOf(HEAD_END);
      if (headEnd < 0) return undefined;
      head = parseHead(buffer.toString('latin1', 0, headEnd));
      bodyFrom = headEnd + HEAD_END.length;
    }
    const { status, body } = head;
    if (body === 'close') return undefined;
    const chunked = body === 'chunked' ? readChunked(buffer, bodyFrom) : undefined;
    const end = chunked ? chunked.end : typeof body === 'number' ? bodyFrom + body : -1;
    if (end < 0 || buffer.length < end) return undefined;
    const text = chunked ? chunked.text : buffer.toString('utf8', bodyFrom, end);
    buffer = buffer.subarray(end);
    return { status, text };
  };

  const onData = (chunk: Buffer): void => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    try {
      const reply = complete();
      if (reply) take()?.resolve(reply);
    } catch (error) {
      fail(error);
    }
  };

  const open = (): net.Socket => {
    const opened = net.connect({ host, port, noDelay: true });
    buffer = Buffer.alloc(0);
    head = undefined;
    opened.on('data', onData);
    opened.on('error', fail);
    opened.on('close', () => {
      if (socket === opened) socket = undefined;
      if (!pending) return;
      // Read before take(), which forgets the head.
      const ended =
        head?.body === 'close' ? { status: head.status, text: buffer.toString('utf8', bodyFrom) } : undefined;
      if (ended) take()?.resolve(ended);
      else take()?.reject(new Error('The connection closed before the whole response arrived'));
    });
    return opened;
  };

  const send = (request: string): Promise<JsonReply> =>
    new Promise<JsonReply>((resolve, reject) => {
      if (pending) throw new Error('A connection carries one request at a time');
      pending = { resolve, reject };
      socket ??= open();
      socket.write(request);
    });

  return { send, close: () => socket?.destroy() };
};

export type CommandMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends JSON commands (a body or none) over `lanes` kept-alive connections, opened as needed,
 * one request at a time on each.
 */
export const leanJsonClient = (url: string, lanes: number) => {
  const { hostname, host, port } = new URL(url);
  // A URL names an IPv6 address in brackets, which a socket does not take.
  const address = hostname.replace(/^\[(.*)\]$/, '$1');
  const connections = Array.from({ length: lanes }, () => connection(address, Number(port || 80)));
  const idle = [...connections];
  const send = async (
    method: CommandMethod,
    path: string,
    cookie: string,
    body?: unknown,
  ): Promise<JsonReply> => {
    const lane = idle.pop();
    if (!lane) throw new Error(`More than ${lanes} requests at once`);
    const json = body === undefined ? '' : JSON.stringify(body);
    const type = body === undefined ? '' : `Content-Type: application/json${CRLF}`;
    try {
      return await lane.send(
        `${method} ${path} HTTP/1.1${CRLF}Host: ${host}${CRLF}${type}` +
          `Content-Length: ${Buffer.byteLength(json)}${CRLF}Cookie: ${cookie}${CRLF}${CRLF}${json}`,
      );
    } finally {
      idle.push(lane);
    }
  };
  const post = (path: string, cookie: string, body: unknown) => send('POST', path, cookie, body);
  return { send, post, close: (): void => connections.forEach((lane) => lane.close()) };
};
