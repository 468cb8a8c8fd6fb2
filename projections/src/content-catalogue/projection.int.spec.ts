import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleContentCommand } from '@zen/command-service';
import { createEventStore, createLogger, type EventStore } from '@zen/platform';
import { createTestDatabase, type TestDatabase } from '@zen/portal/testing';
import { EVENTS_APPENDED_CHANNEL } from '../runner/notifications.ts';
import { ProjectionRunner } from '../runner/runner.ts';
import { LOG_START, readLogBatch, type Checkpoint } from '../runner/log.ts';
import { rebuildProjection } from '../runner/rebuild.ts';
import { waitForProjections } from '../runner/wait.ts';
import { contentCatalogueProjection, CONTENT_CATALOGUE } from './projection.ts';
import { findContentItem } from './rows.ts';

const form = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: 'Set up interview panels and share feedback forms with hiring managers.',
  type: 'Article',
  identifier: 'ZR-INT-07',
  contentNumber: '77',
  application: 'Zoho Recruit',
  module: 'Interviews',
  level: 'Hiring Manager',
  url: 'https://help.zen-consulting.example/articles/interview-panels',
  keywords: ['panel', 'feedback form'],
  learningJourney: 'Operational',
  ...extra,
});

let db: TestDatabase;
let eventStore: EventStore;
let runner: ProjectionRunner;
let nextId = 1000;

const create = async (title: string, extra: Record<string, unknown> = {}) => {
  const contentId = (nextId += 1);
  const result = await handleContentCommand(eventStore, {
    type: 'CreateContent',
    data: { contentId, by: 'tester', at: '2026-11-01T09:00:00.000Z', form: form(title, extra) },
  });
  return { contentId, position: Number(result.lastEventGlobalPosition) };
};
const caughtUp = (position: number) =>
  waitForProjections(db.pool, undefined, [CONTENT_CATALOGUE], position, 10_000);
const rows = async () =>
  (await db.pool.query('SELECT * FROM content_catalogue ORDER BY id')).rows as Record<string, unknown>[];

beforeAll(async () => {
  db = await createTestDatabase();
  eventStore = createEventStore(db.url);
  runner = new ProjectionRunner(contentCatalogueProjection, {
    connectionString: db.url,
    logger: createLogger('silent'),
    idlePollMs: 50,
  });
  runner.start();
});
afterAll(async () => {
  await runner?.stop();
  await eventStore?.close();
  await db?.close();
});

