import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ContentItem } from '@zen/contracts';
import {
  learnerAchievementsProjection,
  learnerActivityProjection,
  learnerContentProjection,
  learnerFavouritesProjection,
  rebuildProjection,
  waitForReadModelsAtRest,
} from '@zen/projections';
import { startTestPortal, TEST_ADMIN, type TestPortal } from './testing/index.ts';
import { addCustomer, createContent, type Agent } from './testing/learner.ts';

const LEARNER_PROJECTIONS = [
  learnerFavouritesProjection,
  learnerContentProjection,
  learnerAchievementsProjection,
  learnerActivityProjection,
];

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.close();
});

/** Runs `tasks` with at most `width` in flight, like that many browser tabs clicking at once. */
const inParallel = async <T>(width: number, tasks: (() => PromiseLike<T>)[]): Promise<T[]> => {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
};

/** Every learner read model, in a stable order, for comparing live with rebuilt. */
const snapshot = async () => {
  const tables = {
    learner_favourites: 'user_id, content_id',
    learner_content: 'user_id, content_id',
    learner_badges: 'user_id, badge_type',
    learner_milestones: 'user_id, milestone_type',
    learner_activity: 'global_position',
  };
  const result: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(tables)) {
    result[table] = (await portal.pool.query(`SELECT * FROM ${table} ORDER BY ${order}`)).rows;
  }
  return result;
};

it('keeps the learner read models equal to a rebuild from the log under concurrent use', async () => {
  const admin = await portal.agent(TEST_ADMIN);
  const items: ContentItem[] = [];
  for (let i = 0; i < 8; i += 1) {
    items.push(
      await createContent(admin, `Timesheet walkthrough ${i}`, {
        module: 'Timetracker',
        type: i % 2 ? 'Article' : 'Video',
        learningJourney: i < 3 ? 'Essential' : 'Operational',
      }),
    );
  }
  const learners: Agent[] = [];
  for (let i = 0; i < 4; i += 1) {
    learners.push((await addCustomer(portal, `consistent-${i}@globex.example`)).agent);
  }

  // Every learner does everything at once, some of it twice, as double clicks and two tabs would.
  const work = learners.flatMap((agent, l) =>
    items.flatMap((item, i) => [
      () => agent.post('/api/activity').send({ action: 'view', contentId: item.id }),
      () =>
        item.type === 'Video'
          ? agent.post('/api/video-starts').send({ contentId: item.id })
          : agent.get('/api/content/new'),
      () => agent.post('/api/favorites').send({ contentId: item.id }),
      () => agent.post('/api/favorites').send({ contentId: item.id }),
      () =>
        (i + l) % 3 === 0 ? agent.delete(`/api/favorites/s/${item.id}`) : agent.get('/api/learner/state'),
      () => agent.post('/api/video-completions').send({ contentId: item.id, completionPercentage: 96 }),
      () => agent.post('/api/video-completions').send({ contentId: item.id, completionPercentage: 97 }),
      () => agent.post('/api/activity').send({ action: 'search', searchQuery: `timesheet ${i}` }),
      () => agent.post('/api/badges/check'),
    ]),
  );
  const responses = await inParallel(16, work);
  expect(responses.filter((r) => r.status >= 400).map((r) => `${r.status} ${r.text}`)).toEqual([]);
  await admin.delete(`/api/content/${items[0]!.id}`).expect(200);

  const { rows: counts } = await portal.pool.query<{ type: string; stream: string; item: string; n: number }>(
    `SELECT message_type AS type, stream_id AS stream, message_data->>'contentId' AS item, count(*)::int AS n
       FROM emt_messages WHERE message_type IN ('VideoCompleted', 'ArticleCompleted', 'VideoStarted')
      GROUP BY 1, 2, 3`,
  );
  // One completion per learner and item, whatever the race; a start only where a completion was not first.
  expect(counts.filter((c) => c.type !== 'VideoStarted').length).toBe(learners.length * items.length);
  expect(counts.every((c) => c.n === 1)).toBe(true);
  const { rows: badges } = await portal.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM emt_messages WHERE message_type = 'BadgeEarned'
      GROUP BY stream_id, message_data->>'badgeType' HAVING count(*) > 1`,
  );
  expect(badges).toEqual([]);

  await waitForReadModelsAtRest(portal.pool, {
    timeoutMs: 10_000,
    names: LEARNER_PROJECTIONS.map((p) => p.name),
  });
  const live = await snapshot();
  expect(live.learner_content).toHaveLength(learners.length * items.length);
  expect(live.learner_activity).toHaveLength(learners.length * items.length * 2);
  for (const projection of LEARNER_PROJECTIONS) await rebuildProjection(portal.pool, projection);
  expect(await snapshot()).toEqual(live);
});
