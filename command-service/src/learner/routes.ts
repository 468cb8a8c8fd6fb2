import { Router } from 'express';
import {
  ActivityRequestSchema,
  AddFavouriteRequestSchema,
  badgeDefinition,
  BadgeCheckRequestSchema,
  BADGES,
  canAccessContent,
  FavouriteParamsSchema,
  VideoCompletionRequestSchema,
  VideoStartRequestSchema,
  type Badge,
  type BadgeCheckResponse,
  type BadgeType,
  type FavouriteChangeResponse,
  type VideoCompletion,
  type VideoStartResponse,
} from '@zen/contracts';
import {
  currentUser,
  emailDomain,
  fastCommand,
  HttpProblem,
  parseParams,
  requireUser,
  routeCommands,
  type FastCommand,
} from '@zen/platform';
import { loadContentAccess, visibleMatches, type CatalogueIndex, type ItemFacts } from '@zen/projections';
import { executeLearnerCommand, type LearnerCommandDeps } from './handler.ts';
import { LearnerRuleViolation, milestonesOf, type LearnerCommand, type LearnerRecord } from './learner.ts';
import { sharedCommandProblem, type CommandWording } from '../command-problems.ts';

/** What a learner is told of the failures every command shares (sharedCommandProblem). */
export const LEARNER_WORDING: CommandWording = {
  raced: 'Your progress changed at the same time. Please try again.',
  lagging: 'Your progress was saved but may take a moment to show',
};

/** Maps the decider's refusals to HTTP; anything else is unexpected. */
const run = async (deps: LearnerCommandDeps, command: LearnerCommand) => {
  try {
    return await executeLearnerCommand(deps, command);
  } catch (error) {
    if (error instanceof LearnerRuleViolation) {
      throw HttpProblem.validation([{ field: error.field, message: error.message }], error.message);
    }
    throw sharedCommandProblem(error, LEARNER_WORDING);
  }
};

/** Learner commands look items up in the catalogue index (see accessibleContent). */
type LearnerRouteDeps = LearnerCommandDeps & { index: CatalogueIndex };

/**
 * The item a learner acts on: it must exist and be within their module access. Hidden items
 * answer like missing ones (as GET /api/content/{id} does), and nothing is appended for either.
 * Its facts come from the catalogue index, brought up to the catalogue's checkpoint as read after
 * the request arrived (what reading the row would show): concurrent commands share that one
 * checkpoint read instead of each reading its item, which was most of a command's round trips.
 */
const accessibleContent = async (
  deps: LearnerRouteDeps,
  user: Express.User,
  contentId: number,
): Promise<ItemFacts> => {
  const [, access] = await Promise.all([deps.index.refresh(), loadContentAccess(deps.pool, user)]);
  const item = deps.index.factsOf(contentId);
  if (!item || !canAccessContent(access, item))
    throw new HttpProblem(404, 'Not found', `No content ${contentId}`);
  return item;
};

/** Identity is the session's account, whatever ids the request names (DESIGN §8). */
const meta = (user: Express.User) => ({ userId: user.id, at: new Date().toISOString() });

const toBadge = (badgeType: BadgeType, earnedAt: string): Badge => {
  const { badgeName, description, iconName, color } = badgeDefinition(badgeType);
  return { badgeType, badgeName, description, iconName, color, earnedAt };
};

/** Earned badges in the documented order of the badge set. */
const badgesOf = (state: LearnerRecord): Badge[] =>
  BADGES.filter((badge) => state.badges.has(badge.badgeType)).map((badge) =>
    toBadge(badge.badgeType, state.badges.get(badge.badgeType)!),
  );

/**
 * The learner loop's clicks (spec §7 "Favourites, activity, badges, completions"): the commands a
 * learner makes all the time, answered before Express when they can be (platform's fast-path).
 */
