import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { leanJsonClient } from './lean-http-client.ts';

type Seen = { method?: string; url?: string; cookie?: string; type?: string; body: string };

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A real node:http server answering with `respond`; it records each request and counts connections. */
const serve = async (
  respond: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void,
) => {
  const seen: Seen[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        cookie: req.headers.cookie,
        type: req.headers['content-type'],
        body,
      });
      respond(req, res, body);
    });
  });
  server.on('connection', () => (connections += 1));
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, connections: () => connections };
};

/** A client of `lanes` connections to `url` for the length of `use`. */
const withClient = async (
  url: string,
  lanes: number,
  use: (client: ReturnType<typeof leanJsonClient>) => Promise<void>,
) => {
  const client = leanJsonClient(url, lanes);
  try {
    await use(client);
  } finally {
    client.close();
  }
};

describe('the bench’s lean JSON client', () => {
  it('sends the path, cookie and JSON body a browser would, and reads the status and body back', async () => {
    const server = await serve((_req, res, body) => {
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ echoed: JSON.parse(body) }));
    });
    await withClient(server.url, 1, async (client) => {
      const reply = await client.post('/api/favorites', 'sid=abc; other=1', { contentId: 7, note: 'café ✓' });
      expect(reply).toEqual({
        status: 201,
        text: JSON.stringify({ echoed: { contentId: 7, note: 'café ✓' } }),
      });
      expect(server.seen).toEqual([
        {
          method: 'POST',
          url: '/api/favorites',
          cookie: 'sid=abc; other=1',
          type: 'application/json',
          body: JSON.stringify({ contentId: 7, note: 'café ✓' }),
        },
      ]);
    });
  });

  it('reads chunked answers and error statuses, and keeps one connection for a lane’s requests', async () => {
    const server = await serve((req, res) => {
      res.statusCode = req.url === '/missing' ? 404 : 200;
      res.write('{"part":');
      setTimeout(() => res.end('"two"}'), 5);
    });
    await withClient(server.url, 1, async (client) => {
      for (let round = 0; round < 3; round++) {
        expect(await client.post('/ok', 'c=1', {})).toEqual({ status: 200, text: '{"part":"two"}' });
      }
      expect(await client.post('/missing', 'c=1', {})).toEqual({ status: 404, text: '{"part":"two"}' });
      expect(server.connections()).toBe(1);
    });
  });

  it('reads a body that ends with its connection, then connects again for the next request', async () => {
    const server = await serve((_req, res) => {
      // No length and no chunks: HTTP/1.1 then ends the body by closing the connection.
      res.useChunkedEncodingByDefault = false;
      res.shouldKeepAlive = false;
      res.writeHead(200, { connection: 'close' });
      res.end('until the end');
    });
    await withClient(server.url, 1, async (client) => {
      expect(await client.post('/a', 'c=1', {})).toEqual({ status: 200, text: 'until the end' });
      expect(await client.post('/b', 'c=1', {})).toEqual({ status: 200, text: 'until the end' });
      expect(server.connections()).toBe(2);
    });
  });

  it('fails a request whose connection drops before the whole answer', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(201, { 'content-length': '100' });
      res.write('only part of it');
      setTimeout(() => res.socket?.destroy(), 5);
    });
    await withClient(server.url, 1, async (client) => {
      await expect(client.post('/x', 'c=1', {})).rejects.toThrow(/closed before the whole response/);
    });
  });

  it('carries as many requests at once as it has lanes, each on its own connection, and refuses more', async () => {
    const server = await serve((_req, res) => {
      setTimeout(() => res.writeHead(201).end('{}'), 20);
    });
    await withClient(server.url, 2, async (client) => {
      const both = [client.post('/1', 'c=1', {}), client.post('/2', 'c=2', {})];
      await expect(client.post('/3', 'c=3', {})).rejects.toThrow('More than 2 requests at once');
      expect(await Promise.all(both)).toEqual([
        { status: 201, text: '{}' },
        { status: 201, text: '{}' },
      ]);
      expect(server.connections()).toBe(2);
    });
  });
});
