import {
  activityDay,
  BADGES,
  type BadgeType,
  type ContentType,
  type LearnerEvent,
  type Milestone,
} from '@zen/contracts';

/** One completion as the learner's stream recorded it. */
export type Completion = {
  contentId: number;
  watchDurationSeconds: number;
  totalDurationSeconds: number;
  completionPercentage: number;
  completedAt: string;
};

/**
 * The learner aggregate's state: what the decisions of the learner loop need, and nothing about
 * the content itself (that lives in the content streams and the catalogue).
 */
export type LearnerRecord = {
  favourites: ReadonlySet<number>;
  started: ReadonlySet<number>;
  completions: ReadonlyMap<number, Completion>;
  /** UTC dates on which the learner did anything (the seven-active-days badge). */
  activeDays: ReadonlySet<string>;
  badges: ReadonlyMap<BadgeType, string>;
  milestones: ReadonlyMap<BadgeType, { currentValue: number; targetValue: number; reachedAt: string }>;
};

export const initialState = (): LearnerRecord => ({
  favourites: new Set(),
  started: new Set(),
  completions: new Map(),
  activeDays: new Set(),
  badges: new Map(),
  milestones: new Map(),
});

const withItem = <T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> => new Set(set).add(item);
const withoutItem = <T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> => {
  const next = new Set(set);
  next.delete(item);
  return next;
};

/** Views arrive far more often than anything else: a day already counted leaves the state as it is. */
const activeOn = (state: LearnerRecord, at: string): LearnerRecord => {
  const day = activityDay(at);
  return state.activeDays.has(day) ? state : { ...state, activeDays: withItem(state.activeDays, day) };
};

export const evolve = (state: LearnerRecord, event: LearnerEvent): LearnerRecord => {
  switch (event.type) {
    case 'FavouriteAdded':
      return activeOn(
        { ...state, favourites: withItem(state.favourites, event.data.contentId) },
        event.data.addedAt,
      );
    case 'FavouriteRemoved':
      return activeOn(
        { ...state, favourites: withoutItem(state.favourites, event.data.contentId) },
        event.data.removedAt,
      );
    case 'ContentViewed':
      return activeOn(state, event.data.viewedAt);
    case 'SearchPerformed':
      return activeOn(state, event.data.searchedAt);
    case 'VideoStarted':
      return activeOn(
        { ...state, started: withItem(state.started, event.data.contentId) },
        event.data.startedAt,
      );
    case 'VideoCompleted':
    case 'ArticleCompleted': {
      const { userId: _userId, ...completion } = event.data;
      const completions = new Map(state.completions).set(completion.contentId, completion);
      return activeOn({ ...state, completions }, completion.completedAt);
    }
    case 'BadgeEarned':
      return { ...state, badges: new Map(state.badges).set(event.data.badgeType, event.data.earnedAt) };
    case 'MilestoneReached': {
      const { milestoneType, currentValue, targetValue, reachedAt } = event.data;
      const milestones = new Map(state.milestones).set(milestoneType, {
        currentValue,
        targetValue,
        reachedAt,
      });
      return { ...state, milestones };
    }
  }
};

type Meta = { userId: string; at: string };

export type LearnerCommand =
  | { type: 'AddFavourite'; data: Meta & { contentId: number } }
  | { type: 'RemoveFavourite'; data: Meta & { contentId: number } }
  | { type: 'RecordView'; data: Meta & { contentId: number; emailDomain: string } }
  | { type: 'RecordSearch'; data: Meta & { query: string; emailDomain: string; resultCount: number } }
  | { type: 'StartVideo'; data: Meta & { contentId: number; contentType: ContentType } }
  /** `claimedCompletedAt`: when the browser says it happened (a completion sent after being offline). */
  | { type: 'CompleteContent'; data: Meta & CompletionClaim }
  | { type: 'CheckBadges'; data: Meta & { essentialContentIds: readonly number[] } }
  /** Completions the browser kept in local storage (spec Data Recovery): each one the server lacks. */
  | { type: 'RecoverCompletions'; data: Meta & { completions: readonly CompletionClaim[] } };

/** A completion as the browser reports it: what was watched, and when it says it happened. */
export type CompletionClaim = {
  contentId: number;
  contentType: ContentType;
  watchDurationSeconds: number;
  totalDurationSeconds: number;
  completionPercentage: number;
  claimedCompletedAt?: string | undefined;
};

/** A request the learner loop refuses; the message is for the person. */
export class LearnerRuleViolation extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** How far back a browser may date a completion it kept while offline. */
export const MAX_COMPLETION_DELAY_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A completion kept offline is sent later, so its own time is the truer one; a time in the future
 * or older than a month is not credible (clock skew, tampering) and the server's time is used.
 */
export const credibleCompletionTime = (claimed: string | undefined, now: string): string => {
  if (claimed === undefined) return now;
  const claimedMs = Date.parse(claimed);
  const nowMs = Date.parse(now);
  if (Number.isNaN(claimedMs) || claimedMs > nowMs || nowMs - claimedMs > MAX_COMPLETION_DELAY_MS) return now;
  return new Date(claimedMs).toISOString();
};

