import { DeciderSpecification } from '@event-driven-io/emmett';
import type { BadgeType, LearnerEvent } from '@zen/contracts';
import { describe, expect, it } from 'vitest';
import {
  credibleCompletionTime,
  decide,
  evolve,
  initialState,
  LearnerRuleViolation,
  milestonesOf,
  type LearnerCommand,
} from './learner.ts';

const USER = '0b9f3c1e-6a53-4e0e-9d6c-2f7a9b1c4d5e';
const AT = '2026-11-20T09:00:00.000Z';
const VIDEO = 7;
const ARTICLE = 8;

const emmett = DeciderSpecification.for({ decide, evolve, initialState });

/** Emmett's given-when-then, with outcomes compared exactly (as content.unit.spec.ts explains). */
const given = (history: LearnerEvent[]) => ({
  when: (command: LearnerCommand) => ({
    ...emmett(history).when(command),
    then: (expected: LearnerEvent[]) =>
      expect(decide(command, history.reduce(evolve, initialState()))).toStrictEqual(expected),
  }),
});

const favourite = (contentId: number, addedAt = AT): LearnerEvent => ({
  type: 'FavouriteAdded',
  data: { userId: USER, contentId, addedAt },
});
const completedVideo = (contentId: number, completedAt = AT): LearnerEvent => ({
  type: 'VideoCompleted',
  data: {
    userId: USER,
    contentId,
    watchDurationSeconds: 95,
    totalDurationSeconds: 100,
    completionPercentage: 95,
    completedAt,
  },
});
const viewed = (viewedAt: string): LearnerEvent => ({
  type: 'ContentViewed',
  data: { userId: USER, contentId: VIDEO, emailDomain: 'acme.example', viewedAt },
});
const complete = (contentId: number, contentType: 'Video' | 'Article' = 'Video'): LearnerCommand => ({
  type: 'CompleteContent',
  data: {
    userId: USER,
    at: AT,
    contentId,
    contentType,
    watchDurationSeconds: 95,
    totalDurationSeconds: 100,
    completionPercentage: 95,
  },
});
const checkBadges = (essentialContentIds: number[] = []): LearnerCommand => ({
  type: 'CheckBadges',
  data: { userId: USER, at: AT, essentialContentIds },
});
const badgePair = (badgeType: BadgeType, currentValue: number, targetValue: number): LearnerEvent[] => [
  {
    type: 'MilestoneReached',
    data: { userId: USER, milestoneType: badgeType, currentValue, targetValue, reachedAt: AT },
  },
  { type: 'BadgeEarned', data: { userId: USER, badgeType, earnedAt: AT } },
];

describe('favourites', () => {
  it('adds a favourite', () => {
    given([])
      .when({ type: 'AddFavourite', data: { userId: USER, at: AT, contentId: VIDEO } })
      .then([favourite(VIDEO)]);
  });

  it('records nothing for a second favourite of the same item', () => {
    given([favourite(VIDEO)])
      .when({ type: 'AddFavourite', data: { userId: USER, at: AT, contentId: VIDEO } })
      .thenNothingHappened();
  });

  it('removes a favourite, and records nothing when removing a non-favourite', () => {
    given([favourite(VIDEO)])
      .when({ type: 'RemoveFavourite', data: { userId: USER, at: AT, contentId: VIDEO } })
      .then([{ type: 'FavouriteRemoved', data: { userId: USER, contentId: VIDEO, removedAt: AT } }]);
    given([favourite(VIDEO)])
      .when({ type: 'RemoveFavourite', data: { userId: USER, at: AT, contentId: ARTICLE } })
      .thenNothingHappened();
  });

  it('favourites again after a removal', () => {
    given([
      favourite(VIDEO),
      { type: 'FavouriteRemoved', data: { userId: USER, contentId: VIDEO, removedAt: AT } },
    ])
      .when({ type: 'AddFavourite', data: { userId: USER, at: AT, contentId: VIDEO } })
      .then([favourite(VIDEO)]);
  });
});

describe('views and searches', () => {
  it('records every view and search as it happened', () => {
    given([viewed(AT)])
      .when({
        type: 'RecordView',
        data: { userId: USER, at: AT, contentId: VIDEO, emailDomain: 'acme.example' },
      })
      .then([viewed(AT)]);
    given([])
      .when({
        type: 'RecordSearch',
        data: { userId: USER, at: AT, query: 'leave', emailDomain: 'acme.example', resultCount: 3 },
      })
      .then([
        {
          type: 'SearchPerformed',
          data: { userId: USER, query: 'leave', emailDomain: 'acme.example', searchedAt: AT, resultCount: 3 },
        },
      ]);
  });
});

