import { z } from 'zod';
import { APPLICATIONS, CONTENT_TYPES, LEARNING_JOURNEY_INPUTS, LEVELS } from '../enumerations.ts';
import { ContentFieldsSchema } from './fields.ts';
import { jsonQueryParam, listRangeSchema, sortSchema } from '../http/simple-rest.ts';

/**
 * Content ids come from a PostgreSQL sequence into `integer` columns: a larger number names no
 * item, and passed on it would make the database refuse the query (a 500) instead of a 400.
 */
export const MAX_CONTENT_ID = 2_147_483_647;
const CONTENT_ID_MESSAGE = `Must be a content id (a whole number from 1 to ${MAX_CONTENT_ID})`;
/**
 * A number in a JSON body, or its decimal digits in a path or query string ('12'), and nothing
 * else: coercion would also take `true` as 1, `[5]` as 5 and '0x10' as 16. Whatever is wrong
 * with it, the caller is told once what an id is (each failed check would otherwise add its own).
 */
export const ContentIdSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ],
    { error: CONTENT_ID_MESSAGE },
  )
  .pipe(
    z
      .number()
      .int({ error: CONTENT_ID_MESSAGE, abort: true })
      .min(1, { error: CONTENT_ID_MESSAGE, abort: true })
      .max(MAX_CONTENT_ID, { error: CONTENT_ID_MESSAGE }),
  );
export const ContentIdParamsSchema = z.object({ id: ContentIdSchema });

/** A content item as every API returns it. */
export const ContentItemSchema = ContentFieldsSchema.extend({
  id: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

export const CONTENT_SORT_FIELDS = [
  'id',
  'title',
  'contentNumber',
  'identifier',
  'application',
  'module',
  'level',
  'type',
  'learningJourney',
  'createdAt',
  'updatedAt',
] as const;
export type ContentSortField = (typeof CONTENT_SORT_FIELDS)[number];

/** The longest search any list takes: the apps' search boxes stop there, so none is refused. */
export const MAX_SEARCH_LENGTH = 200;

/** Filters shared by the admin list and the customer list. `q` is the admin list's search term. */
export const ContentFilterSchema = z
  .object({
    q: z.string().max(MAX_SEARCH_LENGTH).optional(),
    application: z.enum(APPLICATIONS).optional(),
    module: z.string().max(100).optional(),
    level: z.enum(LEVELS).optional(),
    type: z.enum(CONTENT_TYPES).optional(),
    learningJourney: z.enum(LEARNING_JOURNEY_INPUTS).optional(),
    id: z.union([ContentIdSchema, z.array(ContentIdSchema).max(500)]).optional(),
  })
  .strict();
export type ContentFilter = z.infer<typeof ContentFilterSchema>;

/** ra-data-simple-rest: `sort=["title","ASC"]&range=[0,11]&filter={...}`. */
export const AdminContentListQuerySchema = z.object({
  sort: jsonQueryParam(sortSchema(CONTENT_SORT_FIELDS), 'sort').optional(),
  range: jsonQueryParam(listRangeSchema, 'range').optional(),
  filter: jsonQueryParam(ContentFilterSchema, 'filter').optional(),
});
export type AdminContentListQuery = z.infer<typeof AdminContentListQuerySchema>;

export const CUSTOMER_PAGE_SIZE = 24;

/**
 * The customer's Browse Content query (spec §2, §7 `GET /api/content/filtered`).
 * `type` names the list (help content or the learning journey); the content type filter is
 * `contentType`, so the two never collide.
 */
export const CustomerContentQuerySchema = z.object({
  type: z.enum(['help', 'learning-journey']).default('help'),
  search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
  application: z.enum(APPLICATIONS).optional(),
  module: z.string().max(100).optional(),
  level: z.enum(LEVELS).optional(),
  contentType: z.enum(CONTENT_TYPES).optional(),
  learningJourney: z.enum(LEARNING_JOURNEY_INPUTS).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CUSTOMER_PAGE_SIZE),
});
export type CustomerContentQuery = z.infer<typeof CustomerContentQuerySchema>;

export const CustomerContentPageSchema = z.object({
  items: z.array(ContentItemSchema),
  /** Items matching the search and filters: the X of 'X of Y items'. */
  total: z.number().int(),
  /** Items this user can see at all: the Y of 'X of Y items'. */
  available: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** With a search: the catalogue words it matched (typos and prefixes resolved), to highlight. */
  matchedTerms: z.array(z.string()).optional(),
});
export type CustomerContentPage = z.infer<typeof CustomerContentPageSchema>;

/** GET /api/content/suggest?q=: what the search box offers while the customer types. */
export const ContentSuggestQuerySchema = z.object({ q: z.string().trim().min(1).max(MAX_SEARCH_LENGTH) });
export type ContentSuggestQuery = z.infer<typeof ContentSuggestQuerySchema>;
export const ContentSuggestionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(CONTENT_TYPES),
});
export type ContentSuggestion = z.infer<typeof ContentSuggestionSchema>;
export const ContentSuggestionsSchema = z.object({ suggestions: z.array(ContentSuggestionSchema).max(5) });
