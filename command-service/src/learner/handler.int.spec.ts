import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { learnerStreamName } from '@zen/contracts';
import type { EventStore } from '@zen/platform';
import { useTestReplicas } from '@zen/portal/testing';
import { handleLearnerCommand } from './handler.ts';

/**
 * Two event stores on one database stand for two replicas, each deciding on the learner state it
 * last wrote (handler.ts). Whatever the other one did meanwhile, no command may be lost, doubled
 * or answered from a state the stream has moved past.
 */
const replicas = useTestReplicas();

const at = () => new Date().toISOString();
const favourite = (userId: string, contentId: number) =>
  ({ type: 'AddFavourite', data: { userId, at: at(), contentId } }) as const;
const unfavourite = (userId: string, contentId: number) =>
  ({ type: 'RemoveFavourite', data: { userId, at: at(), contentId } }) as const;
const typesIn = async (eventStore: EventStore, userId: string) =>
  (await eventStore.readStream(learnerStreamName(userId))).events.map(
    (event) => `${event.type} ${(event.data as { contentId: number }).contentId}`,
  );

it('decides afresh when the state it last wrote says there is nothing to do but another replica moved on', async () => {
  const userId = randomUUID();
  await handleLearnerCommand(replicas.replicaA, favourite(userId, 7));
  await handleLearnerCommand(replicas.replicaB, unfavourite(userId, 7));
  // Replica A last saw item 7 as a favourite; the stream says otherwise, and the stream decides.
  const again = await handleLearnerCommand(replicas.replicaA, favourite(userId, 7));
  expect(again.newEvents.map((event) => event.type)).toEqual(['FavouriteAdded']);
  expect(again.newState.favourites.has(7)).toBe(true);
  expect(await typesIn(replicas.replicaA, userId)).toEqual([
    'FavouriteAdded 7',
    'FavouriteRemoved 7',
    'FavouriteAdded 7',
  ]);
});

it('appends on the state it last wrote, and when another replica appended meanwhile, decides again on the stream', async () => {
  const userId = randomUUID();
  await handleLearnerCommand(replicas.replicaA, favourite(userId, 1));
  await handleLearnerCommand(replicas.replicaA, favourite(userId, 2));
  await handleLearnerCommand(replicas.replicaB, unfavourite(userId, 1));
  // Replica A's state is one version behind: its append is refused and the command handled afresh.
  const removed = await handleLearnerCommand(replicas.replicaA, unfavourite(userId, 2));
  expect(removed.newState.favourites.size).toBe(0);
  // Replica B's state is behind A's last append: the same for B.
  const added = await handleLearnerCommand(replicas.replicaB, favourite(userId, 3));
  expect([...added.newState.favourites]).toEqual([3]);
  expect(await typesIn(replicas.replicaB, userId)).toEqual([
    'FavouriteAdded 1',
    'FavouriteAdded 2',
    'FavouriteRemoved 1',
    'FavouriteRemoved 2',
    'FavouriteAdded 3',
  ]);
});

it('keeps one completion when two replicas complete the same video at once', async () => {
  const userId = randomUUID();
  await handleLearnerCommand(replicas.replicaA, favourite(userId, 9));
  await handleLearnerCommand(replicas.replicaB, favourite(userId, 10));
  const complete = {
    type: 'CompleteContent',
    data: {
      userId,
      at: at(),
      contentId: 9,
      contentType: 'Video',
      watchDurationSeconds: 96,
      totalDurationSeconds: 100,
      completionPercentage: 96,
    },
  } as const;
  await Promise.all([
    handleLearnerCommand(replicas.replicaA, complete),
    handleLearnerCommand(replicas.replicaB, complete),
  ]);
  expect(
    (await typesIn(replicas.replicaA, userId)).filter((line) => line.startsWith('VideoCompleted')),
  ).toEqual(['VideoCompleted 9']);
});
