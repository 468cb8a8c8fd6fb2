import { describe, expect, it } from 'vitest';
import { addTerm, removeTerm, type TermRules } from './termList.ts';

/** Trimmed, at most five characters, the same in any letter case, three at most. */
const rules: TermRules = {
  noun: 'word',
  instructions: 'Type a word',
  read: (draft) => {
    const term = draft.trim();
    return term.length > 5 ? { problem: 'Too long' } : { term };
  },
  sameKey: (term) => term.toLowerCase(),
  duplicate: (term) => `"${term}" is there already`,
  most: { count: 3, problem: 'Three at most' },
};

describe('a list of typed terms', () => {
  it('adds the term as its rules read it, at the end', () => {
    expect(addTerm(['leave'], '  pto ', rules)).toEqual({
      kind: 'added',
      term: 'pto',
      terms: ['leave', 'pto'],
    });
  });

  it('ignores a blank entry', () => {
    expect(addTerm(['leave'], '   ', rules)).toEqual({ kind: 'blank' });
  });

  it('refuses what its rules refuse, with their reason', () => {
    expect(addTerm([], 'holiday', rules)).toEqual({ kind: 'refused', problem: 'Too long' });
  });

  it('does not add a term it holds already by its rules’ sameness', () => {
    expect(addTerm(['Leave'], 'LEAVE', rules)).toEqual({
      kind: 'duplicate',
      problem: '"LEAVE" is there already',
    });
  });

  it('compares terms as they are when the rules name no sameness', () => {
    const { sameKey: _sameKey, ...caseSensitive } = rules;
    expect(addTerm(['Leave'], 'leave', caseSensitive).kind).toBe('added');
  });

  it('says so when the list is full, but still tells a duplicate apart', () => {
    expect(addTerm(['a', 'b', 'c'], 'd', rules)).toEqual({ kind: 'refused', problem: 'Three at most' });
    expect(addTerm(['a', 'b', 'c'], 'a', rules).kind).toBe('duplicate');
  });

  it('removes exactly the chosen term', () => {
    expect(removeTerm(['leave', 'pto'], 'leave')).toEqual(['pto']);
  });
});
