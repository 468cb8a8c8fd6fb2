import {
  SYNONYM_LIMITS,
  SynonymGroupRequestSchema,
  SynonymTermSchema,
  type SynonymGroupRequest,
} from '@zen/contracts';
import type { TermRules } from '../term-list/termList.ts';

// The contract's own schemas, so the form reads and refuses a term as the API will, in its words.
const TERMS = SynonymGroupRequestSchema.shape.terms;
const TERM = SynonymTermSchema;

/** The terms of a synonym group as the form adds them: each as search reads it, each once. */
export const SYNONYM_TERM_RULES: TermRules = {
  noun: 'term',
  instructions: `Type a word or a phrase of up to ${SYNONYM_LIMITS.wordsPerTerm} words and press Enter to add it`,
  // Kept as search will read it ("Time Off" becomes "time off"): the chip shows what is stored.
  read: (draft) => {
    const parsed = TERM.safeParse(draft);
    return parsed.success
      ? { term: parsed.data }
      : { problem: parsed.error.issues[0]?.message ?? 'Not a term' };
  },
  duplicate: (term) => `"${term}" is already in this group`,
  most: {
    count: SYNONYM_LIMITS.termsPerGroupMax,
    problem: `A group holds at most ${SYNONYM_LIMITS.termsPerGroupMax} terms`,
  },
};

/** The whole list, checked by the contract on save: at least two different terms, at most ten. */
export const validateSynonymTerms = (value: unknown): string | undefined => {
  const parsed = TERMS.safeParse(Array.isArray(value) ? value : []);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

/** The body of POST and PUT: the terms only, not the record's id or dates. */
export const toSynonymGroupRequest = (values: Record<string, unknown>): SynonymGroupRequest => ({
  terms: Array.isArray(values.terms)
    ? values.terms.filter((term): term is string => typeof term === 'string')
    : [],
});

/**
 * The create form's query (react-admin's `source`) for a new group that starts with `text`, or
 * undefined when `text` cannot be a term (a whole sentence searched for, say).
 */
export const newGroupSearch = (text: string): string | undefined => {
  const read = SYNONYM_TERM_RULES.read(text);
  return 'term' in read ? `?source=${encodeURIComponent(JSON.stringify({ terms: [read.term] }))}` : undefined;
};