describe('content catalogue projection', () => {
  it('stores a created item with every field, read from the event in the log', async () => {
    const { contentId, position } = await create('Configuring interview panels');
    await caughtUp(position);
    const [row] = (await rows()).filter((r) => r.id === contentId);
    expect(row).toMatchObject({
      title: 'Configuring interview panels',
      content_number: '0077',
      identifier: 'ZR-INT-07',
      keywords: ['panel', 'feedback form'],
      application: 'Zoho Recruit',
      module: 'Interviews',
      level: 'Hiring Manager',
      type: 'Article',
      learning_journey: 'Operational',
      thumbnail: '/thumbnails/zoho-recruit/hiring-manager.svg',
    });
    expect((row!.created_at as Date).toISOString()).toBe('2026-11-01T09:00:00.000Z');
    expect(row!.updated_at).toEqual(row!.created_at);
  });

  it('keeps the keywords in their order and absent optional fields as nulls', async () => {
    const keywords = ['zeta', 'alpha', 'mid word', 'beta'];
    const { contentId, position } = await create('Ordering keywords', {
      keywords,
      identifier: null,
      contentNumber: null,
      learningJourney: 'none',
    });
    await caughtUp(position);
    expect(await findContentItem(db.pool, contentId)).toMatchObject({
      keywords,
      identifier: null,
      contentNumber: null,
      learningJourney: null,
    });
  });

  it('applies updates and deletes in order, keeping the creation time', async () => {
    const { contentId } = await create('Scheduling a panel interview');
    const updated = await handleContentCommand(eventStore, {
      type: 'PatchContent',
      data: {
        contentId,
        by: 'tester',
        at: '2026-11-02T09:00:00.000Z',
        patch: { title: 'Scheduling panel interviews' },
      },
    });
    await caughtUp(Number(updated.lastEventGlobalPosition));
    const [row] = (await rows()).filter((r) => r.id === contentId);
    expect(row).toMatchObject({ title: 'Scheduling panel interviews' });
    expect((row!.created_at as Date).toISOString()).toBe('2026-11-01T09:00:00.000Z');
    expect((row!.updated_at as Date).toISOString()).toBe('2026-11-02T09:00:00.000Z');

    const deleted = await handleContentCommand(eventStore, {
      type: 'DeleteContent',
      data: { contentId, by: 'tester', at: '2026-11-03T09:00:00.000Z' },
    });
    await caughtUp(Number(deleted.lastEventGlobalPosition));
    expect((await rows()).some((r) => r.id === contentId)).toBe(false);
  });

  it('does not read past a transaction that is still open, and skips nothing once it ends', async () => {
    const blocker = await db.pool.connect();
    try {
      await blocker.query('BEGIN');
      // Taking a transaction id holds the snapshot's xmin back, as a slow concurrent append would.
      await blocker.query('SELECT pg_current_xact_id()');
      const { contentId, position } = await create('Offer letter templates', {
        module: 'Offers',
        level: 'Recruiter',
      });
      await expect(
        waitForProjections(db.pool, undefined, [CONTENT_CATALOGUE], position, 400),
      ).rejects.toThrow(/not caught up/);
      await blocker.query('COMMIT');
      await caughtUp(position);
      expect((await rows()).some((r) => r.id === contentId)).toBe(true);
    } finally {
      blocker.release();
    }
  });

  it('says, in the read itself, when committed events are held back by an older open transaction', async () => {
    const reader = await db.pool.connect();
    const blocker = await db.pool.connect();
    try {
      const first = await create('Reference check forms', { module: 'Offers', level: 'Recruiter' });
      // Applied and committed first: the runner's own transaction for it, had it begun before the
      // blocker's, would also hold the later event back, for as long as it took on a busy machine.
      await caughtUp(first.position);
      let end: Checkpoint = LOG_START;
      // Read to the end of the log. Another test file's transaction anywhere on the server may
      // hold the plain horizon for a moment (log.ts): read again until nothing is held back.
      for (let tries = 0; ;) {
        const { events, heldBack } = await readLogBatch(reader, end, 1000);
        end = events.at(-1) ?? end;
        if (events.length < 1000 && !heldBack) break;
        if (events.length < 1000 && (tries += 1) > 100) throw new Error('the log stayed held back');
        if (events.length < 1000) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_current_xact_id()');
      const late = await create('Background check vendors', { module: 'Offers', level: 'Recruiter' });
      // Committed, but behind a transaction that began before it: not read, and said to be waiting.
      expect(await readLogBatch(reader, end, 1000)).toEqual({
        events: [],
        heldBack: true,
        passedOver: false,
      });
      await blocker.query('COMMIT');
      // Any other short transaction older than the event (an autovacuum's ANALYZE, say) holds it
      // back as well, and the read says so: read again until it does not.
      let after = await readLogBatch(reader, end, 1000);
      for (let tries = 0; after.heldBack && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await readLogBatch(reader, end, 1000);
      }
      expect(after.events.map((event) => event.globalPosition)).toEqual([late.position]);
      expect(after.heldBack).toBe(false);
    } finally {
      await blocker.query('ROLLBACK').catch(() => undefined);
      blocker.release();
      reader.release();
    }
  });

  it('rebuilds from position 0 to exactly the table it maintained live', async () => {
    for (let i = 0; i < 20; i += 1) await create(`Screening question set ${i}`, { module: 'Screening' });
    const last = await create('Assessment scoring', { module: 'Assessments' });
    await caughtUp(last.position);
    const live = await rows();
    expect(live.length).toBeGreaterThan(20);

    const events = await rebuildProjection(db.pool, contentCatalogueProjection);
    expect(events).toBeGreaterThanOrEqual(live.length);
    expect(await rows()).toEqual(live);
  });

  it('keeps answering a prepared read on a connection that prepared it before the tables were swapped', async () => {
    const item = await create('Prepared before the swap', { module: 'Screening' });
    await caughtUp(item.position);
    // One connection, so the statement prepared before the rebuild is the one used after it.
    const single = new pg.Pool({ connectionString: db.url, max: 1 });
    try {
      expect((await findContentItem(single, item.contentId))?.title).toBe('Prepared before the swap');
      await rebuildProjection(db.pool, contentCatalogueProjection);
      expect((await findContentItem(single, item.contentId))?.title).toBe('Prepared before the swap');
      expect(await findContentItem(single, 999_999)).toBeUndefined();
    } finally {
      await single.end();
    }
  });

  it('rebuilds into fresh tables with the same indexes, keys and defaults as the migrated ones', async () => {
    const shape = async () =>
      (
        await db.pool.query<{ shape: string }>(
          `SELECT string_agg(x, E'\n' ORDER BY x) AS shape FROM (
             SELECT indexrelid::regclass::text || ' ' || pg_get_indexdef(indexrelid) AS x
               FROM pg_index WHERE indrelid = ANY($1::regclass[])
             UNION ALL
             SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = ANY($1::regclass[])
             UNION ALL
             SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
                    coalesce(column_default, '')
               FROM information_schema.columns WHERE table_name = ANY($1::text[])) shapes`,
          [contentCatalogueProjection.tables],
        )
      ).rows[0]!.shape;
    const before = await shape();
    expect(before).toContain('content_catalogue_title_idx CREATE INDEX content_catalogue_title_idx');
    const last = await create('Offsite induction packs', { module: 'Offers' });
    await caughtUp(last.position);
    const live = await rows();

    await rebuildProjection(db.pool, contentCatalogueProjection);
    expect(await shape()).toEqual(before);
    expect(await rows()).toEqual(live);
    // The copies' schema is gone with the swap, and the rebuilt rows are found through the indexes.
    const { rows: schemas } = await db.pool.query(
      "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'zen_rebuild_%'",
    );
    expect(schemas).toEqual([]);
    const { rows: found } = await db.pool.query<{ title: string }>(
      "SELECT title FROM content_catalogue WHERE lower(title) = 'offsite induction packs'",
    );
    expect(found.map((row) => row.title)).toEqual(['Offsite induction packs']);
  });

  it('hands the planner column statistics of the rebuilt tables at once, not after autovacuum', async () => {
    const last = await create('Statistics after the swap', { module: 'Offers' });
    await caughtUp(last.position);
    await rebuildProjection(db.pool, contentCatalogueProjection);
    const { rows: analysed } = await db.pool.query<{ table: string; columns: string[] }>(
      `SELECT tablename AS table, array_agg(attname::text ORDER BY attname) AS columns
         FROM pg_stats WHERE schemaname = current_schema() AND tablename = ANY($1::text[])
        GROUP BY tablename ORDER BY tablename`,
      [contentCatalogueProjection.tables],
    );
    // What New Content and the access conditions filter and sort on.
    const catalogue = analysed.find((row) => row.table === 'content_catalogue');
    expect(catalogue?.columns).toEqual(
      expect.arrayContaining(['application', 'module', 'level', 'created_at']),
    );
  });

  it('refuses to rebuild into a fresh table what a trigger hangs on, and changes nothing', async () => {
    const { rows: before } = await db.pool.query('SELECT * FROM user_profiles ORDER BY user_id');
    await expect(
      rebuildProjection(db.pool, {
        ...contentCatalogueProjection,
        name: 'fresh-table-refusal',
        tables: ['user_profiles'],
      }),
    ).rejects.toThrow(/user_profiles cannot be rebuilt into a fresh table: trigger zen_account_changed/);
    expect((await db.pool.query('SELECT * FROM user_profiles ORDER BY user_id')).rows).toEqual(before);
    const { rows: schemas } = await db.pool.query(
      "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'zen_rebuild_%'",
    );
    expect(schemas).toEqual([]);
  });

  it('lets only one of two runners apply the projection', async () => {
    const standby = new ProjectionRunner(contentCatalogueProjection, {
      connectionString: db.url,
      logger: createLogger('silent'),
      idlePollMs: 20,
      standbyRetryMs: 20,
    });
    standby.start();
    try {
      const created = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          create(`Vendor onboarding ${i}`, { module: 'Vendor Management' }),
        ),
      );
      await caughtUp(Math.max(...created.map((c) => c.position)));
      const { rows: leaders } = await db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND objid = (hashtext('zen-projection:' || $1)::bigint & 4294967295)`,
        [CONTENT_CATALOGUE],
      );
      expect(leaders[0]!.n).toBe(1);
      const titles = (await rows())
        .map((r) => r.title)
        .filter((t) => String(t).startsWith('Vendor onboarding'));
      expect(titles).toHaveLength(10);
    } finally {
      await standby.stop();
    }
  });
  it('moves past events of other read models, stores that by its periodic write, and survives a rebuild meanwhile', async () => {
    const first = await create('Leave policy walkthrough', { module: 'Offers' });
    await caughtUp(first.position);
    const elsewhere = async () => {
      const result = await eventStore.appendToStream('learner-elsewhere', [
        { type: 'SomethingOnlyAnotherReadModelReads', data: { at: new Date().toISOString() } },
      ]);
      return Number(result.lastEventGlobalPosition);
    };
    let position = 0;
    for (let i = 0; i < 5; i += 1) position = await elsewhere();
    // Nothing for this read model, so a wait for it is over, checkpoint or not…
    await waitForProjections(db.pool, undefined, [CONTENT_CATALOGUE], position);
    // …and the stored checkpoint follows by the periodic write, not one write per event.
    await vi.waitFor(
      async () => {
        const { rows } = await db.pool.query<{ position: string }>(
          'SELECT last_global_position::text AS position FROM projection_checkpoints WHERE name = $1',
          [CONTENT_CATALOGUE],
        );
        expect(Number(rows[0]!.position)).toBe(position);
      },
      { timeout: 5_000, interval: 50 },
    );

    // A rebuild while the runner has read further than the stored checkpoint.
    await elsewhere();
    await rebuildProjection(db.pool, contentCatalogueProjection);
    await elsewhere();
    const second = await create('Leave approval chains', { module: 'Offers' });
    await caughtUp(second.position);
    const live = await rows();
    expect(live.filter((r) => String(r.title).startsWith('Leave ')).map((r) => r.title)).toEqual([
      'Leave policy walkthrough',
      'Leave approval chains',
    ]);
    await rebuildProjection(db.pool, contentCatalogueProjection);
    expect(await rows()).toEqual(live);
  });
  it('names the appended event types in the append notification, so other runners can sleep on', async () => {
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    try {
      const payloads: string[] = [];
      listener.on('notification', ({ channel, payload }) => {
        if (channel === EVENTS_APPENDED_CHANNEL) payloads.push(payload ?? '');
      });
      await listener.query(`LISTEN ${EVENTS_APPENDED_CHANNEL}`);
      await eventStore.appendToStream('learner-notified', [
        { type: 'FavouriteAdded', data: { contentId: 1 } },
        { type: 'FavouriteRemoved', data: { contentId: 1 } },
        { type: 'FavouriteAdded', data: { contentId: 2 } },
      ]);
      await vi.waitFor(() => expect(payloads).toHaveLength(1));
      expect(payloads[0]!.split(',').sort()).toEqual(['FavouriteAdded', 'FavouriteRemoved']);
    } finally {
      await listener.end();
    }
  });
});
