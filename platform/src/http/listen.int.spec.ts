import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeHttpServer, listenHttp } from './listen.ts';

// A client that reuses a connection after Node's default keep-alive timeout (5 s, which it
// stretches by 1 s) must find it still open: closing it under the client is what turned a
// browser test's POST into ECONNRESET, and what would turn nginx's reuse of an upstream
// connection into a 502.

let server: http.Server;
let url: string;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  server = await listenHttp((_req, res) => res.end('ok'), 0, '127.0.0.1');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  agent.destroy();
  await closeHttpServer(server);
});

/** A POST on the agent's one connection: its answer and the local port it went out from. */
const post = (): Promise<{ body: string; localPort: number }> =>
  new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ body, localPort: request.socket!.localPort! }));
    });
    request.on('error', reject);
    request.end('{}');
  });

it('keeps an idle connection open past Node’s default (5 s, plus its 1 s grace), so a client reusing it is answered', async () => {
  const first = await post();
  await sleep(7_000);
  const second = await post();
  expect(second.body).toBe('ok');
  // The same connection, not a fresh one after a reset.
  expect(second.localPort).toBe(first.localPort);
});

/** One request written by hand on a fresh connection, and everything the server sends back. */
const raw = (request: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const { port } = new URL(url);
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

it('answers an address too long for its headers with a problem, not a bare 431', async () => {
  const answer = await raw(
    `GET /api/content/filtered?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  );
  expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
  expect(answer).toContain('Content-Type: application/problem+json\r\n');
  expect(bodyOf(answer)).toEqual({
    type: 'about:blank',
    title: 'Request headers too large',
    status: 431,
    detail: expect.stringContaining('shorten the address'),
  });
});

it('answers a request that is not HTTP with a problem too', async () => {
  const answer = await raw('HELLO THERE\r\n\r\n');
  expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  expect(bodyOf(answer)).toEqual({
    type: 'about:blank',
    title: 'Invalid request',
    status: 400,
    detail: 'The request is not well-formed HTTP.',
  });
});
