/**
 * The rules of a list of short texts typed one at a time (a content item's keywords, the terms of
 * a synonym group): how a typed entry is read, when two entries are the same, and how many fit.
 */
export type TermRules = {
  /** What one entry is called in the input's words: 'keyword', 'term'. */
  noun: string;
  /** The line under the text box while nothing is wrong. */
  instructions: string;
  /** The entry as the list keeps it (trimmed, normalised), or the sentence saying why it cannot be. */
  read: (draft: string) => { term: string } | { problem: string };
  /** The same entry in other letters (another case, accents), kept once; entries as they are if absent. */
  sameKey?: (term: string) => string;
  /** Said when the entry is in the list already. */
  duplicate: (term: string) => string;
  /** The most entries the list holds, and what is said when it is full. */
  most?: { count: number; problem: string };
};

export type TermOutcome =
  | { kind: 'added'; term: string; terms: string[] }
  /** In the list already: nothing to keep typing, so the box is emptied. */
  | { kind: 'duplicate'; problem: string }
  /** Not an entry the list takes: the text stays in the box to be corrected. */
  | { kind: 'refused'; problem: string }
  | { kind: 'blank' };

/** Adds a typed entry at the end of the list, unless it is blank, refused, there already or the list is full. */
export const addTerm = (terms: readonly string[], draft: string, rules: TermRules): TermOutcome => {
  if (draft.trim() === '') return { kind: 'blank' };
  const read = rules.read(draft);
  if ('problem' in read) return { kind: 'refused', problem: read.problem };
  const key = rules.sameKey ?? ((term: string) => term);
  const added = key(read.term);
  if (terms.some((existing) => key(existing) === added)) {
    return { kind: 'duplicate', problem: rules.duplicate(read.term) };
  }
  if (rules.most && terms.length >= rules.most.count) return { kind: 'refused', problem: rules.most.problem };
  return { kind: 'added', term: read.term, terms: [...terms, read.term] };
};

export const removeTerm = (terms: readonly string[], term: string): string[] =>
  terms.filter((existing) => existing !== term);
