import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_APP_DIST, CUSTOMER_APP_DIST } from '@zen/query-service/static/apps';
import { createHttpClient, type HttpClient, type RawResponse } from './fuzz/http-client.ts';
import { startTestPortal, type TestPortal } from './testing/index.ts';

/**
 * What a browser downloads: the apps' scripts compressed at build time, brotli when it accepts it
 * and gzip otherwise (Chromium offers brotli to secure origins only), and the API's larger JSON
 * compressed on the way out. Every variant decodes to exactly the bytes served plain.
 */
let portal: TestPortal;
let client: HttpClient;
beforeAll(async () => {
  portal = await startTestPortal();
  client = createHttpClient(portal.url);
});
afterAll(async () => {
  client?.close();
  await portal?.close();
});

/** A GET as sent, with the body as it came over the wire (fetch would decode it). */
const rawGet = (target: string, acceptEncoding?: string): Promise<RawResponse> =>
  client.send({
    method: 'GET',
    target,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

const decoded = ({ headers, body }: RawResponse): Buffer =>
  headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body;

/** The largest script an app's index.html loads: what a first visit waits for. */
const entryScript = (dist: string, mount: string): { url: string; bytes: Buffer } => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map(([, src]) => src!);
  const files = scripts.map((src) => ({
    url: src,
    bytes: readFileSync(path.join(dist, 'assets', path.basename(src))),
  }));
  expect(files.length, `scripts in ${mount}index.html`).toBeGreaterThan(0);
  return files.sort((a, b) => b.bytes.length - a.bytes.length)[0]!;
};

describe.each([
  ['customer app', CUSTOMER_APP_DIST, '/'],
  ['admin console', ADMIN_APP_DIST, '/admin/'],
])('%s scripts', (_name, dist, mount) => {
  it.each([
    ['a browser on a secure origin', 'gzip, deflate, br, zstd', 'br'],
    ['a browser on plain http', 'gzip, deflate', 'gzip'],
    ['a client that refuses brotli', 'br;q=0, gzip', 'gzip'],
    ['a client that asks for nothing', undefined, undefined],
  ])(
    '%s (Accept-Encoding: %s) gets them as %s, decoding to the built file',
    async (_client, acceptEncoding, expected) => {
      const script = entryScript(dist, mount);
      const response = await rawGet(script.url, acceptEncoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      if (expected) expect(response.body.length).toBeLessThan(script.bytes.length / 2);
      expect(decoded(response).equals(script.bytes)).toBe(true);
    },
  );
});

describe('API answers', () => {
  it('a large JSON answer goes gzip-compressed to a client that accepts it, and reads the same', async () => {
    const plain = await rawGet('/api/openapi.json');
    const compressed = await rawGet('/api/openapi.json', 'gzip, deflate');
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(compressed.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decoded(compressed).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('a small answer is sent as it is', async () => {
    const health = await rawGet('/healthz', 'gzip, deflate, br');
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ status: 'ok' });
  });
});
