import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentCatalogueProjection, rebuildProjection } from '@zen/projections';
import { startTestPortal, TEST_ADMIN, type TestPortal } from './testing/index.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.close();
});

const form = (title: string) => ({
  title,
  description: 'Attendance regularisation requests and approvals.',
  type: 'Video',
  application: 'Zoho People',
  module: 'Attendance',
  level: 'Manager',
  url: 'https://www.loom.com/share/feedfacefeedfacefeedfacefeedface',
  keywords: ['attendance'],
  learningJourney: 'Operational',
});

/** Runs `tasks` with at most `width` in flight, like that many admins clicking at once. */
const inParallel = async <T>(width: number, tasks: (() => Promise<T>)[]): Promise<T[]> => {
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

it('keeps every acknowledged command in the log and the read model equal to a rebuild', async () => {
  const admin = await portal.agent(TEST_ADMIN);
  const creations = await inParallel(
    16,
    Array.from({ length: 60 }, (_, i) => () => admin.post('/api/content').send(form(`Attendance rule ${i}`))),
  );
  expect(creations.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.text}`)).toEqual([]);
  const ids = creations.map((r) => r.body.id as number);
  expect(new Set(ids).size).toBe(60);

  // Concurrent edits of the same few items: version conflicts are retried by the handler, so
  // every request is acknowledged and each one that changed something left one event.
  const hot = ids.slice(0, 4);
  const edits = await inParallel(
    16,
    Array.from(
      { length: 80 },
      (_, i) => () =>
        admin.patch(`/api/content/${hot[i % hot.length]}`).send({ title: `Attendance rule edit ${i}` }),
    ),
  );
  expect(edits.map((r) => r.status)).toEqual(edits.map(() => 200));
  const deletions = await inParallel(
    8,
    ids.slice(50).map((id) => () => admin.delete(`/api/content/${id}`)),
  );
  expect(deletions.every((r) => r.status === 200)).toBe(true);

  const { rows: events } = await portal.pool.query<{ stream_id: string; message_type: string }>(
    'SELECT stream_id, message_type FROM emt_messages ORDER BY global_position',
  );
  const countOf = (type: string, id: number) =>
    events.filter((e) => e.message_type === type && e.stream_id === `content-${id}`).length;
  for (const id of ids) expect(countOf('ContentCreated', id)).toBe(1);
  for (const id of hot) expect(countOf('ContentUpdated', id)).toBe(20);
  for (const id of ids.slice(50)) expect(countOf('ContentDeleted', id)).toBe(1);

  // Each item's final title is the one written by its last acknowledged edit in the log.
  const { rows: live } = await portal.pool.query('SELECT * FROM content_catalogue ORDER BY id');
  expect(live.map((r) => r.id)).toEqual(ids.slice(0, 50).sort((a, b) => a - b));
  const { rows: lastTitles } = await portal.pool.query<{ id: number; title: string }>(
    `SELECT DISTINCT ON (stream_id) (message_data->>'contentId')::int AS id, message_data->>'title' AS title
       FROM emt_messages WHERE message_type IN ('ContentCreated', 'ContentUpdated')
      ORDER BY stream_id, global_position DESC`,
  );
  for (const row of live) expect(row.title).toBe(lastTitles.find((t) => t.id === row.id)?.title);

  await rebuildProjection(portal.pool, contentCatalogueProjection);
  const { rows: rebuilt } = await portal.pool.query('SELECT * FROM content_catalogue ORDER BY id');
  expect(rebuilt).toEqual(live);
});
