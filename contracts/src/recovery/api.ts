import { z } from 'zod';
import { EmailSchema } from '../auth/api.ts';
import { instantSchema } from '../http/instant.ts';
import { ContentIdSchema, ContentItemSchema } from '../content/api.ts';
import { jsonQueryParam, sortSchema } from '../http/simple-rest.ts';
import { ContentFieldsSchema } from '../content/fields.ts';
import { CONTENT_TYPES } from '../enumerations.ts';
import { ignoredClientIdentity, VideoCompletionSchema } from '../learner/api.ts';

/**
 * Data Recovery (spec §2 "Data Recovery", §8 "Recovery"). The spec restores completions kept in a
 * learner's browser; ours are on the server, so staff recover from the event log instead: deleted
 * content, earlier versions of an item, and a learner's completions as of a date. The customer app
 * still sends the completions its local storage holds and the server lacks.
 */

/** The spec's recovery messages (§8), shared by the console and the customer app. */
export const RECOVERY_MESSAGES = {
  complete: 'Recovery Complete',
  nothingToRecover: 'No historical completion data found to recover',
  failed: 'Recovery Failed',
} as const;

/** Who did something, as the log names them: an account id, with its e-mail and name when known. */
export const ActorSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type Actor = z.infer<typeof ActorSchema>;

/** A person-readable name for an actor: name, else e-mail, else the raw id (e.g. 'seed'). */
export const actorLabel = (actor: Actor): string => actor.name ?? actor.email ?? actor.id;

// ---- deleted content --------------------------------------------------------------------------

const MAX_OFFSET = 1_000_000_000;

export const DELETED_CONTENT_SORT_FIELDS = ['id', 'title', 'deletedAt'] as const;

/** GET /api/admin/deleted-content, in ra-data-simple-rest's dialect like the content list. */
export const DeletedContentListQuerySchema = z.object({
  sort: jsonQueryParam(sortSchema(DELETED_CONTENT_SORT_FIELDS), 'sort').optional(),
  range: jsonQueryParam(
    // Bounded so that the offset always fits the database's integer.
    z
      .tuple([z.number().int().min(0).max(MAX_OFFSET), z.number().int().min(0).max(MAX_OFFSET)])
      .refine(([start, end]) => end >= start && end - start < 1000, 'range must span 1 to 1000 items'),
    'range',
  ).optional(),
  filter: jsonQueryParam(
    z.object({ q: z.string().trim().max(200).optional() }).strict(),
    'filter',
  ).optional(),
});
export type DeletedContentListQuery = z.infer<typeof DeletedContentListQuerySchema>;

/** A deleted item: its last fields, and who deleted it when. */
export const DeletedContentItemSchema = ContentItemSchema.extend({
  deletedAt: z.string(),
  deletedBy: ActorSchema,
});
export type DeletedContentItem = z.infer<typeof DeletedContentItemSchema>;

/** POST /api/admin/content/{id}/restore and …/versions/{version}/restore take no fields. */
export const ContentRestoreRequestSchema = z.object({}).strict();

// ---- content history --------------------------------------------------------------------------

export const CONTENT_CHANGE_KINDS = ['created', 'updated', 'deleted', 'restored'] as const;
export type ContentChangeKind = (typeof CONTENT_CHANGE_KINDS)[number];

export const FieldValueSchema = z.union([z.string(), z.array(z.string()), z.null()]);
export const FieldChangeSchema = z.object({
  field: z.string(),
  from: FieldValueSchema,
  to: FieldValueSchema,
});
export type FieldChange = z.infer<typeof FieldChangeSchema>;

/**
 * One event of the item's stream. `version` is its place in the stream (1 = created); `fields`
 * are the item as it stood after the event; `changes` what this event changed.
 */
export const ContentVersionSchema = z.object({
  version: z.number().int().positive(),
  kind: z.enum(CONTENT_CHANGE_KINDS),
  at: z.string(),
  by: ActorSchema,
  fields: ContentFieldsSchema,
  changes: z.array(FieldChangeSchema),
  /** The item is live and this version's fields differ from today's: it can be restored. */
  restorable: z.boolean(),
});
export type ContentVersion = z.infer<typeof ContentVersionSchema>;

