import { z } from 'zod';
import { APPLICATIONS, LEARNING_JOURNEYS } from '../enumerations.ts';
import { ContentIdSchema, ContentItemSchema, MAX_SEARCH_LENGTH } from '../content/api.ts';
import { DATE_TIME_MESSAGE } from '../http/plain-messages.ts';

/**
 * The learner loop's HTTP shapes (spec §3, §7 "Favourites, activity, badges, completions").
 * Whose data it is comes from the server session only (DESIGN §8): `sessionId`, `emailDomain`
 * and `userEmail` are accepted where the spec's clients send them, and ignored.
 */
export const ignoredClientIdentity = {
  sessionId: z.string().max(200).optional(),
  emailDomain: z.string().max(200).optional(),
  userEmail: z.string().max(320).optional(),
};

/** `{sessionId}` path segments of the spec's paths: parsed, never used to choose the user. */
export const SessionIdParamSchema = z.string().min(1).max(200);

export const CONTENT_STATES = ['not-started', 'in-progress', 'completed'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

// ---- favourites -------------------------------------------------------------------------------

export const AddFavouriteRequestSchema = z.object({ ...ignoredClientIdentity, contentId: ContentIdSchema });
export type AddFavouriteRequest = z.input<typeof AddFavouriteRequestSchema>;

export const FavouriteParamsSchema = z.object({
  sessionId: SessionIdParamSchema,
  contentId: ContentIdSchema,
});

/** GET /api/favorites/{sessionId}: the favourited content items, newest favourite first. */
export const FavouriteItemSchema = ContentItemSchema.extend({ favoritedAt: z.string() });
export type FavouriteItem = z.infer<typeof FavouriteItemSchema>;
export const FavouritesResponseSchema = z.array(FavouriteItemSchema);

/** POST /api/favorites (201) and DELETE /api/favorites/{sessionId}/{contentId} (200). */
export const FavouriteChangeResponseSchema = z.object({
  contentId: z.number().int(),
  favourite: z.boolean(),
});
export type FavouriteChangeResponse = z.infer<typeof FavouriteChangeResponseSchema>;

// ---- activity ---------------------------------------------------------------------------------

export const MIN_SEARCH_TRACKING_LENGTH = 2;

/**
 * The words of a tracked search. The customer app decides with this same schema whether to send
 * one, so the two agree on what a character is (zod counts '🙂' as one, JavaScript's length as two).
 */
export const TrackedSearchSchema = z
  .string()
  .trim()
  .min(MIN_SEARCH_TRACKING_LENGTH, `A tracked search has at least ${MIN_SEARCH_TRACKING_LENGTH} characters`)
  .max(MAX_SEARCH_LENGTH);

export const ActivityRequestSchema = z.discriminatedUnion('action', [
  z.object({ ...ignoredClientIdentity, action: z.literal('view'), contentId: ContentIdSchema }),
  z.object({ ...ignoredClientIdentity, action: z.literal('search'), searchQuery: TrackedSearchSchema }),
]);
export type ActivityRequest = z.input<typeof ActivityRequestSchema>;

/** 202: `recorded` is false for admins (their activity is never tracked, spec §4). */
export const ActivityResponseSchema = z.object({ recorded: z.boolean() });

// ---- video starts and completions -------------------------------------------------------------

/** POST /api/video-starts: the learner opened a video (it is now in progress). */
export const VideoStartRequestSchema = z.object({ ...ignoredClientIdentity, contentId: ContentIdSchema });
/** 200: the item's state after the start (a completed item stays completed). */
export const VideoStartResponseSchema = z.object({
  contentId: z.number().int(),
  state: z.enum(['in-progress', 'completed']),
});
export type VideoStartResponse = z.infer<typeof VideoStartResponseSchema>;

export const VideoCompletionRequestSchema = z.object({
  ...ignoredClientIdentity,
  contentId: ContentIdSchema,
  /** When the client saw it complete (a completion kept offline is sent later); the server decides how far to believe it. */
  completedAt: z
    .string()
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: DATE_TIME_MESSAGE })
    .optional(),
  watchDurationSeconds: z.number().min(0).max(86_400).default(0),
  totalDurationSeconds: z.number().min(0).max(86_400).default(0),
  /** round(watched/total*100), or 100 when the total is unknown (spec §5). */
  completionPercentage: z.number().int().min(0).max(100).default(100),
});
export type VideoCompletionRequest = z.input<typeof VideoCompletionRequestSchema>;

export const VideoCompletionSchema = z.object({
  contentId: z.number().int(),
  completedAt: z.string(),
  watchDurationSeconds: z.number(),
  totalDurationSeconds: z.number(),
  completionPercentage: z.number().int(),
});
export type VideoCompletion = z.infer<typeof VideoCompletionSchema>;
/** GET /api/video-completions/{sessionId}: the caller's completions, newest first. */
export const VideoCompletionsResponseSchema = z.array(VideoCompletionSchema);

// ---- progress, journey ------------------------------------------------------------------------

export const ProgressCountSchema = z.object({ completed: z.number().int(), total: z.number().int() });

/**
 * Progress (spec §3, §5): Essential, Operational and Customer Specific ("company processes")
 * only; `overall` is the rounded percentage of their sum. Bonus is excluded.
 */
