import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from './problem.ts';
import { storableTextGuard } from './storable-text.ts';

const verdict = (request: { path?: string; query?: unknown; body?: unknown }): HttpProblem | undefined => {
  let passed: unknown = 'not called';
  storableTextGuard(
    { path: '/api/x', query: {}, ...request } as Request,
    {} as Response,
    (error?: unknown) => void (passed = error),
  );
  if (passed === 'not called') throw new Error('the guard neither passed nor refused');
  return passed as HttpProblem | undefined;
};

describe('text the database cannot store', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udfffb'],
    ['surrogates in the wrong order', '\udc00\ud800'],
  ])('refuses %s, naming the field', (_name, text) => {
    const problem = verdict({ body: { profile: { firstName: text } } });
    expect(problem).toBeInstanceOf(HttpProblem);
    expect(problem).toMatchObject({ status: 400, errors: [{ field: 'profile.firstName' }] });
  });

  it('names array items and keys, query parameters and the path', () => {
    expect(verdict({ body: { keywords: ['ok', 'x\u0000'] } })?.errors).toEqual([
      { field: 'keywords.1', message: expect.any(String) },
    ]);
    expect(verdict({ body: { ['k\u0000']: 1 } })?.errors?.[0]?.field).toBe('k\u0000');
    expect(verdict({ query: { search: 'a\u0000' } })).toMatchObject({ detail: 'The query is not valid' });
    expect(verdict({ path: '/api/userguide/acme%00' })?.errors).toEqual([
      { field: 'path', message: expect.any(String) },
    ]);
  });

  it('lets every storable text through: emoji, combining marks, RTL, astral letters', () => {
    expect(
      verdict({ body: { a: '👩‍👩‍👧‍👦', b: 'e\u0301\u0302', c: '\u202eabc', d: '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', e: 1, f: null } }),
    ).toBeUndefined();
    expect(verdict({ path: '/api/userguide/%E0%A4%A' })).toBeUndefined();
  });
});