export const ContentVersionParamsSchema = z.object({
  id: ContentIdSchema,
  // A stream position is a bigint in the log: a larger number names no version.
  version: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** GET /api/admin/content/{id}/history: every version, newest first. */
export const ContentHistorySchema = z.object({
  contentId: z.number().int(),
  status: z.enum(['active', 'deleted']),
  versions: z.array(ContentVersionSchema),
});
export type ContentHistory = z.infer<typeof ContentHistorySchema>;

// ---- a learner's completions as of a date -----------------------------------------------------

const endOfDay = (date: string): string => `${date}T23:59:59.999Z`;

/**
 * GET /api/admin/learner-completions. `asOf` is a date (the end of that day, UTC) or an instant;
 * without it, now.
 */
export const LearnerCompletionsQuerySchema = z.object({
  email: EmailSchema,
  asOf: z
    .union([z.iso.date().transform(endOfDay), z.iso.datetime({ offset: true })])
    .optional()
    .transform((value) => value ?? new Date().toISOString())
    // Years the portal's records can mean; the offset normalised to UTC for the database.
    .pipe(instantSchema('asOf', 1970)),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type LearnerCompletionsQuery = z.infer<typeof LearnerCompletionsQuerySchema>;

export const LearnerCompletionSchema = z.object({
  contentId: z.number().int(),
  title: z.string(),
  type: z.enum(CONTENT_TYPES),
  application: z.string(),
  module: z.string(),
  completedAt: z.string(),
  completionPercentage: z.number().int(),
  watchDurationSeconds: z.number(),
  totalDurationSeconds: z.number(),
  /** The item has been deleted since: the completion stays in the log and comes back with it. */
  contentDeleted: z.boolean(),
});
export type LearnerCompletion = z.infer<typeof LearnerCompletionSchema>;

export const LearnerCompletionsResponseSchema = z.object({
  learner: ActorSchema,
  asOf: z.string(),
  /** Completions up to `asOf`; `items` is one page of them, newest first. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(LearnerCompletionSchema),
});
export type LearnerCompletionsResponse = z.infer<typeof LearnerCompletionsResponseSchema>;

// ---- the customer's own completions, sent from local storage ----------------------------------

export const MAX_RECOVERED_COMPLETIONS = 500;

/**
 * POST /api/video-completions/recover: completions the browser kept (spec's completedVideos with
 * their measures when it has them). Whose they are comes from the session only.
 */
export const CompletionRecoveryRequestSchema = z.object({
  ...ignoredClientIdentity,
  completions: z
    .array(
      z.object({
        contentId: ContentIdSchema,
        completedAt: z.string().max(40).optional(),
        watchDurationSeconds: z.number().min(0).max(86_400).default(0),
        totalDurationSeconds: z.number().min(0).max(86_400).default(0),
        completionPercentage: z.number().int().min(0).max(100).default(100),
      }),
    )
    .max(MAX_RECOVERED_COMPLETIONS),
});
export type CompletionRecoveryRequest = z.input<typeof CompletionRecoveryRequestSchema>;

export const CompletionRecoveryResponseSchema = z.object({
  /** Recorded by this call. */
  recovered: z.array(VideoCompletionSchema),
  /** The server had these already: the completion that stands is kept. */
  alreadyRecorded: z.array(z.number().int()),
  /** Unknown, deleted or outside the learner's module access: nothing recorded. */
  unavailable: z.array(z.number().int()),
});
export type CompletionRecoveryResponse = z.infer<typeof CompletionRecoveryResponseSchema>;

/** The toast the customer app shows after a recovery call (spec §8 "Recovery"). */
export const completionRecoveryNotice = (
  response: CompletionRecoveryResponse,
): { title: string; description: string } => {
  const count = response.recovered.length;
  return {
    title: RECOVERY_MESSAGES.complete,
    description:
      count === 0
        ? RECOVERY_MESSAGES.nothingToRecover
        : `Recovered ${count} completed ${count === 1 ? 'item' : 'items'}`,
  };
};