export const ProgressSchema = z.object({
  essential: ProgressCountSchema,
  operational: ProgressCountSchema,
  companyProcesses: ProgressCountSchema,
  completed: z.number().int(),
  total: z.number().int(),
  overall: z.number().int().min(0).max(100),
});
export type Progress = z.infer<typeof ProgressSchema>;

/** A content item as the learner sees it: with their own state and favourite flag. */
export const LearnerContentItemSchema = ContentItemSchema.extend({
  state: z.enum(CONTENT_STATES),
  favourite: z.boolean(),
});
export type LearnerContentItem = z.infer<typeof LearnerContentItemSchema>;

export const BADGE_TYPES = [
  'first-completion',
  'five-completions',
  'twenty-five-completions',
  'essentials-complete',
  'seven-active-days',
] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

export const BadgeSchema = z.object({
  badgeType: z.enum(BADGE_TYPES),
  badgeName: z.string(),
  description: z.string(),
  iconName: z.string(),
  color: z.string(),
  earnedAt: z.string(),
});
export type Badge = z.infer<typeof BadgeSchema>;

export const MilestoneSchema = z.object({
  milestoneType: z.string(),
  currentValue: z.number().int(),
  targetValue: z.number().int(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
});
export type Milestone = z.infer<typeof MilestoneSchema>;

/** POST /api/badges/check: the spec sends no body; the ignored identity fields are tolerated. */
export const BadgeCheckRequestSchema = z.object(ignoredClientIdentity);

/** POST /api/badges/check: everything earned so far, and what this check newly awarded. */
export const BadgeCheckResponseSchema = z.object({
  badges: z.array(BadgeSchema),
  newlyEarned: z.array(BadgeSchema),
  milestones: z.array(MilestoneSchema),
});
export type BadgeCheckResponse = z.infer<typeof BadgeCheckResponseSchema>;

/** How many items of each journey module the journey's answer carries; the rest come by page. */
export const JOURNEY_MODULE_PREVIEW = 10;
/** How many more items one "Show more" of a journey module asks for (and the most a page holds). */
export const JOURNEY_MODULE_PAGE = 50;

/** One module of one application under one journey tab, and how many items it holds in all. */
export const JourneyModuleSchema = z.object({
  journey: z.enum(LEARNING_JOURNEYS),
  application: z.enum(APPLICATIONS),
  module: z.string(),
  total: z.number().int(),
});
export type JourneyModule = z.infer<typeof JourneyModuleSchema>;

/**
 * GET /api/content/filtered?type=learning-journey: the learner's journey within their module
 * access. A large provider's journey holds tens of thousands of items, so the answer carries
 * every module's count (`modules`, by journey, application and module) but only its first
 * JOURNEY_MODULE_PREVIEW items (`items`, by application, module, then title); the rest of a
 * module is read by page (GET /api/learner/journey-module). `inProgress` is every journey video
 * the learner started and has not completed, wherever it sits, for "continue where you left off".
 */
export const LearningJourneyResponseSchema = z.object({
  items: z.array(LearnerContentItemSchema),
  modules: z.array(JourneyModuleSchema),
  inProgress: z.array(LearnerContentItemSchema),
  /** The applications the journey shows sub-tabs for (profile's, default People and Recruit, plus General). */
  applications: z.array(z.enum(APPLICATIONS)),
  progress: ProgressSchema,
  badges: z.array(BadgeSchema),
  /** Applications whose every Essential item is completed: a certificate can be downloaded. */
  certificates: z.array(z.enum(APPLICATIONS)),
});
export type LearningJourneyResponse = z.infer<typeof LearningJourneyResponseSchema>;

/** GET /api/learner/journey-module: a page of one journey module's items, in the journey's order. */
export const JourneyModuleQuerySchema = z.object({
  journey: z.enum(LEARNING_JOURNEYS),
  application: z.enum(APPLICATIONS),
  module: z.string().trim().min(1).max(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(JOURNEY_MODULE_PAGE).default(JOURNEY_MODULE_PAGE),
});
export type JourneyModuleQuery = z.infer<typeof JourneyModuleQuerySchema>;

export const JourneyModulePageSchema = z.object({
  items: z.array(LearnerContentItemSchema),
  /** Every item of the module the learner may see, not only this page's. */
  total: z.number().int(),
});
export type JourneyModulePage = z.infer<typeof JourneyModulePageSchema>;

/** GET /api/content/essential, /api/content/company and the New Content list. */
export const LearnerContentListSchema = z.array(LearnerContentItemSchema);

export const JOURNEY_TABS = LEARNING_JOURNEYS;

export const CertificateParamsSchema = z.object({ application: z.enum(APPLICATIONS) });

/**
 * GET /api/learner/state: the ids the browser needs to draw every card's favourite toggle and
 * completion icon without loading the items again. Always fresh (read your writes).
 */
export const LearnerStateSchema = z.object({
  favourites: z.array(z.number().int()),
  inProgress: z.array(z.number().int()),
  completed: z.array(z.number().int()),
});
export type LearnerState = z.infer<typeof LearnerStateSchema>;

/** GET /api/content/new: up to this many newest items the learner has neither started nor completed. */
export const NEW_CONTENT_LIMIT = 10;