export const learnerFastCommands = (deps: LearnerRouteDeps): FastCommand[] => [
  fastCommand({
    path: '/api/favorites',
    body: AddFavouriteRequestSchema,
    answer: async ({ contentId }, user) => {
      await accessibleContent(deps, user, contentId);
      await run(deps, { type: 'AddFavourite', data: { ...meta(user), contentId } });
      return { status: 201, body: { contentId, favourite: true } satisfies FavouriteChangeResponse };
    },
  }),

  fastCommand({
    path: '/api/activity',
    body: ActivityRequestSchema,
    answer: async (activity, user) => {
      // Staff activity is never tracked (spec §4, §6), decided from the verified account.
      if (user.isAdmin) return { status: 202, body: { recorded: false } };
      const domain = emailDomain(user.email);
      if (activity.action === 'view') {
        await accessibleContent(deps, user, activity.contentId);
        await run(deps, {
          type: 'RecordView',
          data: { ...meta(user), contentId: activity.contentId, emailDomain: domain },
        });
      } else {
        // Counted now, within the learner's access and by the matcher their search used (typos
        // forgiven): a search that showed results is never reported as one that found nothing.
        const access = await loadContentAccess(deps.pool, user);
        const { ids } = await visibleMatches(deps.index, access, activity.searchQuery);
        const resultCount = ids.length;
        await run(deps, {
          type: 'RecordSearch',
          data: { ...meta(user), query: activity.searchQuery, emailDomain: domain, resultCount },
        });
      }
      return { status: 202, body: { recorded: true } };
    },
  }),

  fastCommand({
    path: '/api/video-starts',
    body: VideoStartRequestSchema,
    answer: async ({ contentId }, user) => {
      const item = await accessibleContent(deps, user, contentId);
      const { newState } = await run(deps, {
        type: 'StartVideo',
        data: { ...meta(user), contentId, contentType: item.type },
      });
      const state = newState.completions.has(contentId) ? 'completed' : 'in-progress';
      return { status: 200, body: { contentId, state } satisfies VideoStartResponse };
    },
  }),

  fastCommand({
    path: '/api/video-completions',
    body: VideoCompletionRequestSchema,
    answer: async (body, user) => {
      // Videos and articles share this call (spec §4): the item's type decides which event it is.
      const item = await accessibleContent(deps, user, body.contentId);
      const { newState, newEvents } = await run(deps, {
        type: 'CompleteContent',
        data: {
          ...meta(user),
          contentId: body.contentId,
          contentType: item.type,
          watchDurationSeconds: body.watchDurationSeconds,
          totalDurationSeconds: body.totalDurationSeconds,
          completionPercentage: body.completionPercentage,
          claimedCompletedAt: body.completedAt,
        },
      });
      const completion = newState.completions.get(body.contentId)!;
      // A repeated completion answers with the one that stands, as 200 instead of 201.
      return { status: newEvents.length > 0 ? 201 : 200, body: completion satisfies VideoCompletion };
    },
  }),

  fastCommand({
    path: '/api/badges/check',
    body: BadgeCheckRequestSchema,
    answer: async (_body, user) => {
      const access = await loadContentAccess(deps.pool, user);
      // The catalogue as its read model stands now (an item made Essential a moment ago counts).
      await deps.index.refresh();
      const essentialContentIds = [...deps.index.visibleEssentialIds(access)];
      const { newState, newEvents } = await run(deps, {
        type: 'CheckBadges',
        data: { ...meta(user), essentialContentIds },
      });
      const response: BadgeCheckResponse = {
        badges: badgesOf(newState),
        newlyEarned: newEvents.flatMap((event) =>
          event.type === 'BadgeEarned' ? [toBadge(event.data.badgeType, event.data.earnedAt)] : [],
        ),
        milestones: milestonesOf(newState, essentialContentIds),
      };
      return { status: 200, body: response };
    },
  }),
];

/** The learner loop's commands in Express: the fast ones above, and taking a favourite back. */
export const learnerCommandRoutes = (deps: LearnerRouteDeps, commands: readonly FastCommand[]): Router => {
  const router = routeCommands(Router(), commands);

  // The {sessionId} segment is the spec's path shape only: it never chooses whose favourite goes.
  router.delete('/api/favorites/:sessionId/:contentId', requireUser, async (req, res) => {
    const { contentId } = parseParams(FavouriteParamsSchema, req);
    const user = currentUser(req);
    await accessibleContent(deps, user, contentId);
    await run(deps, { type: 'RemoveFavourite', data: { ...meta(user), contentId } });
    res.json({ contentId, favourite: false } satisfies FavouriteChangeResponse);
  });

  return router;
};
