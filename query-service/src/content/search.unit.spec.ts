import { describe, expect, it } from 'vitest';
import { numericSearch, toPrefixTsQuery } from './search.ts';

/** Only prefix terms of letters and digits joined by '&': nothing else reaches to_tsquery. */
const SAFE_TSQUERY = /^[\p{L}\p{N}]+:\* (?:& [\p{L}\p{N}]+:\* )*$/u;
const isSafe = (query: string | undefined): boolean => query === undefined || SAFE_TSQUERY.test(`${query} `);

describe('toPrefixTsQuery', () => {
  it('makes every word a prefix term, all of which must match', () => {
    expect(toPrefixTsQuery('onbo chec')).toBe('onbo:* & chec:*');
    expect(toPrefixTsQuery('leave')).toBe('leave:*');
  });

  it('lower-cases the words', () => {
    expect(toPrefixTsQuery('Onboarding CHECKLIST')).toBe('onboarding:* & checklist:*');
  });

  it('splits on any run of spaces and punctuation, as the indexed text is split', () => {
    expect(toPrefixTsQuery('  time-off,   request. ')).toBe('time:* & off:* & request:*');
    expect(toPrefixTsQuery('HR/letters')).toBe('hr:* & letters:*');
  });

  it('keeps digits', () => {
    expect(toPrefixTsQuery('q3 2024 report')).toBe('q3:* & 2024:* & report:*');
  });

  it('keeps letters of any script', () => {
    expect(toPrefixTsQuery('Café Größe')).toBe('café:* & größe:*');
    expect(toPrefixTsQuery('Ωmega 日本語 ñandú')).toBe('ωmega:* & 日本語:* & ñandú:*');
  });

  it.each([
    ["leave & !holiday | (a:* <-> b) 'x'", 'leave:* & holiday:* & a:* & b:* & x:*'],
    ['a&b', 'a:* & b:*'],
    ['a|b', 'a:* & b:*'],
    ['!a', 'a:*'],
    ['a:b', 'a:* & b:*'],
    ['(a)', 'a:*'],
    ["o'brien", 'o:* & brien:*'],
    ['a <-> b', 'a:* & b:*'],
    ['a <2> b', 'a:* & 2:* & b:*'],
    ['\\a', 'a:*'],
    ['a:*B', 'a:* & b:*'],
    ['a\u0000b', 'a:* & b:*'],
  ])('cannot be used to inject tsquery syntax: %j', (input, expected) => {
    const query = toPrefixTsQuery(input);
    expect(query).toBe(expected);
    expect(isSafe(query)).toBe(true);
  });

  it('yields only letter-or-digit prefix terms for any hostile input', () => {
    const hostile = [
      "'; DROP TABLE content; --",
      '&&&|||!!!:::(((',
      "a' & 'b",
      'x:A & y:*D',
      '"quoted phrase"',
      'emoji 🎉 party',
      'tab\tand\nnewline',
      '%_wild*card?',
    ];
    for (const input of hostile) expect(isSafe(toPrefixTsQuery(input)), input).toBe(true);
  });

  it.each(['', '   ', '\t\n', "&|!:()'", '-- ... --', '🎉'])('gives no query for %j', (input) => {
    expect(toPrefixTsQuery(input)).toBeUndefined();
  });

  it('uses at most the first twelve words', () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i + 1}`);
    const query = toPrefixTsQuery(words.join(' '));
    expect(query).toBe(
      words
        .slice(0, 12)
        .map((w) => `${w}:*`)
        .join(' & '),
    );
  });

  it('counts words, not punctuation, towards the twelve', () => {
    const query = toPrefixTsQuery(
      `${'& '.repeat(30)}${Array.from({ length: 12 }, (_, i) => `k${i}`).join(' ')}`,
    );
    expect(query?.split(' & ')).toHaveLength(12);
    expect(query?.startsWith('k0:*')).toBe(true);
  });
});

describe('numericSearch', () => {
  it.each([
    ['12', 12],
    ['0012', 12],
    [' 7 ', 7],
    ['0', 0],
    ['123456789', 123456789],
  ])('reads %j as the number %d', (input, expected) => {
    expect(numericSearch(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'leave',
    '12a',
    'a12',
    '12 34',
    '-1',
    '+1',
    '1.5',
    '1e3',
    '0x1f',
    '1_000',
    '١٢',
    '1234567890',
    '99999999999999999999',
  ])('is not a number search for %j', (input) => {
    expect(numericSearch(input)).toBeUndefined();
  });

  it('never yields a number beyond a PostgreSQL integer', () => {
    expect(numericSearch('999999999')).toBe(999_999_999);
    expect(numericSearch('2147483648')).toBeUndefined();
  });
});
