import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from '../content/api.ts';
import { jsonQueryParam, sortSchema } from '../http/simple-rest.ts';
import { termsOf } from './terms.ts';

/**
 * Search synonyms kept by staff (issue 11, "synonyms maintained by staff"): a group of words or
 * short phrases that mean the same to the people searching, e.g. "pto", "leave", "time off". A
 * customer who types any one of them finds items with any of the others.
 */
export const SYNONYM_LIMITS = {
  /** A group says that two or more terms mean the same. */
  termsPerGroupMin: 2,
  termsPerGroupMax: 10,
  /** A term is a word or a short phrase: search matches phrases of up to this many words. */
  wordsPerTerm: 3,
  charactersPerTerm: 40,
  /** Every search consults them; a bounded list keeps that and the console's page small. */
  groups: 500,
} as const;

/** The stream every group lives in: one stream, so a term can be decided to be in one group only. */
export const SYNONYMS_STREAM = 'search-synonyms';

/** A term as search reads it: lower case, no accents, words separated by one space. */
export const synonymTermOf = (text: string): string => termsOf(text).join(' ');

/** One term as typed, read as search will read it. */
export const SynonymTermSchema = z
  .string()
  .max(200)
  .transform((raw) => synonymTermOf(raw))
  .refine((term) => term.length > 0, 'Each term needs a letter or a digit')
  .refine(
    (term) => term.length <= SYNONYM_LIMITS.charactersPerTerm,
    `A term is at most ${SYNONYM_LIMITS.charactersPerTerm} characters`,
  )
  .refine(
    (term) => term.split(' ').length <= SYNONYM_LIMITS.wordsPerTerm,
    `A term is at most ${SYNONYM_LIMITS.wordsPerTerm} words`,
  );

/** The terms of a group, normalised, each once, in the order given. */
export const SynonymTermsSchema = z
  .array(SynonymTermSchema)
  .max(SYNONYM_LIMITS.termsPerGroupMax, `A group holds at most ${SYNONYM_LIMITS.termsPerGroupMax} terms`)
  .transform((terms) => [...new Set(terms)])
  .refine(
    (terms) => terms.length >= SYNONYM_LIMITS.termsPerGroupMin,
    'Give at least two different words or phrases that mean the same',
  );

/** `POST /api/admin/synonyms` and `PUT /api/admin/synonyms/{id}`. */
export const SynonymGroupRequestSchema = z.object({ terms: SynonymTermsSchema });
export type SynonymGroupRequest = z.infer<typeof SynonymGroupRequestSchema>;

export const SynonymGroupIdParamsSchema = z.object({ id: z.uuid('Not a synonym group id') });

/** A group as the console lists it. */
export const SynonymGroupSchema = z.object({
  id: z.uuid(),
  terms: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SynonymGroup = z.infer<typeof SynonymGroupSchema>;

/** ra-data-simple-rest's sort, range and filter (DESIGN §7); `q` matches any term. */
export const SYNONYM_SORT_FIELDS = ['terms', 'updatedAt'] as const;
export const SynonymListQuerySchema = z.object({
  sort: jsonQueryParam(sortSchema(SYNONYM_SORT_FIELDS), 'sort').optional(),
  range: jsonQueryParam(
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([start, end]) => end >= start && end - start < 100, 'range must span 1 to 100 groups'),
    'range',
  ).optional(),
  filter: jsonQueryParam(
    z.object({ q: z.string().trim().max(MAX_SEARCH_LENGTH).optional() }),
    'filter',
  ).optional(),
});
export type SynonymListQuery = z.infer<typeof SynonymListQuerySchema>;

// ---- events of the search-synonyms stream --------------------------------------------------------

export const SynonymGroupSavedSchema = z.object({
  type: z.literal('SynonymGroupSaved'),
  data: z.object({
    groupId: z.uuid(),
    terms: z.array(z.string().min(1)).min(SYNONYM_LIMITS.termsPerGroupMin),
    savedBy: z.string(),
    savedAt: z.iso.datetime(),
  }),
});

export const SynonymGroupRemovedSchema = z.object({
  type: z.literal('SynonymGroupRemoved'),
  data: z.object({
    groupId: z.uuid(),
    removedBy: z.string(),
    removedAt: z.iso.datetime(),
  }),
});

export const SynonymEventSchema = z.discriminatedUnion('type', [
  SynonymGroupSavedSchema,
  SynonymGroupRemovedSchema,
]);
export type SynonymEvent = z.infer<typeof SynonymEventSchema>;
