import { describe, expect, it } from 'vitest';
import { SYNONYM_LIMITS, type SynonymEvent } from '@zen/contracts';
import { ChangedMeanwhile as SynonymGroupChangedMeanwhile } from '../preconditions.ts';
import {
  decide,
  evolve,
  initialState,
  SynonymGroupNotFound,
  SynonymRuleViolation,
  type SynonymCommand,
  type SynonymsState,
} from './synonyms.ts';

const meta = { by: 'staff-1', at: '2026-11-28T09:00:00.000Z' };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const given = (...commands: SynonymCommand[]): SynonymsState =>
  commands.reduce<SynonymsState>(
    (state, command) =>
      decide(command, state).reduce<SynonymsState>((s, e: SynonymEvent) => evolve(s, e), state),
    initialState(),
  );
const create = (n: number, terms: string[]): SynonymCommand => ({
  type: 'CreateSynonymGroup',
  data: { ...meta, groupId: id(n), terms },
});

describe('search synonyms decider', () => {
  it('saves a new group with who and when', () => {
    expect(decide(create(1, ['pto', 'leave']), initialState())).toEqual([
      {
        type: 'SynonymGroupSaved',
        data: { groupId: id(1), terms: ['pto', 'leave'], savedBy: 'staff-1', savedAt: meta.at },
      },
    ]);
  });

  it('refuses a term another group has, naming that group, on create and on change', () => {
    const state = given(create(1, ['pto', 'leave']), create(2, ['mfa', '2fa']));
    expect(() => decide(create(3, ['holiday', 'leave']), state)).toThrow(
      new SynonymRuleViolation([
        { field: 'terms', message: '"leave" is already in another group: pto, leave' },
      ]),
    );
    expect(() =>
      decide({ type: 'ChangeSynonymGroup', data: { ...meta, groupId: id(2), terms: ['mfa', 'pto'] } }, state),
    ).toThrow(SynonymRuleViolation);
  });

  it('lets a group keep and reorder its own terms; an unchanged save writes nothing', () => {
    const state = given(create(1, ['pto', 'leave']));
    const change = (terms: string[]): SynonymCommand => ({
      type: 'ChangeSynonymGroup',
      data: { ...meta, groupId: id(1), terms },
    });
    expect(decide(change(['pto', 'leave']), state)).toEqual([]);
    expect(decide(change(['leave', 'pto', 'time off']), state)).toHaveLength(1);
  });

  it('refuses a change of a group saved since the editor read it (If-Match), even to the same terms', () => {
    const state = given(create(1, ['pto', 'leave']), {
      type: 'ChangeSynonymGroup',
      data: { ...meta, at: '2026-11-28T09:05:00.000Z', groupId: id(1), terms: ['pto', 'leave', 'holiday'] },
    });
    const change = (readAs: string, terms: string[]): SynonymCommand => ({
      type: 'ChangeSynonymGroup',
      data: { ...meta, groupId: id(1), terms, readAs },
    });
    expect(() => decide(change(meta.at, ['pto', 'leave']), state)).toThrow(SynonymGroupChangedMeanwhile);
    expect(() => decide(change(meta.at, ['pto', 'leave', 'holiday']), state)).toThrow(
      SynonymGroupChangedMeanwhile,
    );
    // Read after that save (its time with or without milliseconds), the change is made.
    expect(decide(change('2026-11-28T09:05:00Z', ['pto', 'time off']), state)).toHaveLength(1);
  });

  it('frees a removed group’s terms for another group', () => {
    const state = given(create(1, ['pto', 'leave']), {
      type: 'RemoveSynonymGroup',
      data: { ...meta, groupId: id(1) },
    });
    expect(state.groups.size).toBe(0);
    expect(decide(create(2, ['leave', 'holiday']), state)).toHaveLength(1);
  });

  it('refuses to change or remove a group that is not there', () => {
    expect(() =>
      decide(
        { type: 'ChangeSynonymGroup', data: { ...meta, groupId: id(9), terms: ['a1', 'b2'] } },
        initialState(),
      ),
    ).toThrow(SynonymGroupNotFound);
    expect(() =>
      decide({ type: 'RemoveSynonymGroup', data: { ...meta, groupId: id(9) } }, initialState()),
    ).toThrow(SynonymGroupNotFound);
  });

  it(`keeps at most ${SYNONYM_LIMITS.groups} groups`, () => {
    const full = given(
      ...Array.from({ length: SYNONYM_LIMITS.groups }, (_, n) => create(n + 1, [`a${n}`, `b${n}`])),
    );
    expect(() => decide(create(SYNONYM_LIMITS.groups + 1, ['x1', 'y1']), full)).toThrow(
      new SynonymRuleViolation([
        { field: 'terms', message: `At most ${SYNONYM_LIMITS.groups} synonym groups` },
      ]),
    );
  });
});
