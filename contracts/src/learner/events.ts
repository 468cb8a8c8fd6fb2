import { z } from 'zod';
import { BADGE_TYPES } from './api.ts';

/**
 * Events of the `learner-{userId}` stream (DESIGN §4): what one signed-in learner did. Past-tense
 * facts with ids and business data only; the user id is the account id from the server session,
 * never a browser session id. The e-mail domain on views and searches is the account's, kept so
 * that analytics can group by company without reading profiles.
 */
const at = z.iso.datetime();
const userId = z.uuid();
const contentId = z.number().int().positive();

export const FavouriteAddedSchema = z.object({
  type: z.literal('FavouriteAdded'),
  data: z.object({ userId, contentId, addedAt: at }),
});

export const FavouriteRemovedSchema = z.object({
  type: z.literal('FavouriteRemoved'),
  data: z.object({ userId, contentId, removedAt: at }),
});

export const ContentViewedSchema = z.object({
  type: z.literal('ContentViewed'),
  data: z.object({ userId, contentId, emailDomain: z.string(), viewedAt: at }),
});

export const SearchPerformedSchema = z.object({
  type: z.literal('SearchPerformed'),
  data: z.object({
    userId,
    query: z.string(),
    emailDomain: z.string(),
    searchedAt: at,
    /**
     * How many items within the learner's module access matched the term when it was searched
     * (filters aside): what "searches with no results" counts. Absent on searches recorded before
     * it was kept, which therefore count as searches but never as searches without results.
     */
    resultCount: z.number().int().min(0).optional(),
  }),
});

export const VideoStartedSchema = z.object({
  type: z.literal('VideoStarted'),
  data: z.object({ userId, contentId, startedAt: at }),
});

/** How a completion was measured: watched and total seconds and the rounded percentage. */
const completionFacts = {
  userId,
  contentId,
  watchDurationSeconds: z.number().min(0),
  totalDurationSeconds: z.number().min(0),
  completionPercentage: z.number().int().min(0).max(100),
  completedAt: at,
};

export const VideoCompletedSchema = z.object({
  type: z.literal('VideoCompleted'),
  data: z.object(completionFacts),
});

/** Opening an article completes it: always 0 s watched of 0 s, 100 % (spec §4). */
export const ArticleCompletedSchema = z.object({
  type: z.literal('ArticleCompleted'),
  data: z.object(completionFacts),
});

export const BadgeEarnedSchema = z.object({
  type: z.literal('BadgeEarned'),
  data: z.object({ userId, badgeType: z.enum(BADGE_TYPES), earnedAt: at }),
});

/** A badge's goal was reached: the measured value and the target at that moment. */
export const MilestoneReachedSchema = z.object({
  type: z.literal('MilestoneReached'),
  data: z.object({
    userId,
    milestoneType: z.enum(BADGE_TYPES),
    currentValue: z.number().int().min(0),
    targetValue: z.number().int().min(1),
    reachedAt: at,
  }),
});

export const LearnerEventSchema = z.discriminatedUnion('type', [
  FavouriteAddedSchema,
  FavouriteRemovedSchema,
  ContentViewedSchema,
  SearchPerformedSchema,
  VideoStartedSchema,
  VideoCompletedSchema,
  ArticleCompletedSchema,
  BadgeEarnedSchema,
  MilestoneReachedSchema,
]);
export type LearnerEvent = z.infer<typeof LearnerEventSchema>;
export type LearnerEventType = LearnerEvent['type'];
export type FavouriteAdded = z.infer<typeof FavouriteAddedSchema>;
export type FavouriteRemoved = z.infer<typeof FavouriteRemovedSchema>;
export type ContentViewed = z.infer<typeof ContentViewedSchema>;
export type SearchPerformed = z.infer<typeof SearchPerformedSchema>;
export type VideoStarted = z.infer<typeof VideoStartedSchema>;
export type VideoCompleted = z.infer<typeof VideoCompletedSchema>;
export type ArticleCompleted = z.infer<typeof ArticleCompletedSchema>;
export type BadgeEarned = z.infer<typeof BadgeEarnedSchema>;
export type MilestoneReached = z.infer<typeof MilestoneReachedSchema>;

export const learnerStreamName = (userId: string): string => `learner-${userId}`;