describe('video starts', () => {
  const start = (contentType: 'Video' | 'Article' = 'Video'): LearnerCommand => ({
    type: 'StartVideo',
    data: { userId: USER, at: AT, contentId: VIDEO, contentType },
  });

  it('puts a video in progress once', () => {
    given([])
      .when(start())
      .then([{ type: 'VideoStarted', data: { userId: USER, contentId: VIDEO, startedAt: AT } }]);
    given([{ type: 'VideoStarted', data: { userId: USER, contentId: VIDEO, startedAt: AT } }])
      .when(start())
      .thenNothingHappened();
  });

  it('leaves a completed video completed', () => {
    given([completedVideo(VIDEO)])
      .when(start())
      .thenNothingHappened();
  });

  it('refuses to start an article', () => {
    given([]).when(start('Article')).thenThrows(LearnerRuleViolation);
  });
});

describe('completions', () => {
  it('records a video completion with its measures', () => {
    given([])
      .when(complete(VIDEO))
      .then([completedVideo(VIDEO)]);
  });

  it('records an article as 0 s of 0 s at 100 %', () => {
    given([])
      .when(complete(ARTICLE, 'Article'))
      .then([
        {
          type: 'ArticleCompleted',
          data: {
            userId: USER,
            contentId: ARTICLE,
            watchDurationSeconds: 0,
            totalDurationSeconds: 0,
            completionPercentage: 100,
            completedAt: AT,
          },
        },
      ]);
  });

  it('records nothing for a second completion of the same item', () => {
    given([completedVideo(VIDEO)])
      .when(complete(VIDEO))
      .thenNothingHappened();
  });

  it('keeps a credible time the browser reports, and uses its own time otherwise', () => {
    const earlier = '2026-11-19T18:30:00.000Z';
    expect(credibleCompletionTime(earlier, AT)).toBe(earlier);
    expect(credibleCompletionTime(undefined, AT)).toBe(AT);
    expect(credibleCompletionTime('2026-11-21T09:00:00.000Z', AT)).toBe(AT);
    expect(credibleCompletionTime('2026-09-01T09:00:00.000Z', AT)).toBe(AT);
    expect(credibleCompletionTime('yesterday', AT)).toBe(AT);
  });
});

describe('badges and milestones', () => {
  it('earns nothing before any milestone is reached', () => {
    given([favourite(VIDEO)])
      .when(checkBadges([VIDEO]))
      .thenNothingHappened();
  });

  it('earns the first-completion badge with its milestone', () => {
    given([completedVideo(VIDEO)])
      .when(checkBadges())
      .then(badgePair('first-completion', 1, 1));
  });

  it('earns a badge only once', () => {
    given([completedVideo(VIDEO), ...badgePair('first-completion', 1, 1)])
      .when(checkBadges())
      .thenNothingHappened();
  });

  it('earns every badge reached at once, in the documented order', () => {
    const history = Array.from({ length: 5 }, (_, i) => completedVideo(100 + i));
    given(history)
      .when(checkBadges([100, 101]))
      .then([
        ...badgePair('first-completion', 5, 1),
        ...badgePair('five-completions', 5, 5),
        ...badgePair('essentials-complete', 2, 2),
      ]);
  });

  it('needs every accessible Essential item, and at least one, for essentials-complete', () => {
    const history = [completedVideo(VIDEO), ...badgePair('first-completion', 1, 1)];
    given(history)
      .when(checkBadges([VIDEO, ARTICLE]))
      .thenNothingHappened();
    given(history).when(checkBadges([])).thenNothingHappened();
    given(history)
      .when(checkBadges([VIDEO]))
      .then(badgePair('essentials-complete', 1, 1));
  });

  it('counts distinct days of activity for seven-active-days', () => {
    const days = Array.from({ length: 7 }, (_, i) => viewed(`2026-11-0${i + 1}T10:00:00.000Z`));
    given([...days.slice(0, 6), viewed('2026-11-06T23:00:00.000Z')])
      .when(checkBadges())
      .thenNothingHappened();
    given(days)
      .when(checkBadges())
      .then(badgePair('seven-active-days', 7, 7));
  });

  it('reports every milestone with its measure and target', () => {
    const state = [
      completedVideo(VIDEO, '2026-11-18T10:00:00.000Z'),
      ...badgePair('first-completion', 1, 1),
    ].reduce(evolve, initialState());
    expect(milestonesOf(state, [VIDEO, ARTICLE])).toEqual([
      {
        milestoneType: 'first-completion',
        currentValue: 1,
        targetValue: 1,
        isCompleted: true,
        completedAt: AT,
      },
      {
        milestoneType: 'five-completions',
        currentValue: 1,
        targetValue: 5,
        isCompleted: false,
        completedAt: null,
      },
      {
        milestoneType: 'twenty-five-completions',
        currentValue: 1,
        targetValue: 25,
        isCompleted: false,
        completedAt: null,
      },
      {
        milestoneType: 'essentials-complete',
        currentValue: 1,
        targetValue: 2,
        isCompleted: false,
        completedAt: null,
      },
      // The completion's day (18th) and the badge check's (20th) are not both activity: only the completion.
      {
        milestoneType: 'seven-active-days',
        currentValue: 1,
        targetValue: 7,
        isCompleted: false,
        completedAt: null,
      },
    ]);
  });
});
