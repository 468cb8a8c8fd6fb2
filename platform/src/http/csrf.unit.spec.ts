import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { passesCsrfPlainly } from './csrf.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const ORIGIN = 'https://portal.example';
const json = { 'content-type': 'application/json', 'content-length': '14' };

describe('passesCsrfPlainly (what the fast path may take without the CSRF guard)', () => {
  it('takes a JSON body or none, with no origin or the expected one, from the same site', () => {
    expect(passesCsrfPlainly(request(json), ORIGIN)).toBe(true);
    expect(passesCsrfPlainly(request({ ...json, origin: ORIGIN }), ORIGIN)).toBe(true);
    expect(passesCsrfPlainly(request({ ...json, 'sec-fetch-site': 'same-origin' }), ORIGIN)).toBe(true);
    expect(passesCsrfPlainly(request({ ...json, 'sec-fetch-site': 'none' }), ORIGIN)).toBe(true);
    expect(passesCsrfPlainly(request({ 'content-type': 'Application/JSON; charset=utf-8' }), ORIGIN)).toBe(
      true,
    );
  });

  it('leaves to the guard anything cross-site, of unknown origin, or not plainly JSON', () => {
    expect(passesCsrfPlainly(request({ ...json, origin: 'https://evil.example' }), ORIGIN)).toBe(false);
    expect(passesCsrfPlainly(request({ ...json, origin: ORIGIN }), undefined)).toBe(false);
    expect(passesCsrfPlainly(request({ ...json, 'sec-fetch-site': 'cross-site' }), ORIGIN)).toBe(false);
    expect(passesCsrfPlainly(request({ ...json, 'sec-fetch-site': 'same-site' }), ORIGIN)).toBe(false);
    expect(passesCsrfPlainly(request({ 'content-type': 'text/plain', 'content-length': '9' }), ORIGIN)).toBe(
      false,
    );
    expect(passesCsrfPlainly(request({ ...json, 'content-type': 'application/json+x' }), ORIGIN)).toBe(false);
    expect(passesCsrfPlainly(request({ 'content-length': '2' }), ORIGIN)).toBe(false);
    expect(passesCsrfPlainly(request({ 'transfer-encoding': 'chunked' }), ORIGIN)).toBe(false);
    expect(passesCsrfPlainly(request({ ...json, 'content-encoding': 'gzip' }), ORIGIN)).toBe(false);
  });
});
