import { describe, expect, it } from 'vitest';
import { SynonymGroupRequestSchema, synonymTermOf } from './synonyms.ts';

describe('synonym terms', () => {
  it('are written as search reads them: lower case, accents dropped, one space between words', () => {
    expect(synonymTermOf('  Time-Off ')).toBe('time off');
    expect(synonymTermOf('Résumé')).toBe('resume');
    expect(synonymTermOf('2FA')).toBe('2fa');
  });

  it('a group keeps each term once, in the order given', () => {
    expect(SynonymGroupRequestSchema.parse({ terms: ['PTO', 'leave', 'pto', 'Time off'] })).toEqual({
      terms: ['pto', 'leave', 'time off'],
    });
  });

  it('reads punctuation between letters as spaces: "P.T.O" is the phrase "p t o"', () => {
    expect(SynonymGroupRequestSchema.parse({ terms: ['pto', 'P.T.O'] })).toEqual({ terms: ['pto', 'p t o'] });
  });

  it.each([
    [['pto'], 'Give at least two different words or phrases that mean the same'],
    [['pto', 'PTO '], 'Give at least two different words or phrases that mean the same'],
    [['pto', '!!'], 'Each term needs a letter or a digit'],
    [['pto', 'one two three four'], 'A term is at most 3 words'],
    [['pto', 'x'.repeat(41)], 'A term is at most 40 characters'],
  ])('refuses %j', (terms, message) => {
    const result = SynonymGroupRequestSchema.safeParse({ terms });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
