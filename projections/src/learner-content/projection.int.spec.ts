import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { learnerStreamName, type LearnerEvent } from '@zen/contracts';
import { useTestEventStore } from '@zen/portal/testing';
import { rebuildProjection } from '../runner/rebuild.ts';
import { learnerFavouritesProjection } from '../learner-favourites/projection.ts';
import { learnerContentProjection } from './projection.ts';

/**
 * A rebuild reads the log in large batches, so a learner's repeated clicks land in one run of
 * one multi-row statement: the same item opened twice, favourited twice, completed, favourited
 * again after a removal. Each must come out as applying the events one by one would.
 */
const file = useTestEventStore();

it('applies a run of repeated starts, completions and favourites as one event at a time would', async () => {
  const userId = randomUUID();
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute)).toISOString();
  const completion = {
    userId,
    watchDurationSeconds: 96,
    totalDurationSeconds: 100,
    completionPercentage: 96,
  };
  const events: LearnerEvent[] = [
    { type: 'VideoStarted', data: { userId, contentId: 7, startedAt: at(1) } },
    { type: 'VideoStarted', data: { userId, contentId: 8, startedAt: at(2) } },
    { type: 'VideoStarted', data: { userId, contentId: 7, startedAt: at(3) } },
    { type: 'VideoCompleted', data: { ...completion, contentId: 7, completedAt: at(4) } },
    { type: 'VideoCompleted', data: { ...completion, contentId: 8, completedAt: at(5) } },
    { type: 'FavouriteAdded', data: { userId, contentId: 7, addedAt: at(6) } },
    { type: 'FavouriteAdded', data: { userId, contentId: 7, addedAt: at(7) } },
    { type: 'FavouriteAdded', data: { userId, contentId: 8, addedAt: at(8) } },
    { type: 'FavouriteRemoved', data: { userId, contentId: 7, removedAt: at(9) } },
    { type: 'FavouriteAdded', data: { userId, contentId: 7, addedAt: at(10) } },
  ];
  await file.eventStore.appendToStream(learnerStreamName(userId), events);

  await rebuildProjection(file.db.pool, learnerContentProjection);
  await rebuildProjection(file.db.pool, learnerFavouritesProjection);

  const { rows: content } = await file.db.pool.query(
    `SELECT content_id, started_at, completed_at, completion_percentage FROM learner_content
      WHERE user_id = $1 ORDER BY content_id`,
    [userId],
  );
  expect(content).toEqual([
    { content_id: 7, started_at: new Date(at(1)), completed_at: new Date(at(4)), completion_percentage: 96 },
    { content_id: 8, started_at: new Date(at(2)), completed_at: new Date(at(5)), completion_percentage: 96 },
  ]);
  const { rows: favourites } = await file.db.pool.query(
    'SELECT content_id, favorited_at FROM learner_favourites WHERE user_id = $1 ORDER BY content_id',
    [userId],
  );
  expect(favourites).toEqual([
    { content_id: 7, favorited_at: new Date(at(10)) },
    { content_id: 8, favorited_at: new Date(at(8)) },
  ]);
});
