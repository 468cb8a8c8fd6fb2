import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { plainlySameOriginJson } from './csrf.ts';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const ORIGIN = 'https://portal.example';
const json = { 'content-type': 'application/json' };

describe('plainlySameOriginJson (what the fast path may take without the CSRF guard)', () => {
  it('takes a JSON body with no origin, or the expected one, from the same site', () => {
    expect(plainlySameOriginJson(request(json), ORIGIN)).toBe(true);
    expect(plainlySameOriginJson(request({ ...json, origin: ORIGIN }), ORIGIN)).toBe(true);
    expect(plainlySameOriginJson(request({ ...json, 'sec-fetch-site': 'same-origin' }), ORIGIN)).toBe(true);
    expect(plainlySameOriginJson(request({ ...json, 'sec-fetch-site': 'none' }), ORIGIN)).toBe(true);
    expect(
      plainlySameOriginJson(request({ 'content-type': 'Application/JSON; charset=utf-8' }), ORIGIN),
    ).toBe(true);
  });

  it('leaves to the guard anything cross-site, of unknown origin, or not plainly JSON', () => {
    expect(plainlySameOriginJson(request({ ...json, origin: 'https://evil.example' }), ORIGIN)).toBe(false);
    expect(plainlySameOriginJson(request({ ...json, origin: ORIGIN }), undefined)).toBe(false);
    expect(plainlySameOriginJson(request({ ...json, 'sec-fetch-site': 'cross-site' }), ORIGIN)).toBe(false);
    expect(plainlySameOriginJson(request({ ...json, 'sec-fetch-site': 'same-site' }), ORIGIN)).toBe(false);
    expect(plainlySameOriginJson(request({ 'content-type': 'text/plain' }), ORIGIN)).toBe(false);
    expect(plainlySameOriginJson(request({ 'content-type': 'application/json+x' }), ORIGIN)).toBe(false);
    expect(plainlySameOriginJson(request({}), ORIGIN)).toBe(false);
    expect(plainlySameOriginJson(request({ ...json, 'content-encoding': 'gzip' }), ORIGIN)).toBe(false);
  });
});
