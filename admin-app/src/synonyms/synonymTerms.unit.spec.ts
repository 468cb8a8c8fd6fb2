import { describe, expect, it } from 'vitest';
import { SYNONYM_LIMITS } from '@zen/contracts';
import { addTerm } from '../term-list/termList.ts';
import {
  newGroupSearch,
  SYNONYM_TERM_RULES,
  toSynonymGroupRequest,
  validateSynonymTerms,
} from './synonymTerms.ts';

const add = (terms: string[], draft: string) => addTerm(terms, draft, SYNONYM_TERM_RULES);

describe('a synonym group’s terms in the form', () => {
  it('keeps a term as search reads it: lower case, no accents, one space between words', () => {
    expect(add(['pto'], '  Time   OFF ')).toEqual({
      kind: 'added',
      term: 'time off',
      terms: ['pto', 'time off'],
    });
    expect(add([], 'Congé')).toEqual({ kind: 'added', term: 'conge', terms: ['conge'] });
  });

  it('does not add a term the group has in another spelling', () => {
    expect(add(['time off'], 'Time-Off')).toEqual({
      kind: 'duplicate',
      problem: '"time off" is already in this group',
    });
  });

  it('refuses a term the API would refuse, in the API’s words', () => {
    expect(add([], '!!!')).toEqual({ kind: 'refused', problem: 'Each term needs a letter or a digit' });
    expect(add([], 'paid time off policy')).toEqual({
      kind: 'refused',
      problem: 'A term is at most 3 words',
    });
    expect(add([], 'x'.repeat(SYNONYM_LIMITS.charactersPerTerm + 1))).toEqual({
      kind: 'refused',
      problem: 'A term is at most 40 characters',
    });
    expect(add([], 'x'.repeat(SYNONYM_LIMITS.charactersPerTerm)).kind).toBe('added');
  });

  it('stops at the most terms a group holds', () => {
    const full = Array.from({ length: SYNONYM_LIMITS.termsPerGroupMax }, (_, n) => `term${n}`);
    expect(add(full, 'one more')).toEqual({ kind: 'refused', problem: 'A group holds at most 10 terms' });
    expect(add(full.slice(1), 'one more').kind).toBe('added');
  });

  it('asks for two different terms before the group is saved', () => {
    const fewer = 'Give at least two different words or phrases that mean the same';
    expect(validateSynonymTerms([])).toBe(fewer);
    expect(validateSynonymTerms(['pto'])).toBe(fewer);
    expect(validateSynonymTerms(undefined)).toBe(fewer);
    expect(validateSynonymTerms(['pto', 'leave'])).toBeUndefined();
  });

  it('sends the terms only', () => {
    expect(
      toSynonymGroupRequest({
        id: '0b7e2f3c-3f7a-4a59-9d1e-2b0c8c2f9a11',
        terms: ['pto', 'leave'],
        createdAt: '2026-11-25T10:00:00.000Z',
        updatedAt: '2026-11-25T10:00:00.000Z',
      }),
    ).toEqual({ terms: ['pto', 'leave'] });
    expect(toSynonymGroupRequest({})).toEqual({ terms: [] });
  });

  it('starts a new group with a searched term, as search reads it, when it can be one', () => {
    const search = newGroupSearch('Time Off');
    expect(search).toBe('?source=%7B%22terms%22%3A%5B%22time%20off%22%5D%7D');
    expect(JSON.parse(new URLSearchParams(search).get('source')!)).toEqual({ terms: ['time off'] });
    expect(newGroupSearch('how do i request paid time off')).toBeUndefined();
    expect(newGroupSearch('   ')).toBeUndefined();
  });
});
