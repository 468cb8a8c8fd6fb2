import { describe, expect, it } from 'vitest';
import { addKeyword, removeKeyword } from './keywords.ts';

describe('keywords', () => {
  it('adds a trimmed keyword at the end', () => {
    expect(addKeyword(['leave'], '  holiday ')).toEqual({
      kind: 'added',
      keyword: 'holiday',
      keywords: ['leave', 'holiday'],
    });
  });

  it('does not add a keyword already present in another letter case', () => {
    expect(addKeyword(['Leave'], 'leave')).toEqual({ kind: 'duplicate', keyword: 'leave' });
  });

  it('ignores a blank entry and refuses an overlong one', () => {
    expect(addKeyword([], '   ')).toEqual({ kind: 'blank' });
    expect(addKeyword([], 'x'.repeat(101)).kind).toBe('too-long');
  });

  it('removes exactly the chosen keyword', () => {
    expect(removeKeyword(['leave', 'holiday'], 'leave')).toEqual(['holiday']);
  });
});
