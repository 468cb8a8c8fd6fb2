import { describe, expect, it } from 'vitest';
import { addTerm } from '../term-list/termList.ts';
import { KEYWORD_RULES } from './keywords.ts';

describe('keywords', () => {
  it('adds a trimmed keyword at the end', () => {
    expect(addTerm(['leave'], '  holiday ', KEYWORD_RULES)).toEqual({
      kind: 'added',
      term: 'holiday',
      terms: ['leave', 'holiday'],
    });
  });

  it('does not add a keyword already present in another letter case', () => {
    expect(addTerm(['Leave'], 'leave', KEYWORD_RULES)).toEqual({
      kind: 'duplicate',
      problem: '"leave" is already a keyword',
    });
  });

  it('ignores a blank entry and refuses an overlong one', () => {
    expect(addTerm([], '   ', KEYWORD_RULES)).toEqual({ kind: 'blank' });
    expect(addTerm([], 'x'.repeat(101), KEYWORD_RULES)).toEqual({
      kind: 'refused',
      problem: 'A keyword must be at most 100 characters',
    });
  });

  it('takes any number of keywords', () => {
    const many = Array.from({ length: 50 }, (_, n) => `k${n}`);
    expect(addTerm(many, 'one more', KEYWORD_RULES).kind).toBe('added');
  });
});
