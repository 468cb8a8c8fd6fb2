import type { LearnerEvent } from '@zen/contracts';
import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, type CompletionClaim, type LearnerCommand } from './learner.ts';

const USER = '0b9f3c1e-6a53-4e0e-9d6c-2f7a9b1c4d5e';
const AT = '2026-11-20T09:00:00.000Z';
const YESTERDAY = '2026-11-19T17:30:00.000Z';

const recover = (...completions: CompletionClaim[]): LearnerCommand => ({
  type: 'RecoverCompletions',
  data: { userId: USER, at: AT, completions },
});
const video = (contentId: number, claimedCompletedAt?: string): CompletionClaim => ({
  contentId,
  contentType: 'Video',
  watchDurationSeconds: 190,
  totalDurationSeconds: 200,
  completionPercentage: 95,
  claimedCompletedAt,
});
const article = (contentId: number): CompletionClaim => ({
  contentId,
  contentType: 'Article',
  watchDurationSeconds: 12,
  totalDurationSeconds: 40,
  completionPercentage: 30,
});
const videoCompleted = (contentId: number, completedAt: string): LearnerEvent => ({
  type: 'VideoCompleted',
  data: {
    userId: USER,
    contentId,
    watchDurationSeconds: 190,
    totalDurationSeconds: 200,
    completionPercentage: 95,
    completedAt,
  },
});
const decideAfter = (history: LearnerEvent[], command: LearnerCommand) =>
  decide(command, history.reduce(evolve, initialState()));

describe('learner decider: RecoverCompletions', () => {
  it('records each completion the server lacks, at the time the browser kept', () => {
    expect(decideAfter([], recover(video(3, YESTERDAY), article(4)))).toStrictEqual([
      videoCompleted(3, YESTERDAY),
      {
        type: 'ArticleCompleted',
        data: {
          userId: USER,
          contentId: 4,
          watchDurationSeconds: 0,
          totalDurationSeconds: 0,
          completionPercentage: 100,
          completedAt: AT,
        },
      },
    ]);
  });

  it('keeps the completion that stands and records an item named twice once', () => {
    const history = [videoCompleted(3, '2026-11-01T08:00:00.000Z')];
    expect(decideAfter(history, recover(video(3, YESTERDAY), video(5), video(5, YESTERDAY)))).toStrictEqual([
      videoCompleted(5, AT),
    ]);
  });

  it('records nothing when every completion is known: sending the list again is harmless', () => {
    const first = decideAfter([], recover(video(3, YESTERDAY), video(5)));
    expect(decideAfter(first, recover(video(3, YESTERDAY), video(5)))).toStrictEqual([]);
    expect(decideAfter([], recover())).toStrictEqual([]);
  });

  it('does not believe a time in the future or older than a month', () => {
    const [future, ancient] = decideAfter(
      [],
      recover(video(3, '2027-01-01T00:00:00.000Z'), video(4, '2026-01-01T00:00:00.000Z')),
    );
    expect(future).toStrictEqual(videoCompleted(3, AT));
    expect(ancient).toStrictEqual(videoCompleted(4, AT));
  });
});
