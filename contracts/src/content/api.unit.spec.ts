import { expect, it } from 'vitest';
import { ContentIdSchema, MAX_CONTENT_ID } from './api.ts';

it('takes a content id as a JSON number or as the digits of a path or query parameter', () => {
  expect(ContentIdSchema.parse(12)).toBe(12);
  expect(ContentIdSchema.parse('12')).toBe(12);
  expect(ContentIdSchema.parse(MAX_CONTENT_ID)).toBe(MAX_CONTENT_ID);
});

it('refuses what coercion would have turned into an id', () => {
  for (const wrong of [
    true,
    [5],
    '0x10',
    ' 12',
    '-1',
    0,
    1.5,
    null,
    MAX_CONTENT_ID + 1,
    '1e3',
    1e20,
    '99999999999',
  ]) {
    const issues = ContentIdSchema.safeParse(wrong).error?.issues.map((issue) => issue.message);
    // One message that says what an id is, however many of its checks the value fails.
    expect(issues, JSON.stringify(wrong)).toEqual([
      `Must be a content id (a whole number from 1 to ${MAX_CONTENT_ID})`,
    ]);
  }
});
