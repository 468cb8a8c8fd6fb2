import { describe, expect, it } from 'vitest';
import { SynonymExpansion } from './synonyms.ts';

const groups = [
  ['pto', 'leave', 'time off'],
  ['mfa', '2fa', 'two factor'],
];
const any = (...queries: unknown[]) => ({ combineWith: 'OR', queries });
const all = (...queries: unknown[]) => ({ combineWith: 'AND', queries });

describe('SynonymExpansion', () => {
  it('asks for the words as typed when none is a synonym, or when there are no groups', () => {
    expect(new SynonymExpansion(groups).queryFor(['payroll', 'report'])).toBe('payroll report');
    expect(new SynonymExpansion([]).queryFor(['pto', 'request'])).toBe('pto request');
  });

  it('matches a typed synonym as any term of its group, every other word still needed', () => {
    expect(new SynonymExpansion(groups).queryFor(['pto', 'request'])).toEqual(
      all(any('pto', 'leave', all('time', 'off')), 'request'),
    );
  });

  it('takes the longest phrase typed: "time off" is one term, not "time" and "off"', () => {
    const expansion = new SynonymExpansion(groups);
    expect(expansion.queryFor(['approve', 'time', 'off'])).toEqual(
      all('approve', any('pto', 'leave', all('time', 'off'))),
    );
    // "time" alone is no term of any group.
    expect(expansion.queryFor(['time', 'sheet'])).toBe('time sheet');
  });

  it('expands each group typed, and a whole word only (a prefix while typing is left as it is)', () => {
    const expansion = new SynonymExpansion(groups);
    expect(expansion.queryFor(['2fa', 'leave'])).toEqual(
      all(any('mfa', '2fa', all('two', 'factor')), any('pto', 'leave', all('time', 'off'))),
    );
    expect(expansion.queryFor(['pt'])).toBe('pt');
    expect(expansion.size).toBe(6);
  });
});
