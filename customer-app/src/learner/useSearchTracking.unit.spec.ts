import { expect, it } from 'vitest';
import { trackable } from './useSearchTracking.ts';

it('sends a search only when the server will take it, counting characters as the server does', () => {
  expect(trackable(' payroll ')).toBe('payroll');
  expect(trackable('a')).toBeNull();
  // One emoji is two UTF-16 units but one character to the server, which refuses it as too short.
  expect(trackable('🙂')).toBeNull();
  expect(trackable('🙂🙂')).toBe('🙂🙂');
  expect(trackable('x'.repeat(201))).toBeNull();
});