/**
 * Every badge's milestone as it stands: the measured value, the target and whether it was
 * reached. `essentialContentIds` are the Essential items the learner may see today.
 */
export const milestonesOf = (
  state: LearnerRecord,
  essentialContentIds: readonly number[],
): (Milestone & { milestoneType: BadgeType })[] =>
  BADGES.map((badge) => {
    const reached = state.milestones.get(badge.badgeType);
    const [currentValue, targetValue] =
      badge.measure === 'completions'
        ? [state.completions.size, badge.target]
        : badge.measure === 'active-days'
          ? [state.activeDays.size, badge.target]
          : [
              essentialContentIds.filter((id) => state.completions.has(id)).length,
              essentialContentIds.length,
            ];
    return {
      milestoneType: badge.badgeType,
      currentValue,
      targetValue,
      isCompleted: reached !== undefined,
      completedAt: reached?.reachedAt ?? null,
    };
  });

/** The event that records a completion: an article is always 0 s of 0 s, 100 % (spec §4). */
const completionEvent = (userId: string, claim: CompletionClaim, at: string): LearnerEvent => {
  const completedAt = credibleCompletionTime(claim.claimedCompletedAt, at);
  const { contentId } = claim;
  if (claim.contentType === 'Article') {
    return {
      type: 'ArticleCompleted',
      data: {
        userId,
        contentId,
        watchDurationSeconds: 0,
        totalDurationSeconds: 0,
        completionPercentage: 100,
        completedAt,
      },
    };
  }
  return {
    type: 'VideoCompleted',
    data: {
      userId,
      contentId,
      watchDurationSeconds: claim.watchDurationSeconds,
      totalDurationSeconds: claim.totalDurationSeconds,
      completionPercentage: claim.completionPercentage,
      completedAt,
    },
  };
};

/** A milestone is reached at its target; essentials need at least one Essential item to exist. */
const isReached = (milestone: Milestone): boolean =>
  milestone.targetValue > 0 && milestone.currentValue >= milestone.targetValue;

export const decide = (command: LearnerCommand, state: LearnerRecord): LearnerEvent[] => {
  const { data } = command;
  const { userId, at } = data;
  switch (command.type) {
    case 'AddFavourite':
      // Favouriting twice is still one favourite (spec: unique per user and content).
      if (state.favourites.has(command.data.contentId)) return [];
      return [{ type: 'FavouriteAdded', data: { userId, contentId: command.data.contentId, addedAt: at } }];
    case 'RemoveFavourite':
      if (!state.favourites.has(command.data.contentId)) return [];
      return [
        { type: 'FavouriteRemoved', data: { userId, contentId: command.data.contentId, removedAt: at } },
      ];
    case 'RecordView':
      return [
        {
          type: 'ContentViewed',
          data: {
            userId,
            contentId: command.data.contentId,
            emailDomain: command.data.emailDomain,
            viewedAt: at,
          },
        },
      ];
    case 'RecordSearch':
      return [
        {
          type: 'SearchPerformed',
          data: {
            userId,
            query: command.data.query,
            emailDomain: command.data.emailDomain,
            searchedAt: at,
            resultCount: command.data.resultCount,
          },
        },
      ];
    case 'StartVideo': {
      const { contentId, contentType } = command.data;
      if (contentType !== 'Video') {
        throw new LearnerRuleViolation(
          'contentId',
          'Only videos are started; an article is completed when opened',
        );
      }
      // Reopening a video, or opening one already completed, changes nothing.
      if (state.started.has(contentId) || state.completions.has(contentId)) return [];
      return [{ type: 'VideoStarted', data: { userId, contentId, startedAt: at } }];
    }
    case 'CompleteContent':
      // A completion is unique per learner and content: the first one stands.
      if (state.completions.has(command.data.contentId)) return [];
      return [completionEvent(userId, command.data, at)];
    case 'RecoverCompletions': {
      // The same rule as one completion at a time, and a list naming an item twice records it once.
      const recorded = new Set(state.completions.keys());
      return command.data.completions.flatMap((claim) => {
        if (recorded.has(claim.contentId)) return [];
        recorded.add(claim.contentId);
        return [completionEvent(userId, claim, at)];
      });
    }
    case 'CheckBadges':
      return milestonesOf(state, command.data.essentialContentIds)
        .filter((milestone) => !state.badges.has(milestone.milestoneType) && isReached(milestone))
        .flatMap((milestone): LearnerEvent[] => [
          {
            type: 'MilestoneReached',
            data: {
              userId,
              milestoneType: milestone.milestoneType,
              currentValue: milestone.currentValue,
              targetValue: milestone.targetValue,
              reachedAt: at,
            },
          },
          { type: 'BadgeEarned', data: { userId, badgeType: milestone.milestoneType, earnedAt: at } },
        ]);
  }
};
