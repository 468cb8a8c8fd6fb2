import { describe, expect, it } from 'vitest';
import type { FuzzCase } from './hostile-requests.ts';
import { judgeAnswer } from './verdict.ts';

const kase = (unreadable = false): FuzzCase => ({
  label: 'a case',
  request: { method: 'POST', target: '/api/x' },
  unreadable,
});
const answer = (status: number, body: unknown, type = 'application/problem+json') => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { status, headers: { 'content-type': type }, body: Buffer.from(text), text };
};
const kinds = (...args: Parameters<typeof judgeAnswer>) =>
  judgeAnswer(...args).map((finding) => finding.kind);

describe('judging an answer', () => {
  it('passes an acceptance, and a refusal in problem+json with its status', () => {
    expect(kinds(kase(), answer(200, { ok: true }, 'application/json'))).toEqual([]);
    expect(kinds(kase(), answer(404, { type: 'about:blank', title: 'Not found', status: 404 }))).toEqual([]);
  });

  it('fails every 5xx, whatever its body', () => {
    expect(kinds(kase(), answer(500, { title: 'Something went wrong', status: 500 }))).toEqual(['5xx']);
    expect(kinds(kase(), answer(503, { title: 'Service temporarily unavailable', status: 503 }))).toEqual([
      '5xx',
    ]);
  });

  it('fails a refusal that is not problem+json, or whose status disagrees', () => {
    expect(kinds(kase(), answer(400, '<html>Bad Request</html>', 'text/html'))).toEqual([
      'refusal not problem+json',
    ]);
    expect(kinds(kase(), answer(403, { title: 'Not allowed', status: 401 }))).toEqual([
      'refusal not problem+json',
    ]);
  });

  it('asks a 400 for invalid input to name the field, unless the request could not be read', () => {
    const unnamed = answer(400, {
      title: 'Invalid request',
      status: 400,
      detail: 'Some fields are not valid',
    });
    expect(kinds(kase(), unnamed)).toEqual(['400 naming no field']);
    expect(kinds(kase(true), unnamed)).toEqual([]);
    const named = answer(400, {
      title: 'Invalid request',
      status: 400,
      errors: [{ field: 'email', message: 'x' }],
    });
    expect(kinds(kase(), named)).toEqual([]);
  });

  it('accepts a 400 with a reason of its own when it states the reason', () => {
    const reason = {
      title: 'Reset Failed',
      status: 400,
      detail: 'This reset link is invalid or has expired.',
    };
    expect(kinds(kase(), answer(400, reason))).toEqual([]);
    expect(kinds(kase(), answer(400, { title: 'Reset Failed', status: 400 }))).toEqual([
      '400 naming no field',
    ]);
  });
});
