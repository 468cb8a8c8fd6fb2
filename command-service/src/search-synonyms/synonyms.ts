import { SYNONYM_LIMITS, type FieldError, type SynonymEvent } from '@zen/contracts';
import { requireStillAsRead } from '../preconditions.ts';

/**
 * The search synonyms staff keep (`search-synonyms`): groups of terms that mean the same. One
 * stream holds every group, so "a term is in one group only" is decided in one place: a term in
 * two groups would make the groups one, behind the back of whoever keeps them.
 */
export type SynonymGroupState = {
  terms: readonly string[];
  /** The group's updatedAt as its read model shows it (its last save): If-Match's check. */
  changedAt: string;
};
export type SynonymsState = { groups: ReadonlyMap<string, SynonymGroupState> };

export const initialState = (): SynonymsState => ({ groups: new Map() });

export const evolve = (state: SynonymsState, event: SynonymEvent): SynonymsState => {
  const groups = new Map(state.groups);
  if (event.type === 'SynonymGroupSaved') {
    groups.set(event.data.groupId, { terms: event.data.terms, changedAt: event.data.savedAt });
  } else groups.delete(event.data.groupId);
  return { groups };
};

type Meta = { by: string; at: string };

/** `terms`: the contract's output, normalised and each once. */
export type SynonymCommand =
  | { type: 'CreateSynonymGroup'; data: Meta & { groupId: string; terms: string[] } }
  | {
      type: 'ChangeSynonymGroup';
      /** `readAs`: the group's updatedAt as the editor read it (If-Match): refused if it changed since. */
      data: Meta & { groupId: string; terms: string[]; readAs?: string | undefined };
    }
  | { type: 'RemoveSynonymGroup'; data: Meta & { groupId: string } };

export class SynonymRuleViolation extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join('; '));
  }
}
export class SynonymGroupNotFound extends Error {}

/** A term another group already has is refused, naming that group. */
const termsTakenElsewhere = (state: SynonymsState, groupId: string, terms: readonly string[]) => {
  const errors: FieldError[] = [];
  for (const [otherId, { terms: otherTerms }] of state.groups) {
    if (otherId === groupId) continue;
    for (const term of terms) {
      if (otherTerms.includes(term)) {
        errors.push({
          field: 'terms',
          message: `"${term}" is already in another group: ${otherTerms.join(', ')}`,
        });
      }
    }
  }
  if (errors.length > 0) throw new SynonymRuleViolation(errors);
};

const unchanged = (before: readonly string[] | undefined, after: readonly string[]) =>
  before !== undefined && before.length === after.length && before.every((term, i) => term === after[i]);

export const decide = (command: SynonymCommand, state: SynonymsState): SynonymEvent[] => {
  switch (command.type) {
    case 'CreateSynonymGroup': {
      const { data } = command;
      // The id is drawn by the route: a retry of the same request is a second group, as a second
      // POST is; a group that exists under it is a programming error, not the user's.
      if (state.groups.has(data.groupId)) throw new Error(`synonym group ${data.groupId} exists`);
      if (state.groups.size >= SYNONYM_LIMITS.groups) {
        throw new SynonymRuleViolation([
          { field: 'terms', message: `At most ${SYNONYM_LIMITS.groups} synonym groups` },
        ]);
      }
      termsTakenElsewhere(state, data.groupId, data.terms);
      return [
        {
          type: 'SynonymGroupSaved',
          data: { groupId: data.groupId, terms: data.terms, savedBy: data.by, savedAt: data.at },
        },
      ];
    }
    case 'ChangeSynonymGroup': {
      const { data } = command;
      const before = state.groups.get(data.groupId);
      if (!before) throw new SynonymGroupNotFound(`No synonym group ${data.groupId}`);
      requireStillAsRead(data.readAs, before.changedAt, 'synonym group');
      termsTakenElsewhere(state, data.groupId, data.terms);
      // Saving the form without a change writes nothing (and moves no search cache on).
      if (unchanged(before.terms, data.terms)) return [];
      return [
        {
          type: 'SynonymGroupSaved',
          data: { groupId: data.groupId, terms: data.terms, savedBy: data.by, savedAt: data.at },
        },
      ];
    }
    case 'RemoveSynonymGroup': {
      const { data } = command;
      if (!state.groups.has(data.groupId)) throw new SynonymGroupNotFound(`No synonym group ${data.groupId}`);
      return [
        {
          type: 'SynonymGroupRemoved',
          data: { groupId: data.groupId, removedBy: data.by, removedAt: data.at },
        },
      ];
    }
  }
};
