import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '@zen/portal/testing';
import { createContent } from '@zen/portal/testing/learner';

const MIGRATION = readFileSync(
  new URL('../../../platform/migrations/0010_recovery.sql', import.meta.url),
  'utf8',
);

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.close();
});

/**
 * Migration 0010 fills content_catalogue_deleted with items deleted before the table existed. What
 * it writes must be what the projection writes, or the read model would differ from a rebuild.
 */
it('writes the deleted items the projection would have written', async () => {
  const admin = await portal.agent(TEST_ADMIN);
  const edited = await createContent(admin, 'Edited, then deleted', { keywords: ['one', 'two'] });
  await admin
    .patch(`/api/content/${edited.id}`)
    .send({ title: 'Edited twice', learningJourney: 'none' })
    .expect(200);
  await admin.delete(`/api/content/${edited.id}`).expect(200);
  const restored = await createContent(admin, 'Deleted, then restored');
  await admin.delete(`/api/content/${restored.id}`).expect(200);
  await admin.post(`/api/admin/content/${restored.id}/restore`).send({}).expect(200);
  await admin.delete(`/api/content/${restored.id}`).expect(200);
  await createContent(admin, 'Never deleted');
  const plain = await createContent(admin, 'Deleted once', { type: 'Article', identifier: 'ZP-9' });
  await admin.delete(`/api/content/${plain.id}`).expect(200);

  const snapshot = 'SELECT to_jsonb(d)::text AS row FROM content_catalogue_deleted d ORDER BY id';
  const live = (await portal.pool.query<{ row: string }>(snapshot)).rows;
  expect(live).toHaveLength(3);

  // The migration again, as on a database that never had the table; rolled back afterwards.
  const client = await portal.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('DROP TABLE content_catalogue_deleted');
    await client.query('DROP INDEX emt_messages_learner_activity_idx');
    await client.query(MIGRATION);
    const { rows: backfilled } = await client.query<{ row: string }>(snapshot);
    expect(backfilled).toEqual(live);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
});
