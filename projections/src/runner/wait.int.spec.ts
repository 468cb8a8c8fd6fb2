import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleContentCommand } from '@zen/command-service';
import { createEventStore, createLogger, Notifications, type EventStore } from '@zen/platform';
import { createTestDatabase, type TestDatabase } from '@zen/portal/testing';
import { contentCatalogueProjection, CONTENT_CATALOGUE } from '../content-catalogue/projection.ts';
import { findContentItem } from '../content-catalogue/rows.ts';
import { CHECKPOINT_CHANNEL } from './checkpoint.ts';
import { ProjectionRunner } from './runner.ts';
import { appendedAt, waitForProjections } from './wait.ts';

let db: TestDatabase;
let eventStore: EventStore;
let runner: ProjectionRunner;
let notifications: Notifications;
/** Connections the waits take from the pool: none, when notifications settle them. */
let checkouts = 0;
let nextId = 5000;

const create = (title: string) =>
  handleContentCommand(eventStore, {
    type: 'CreateContent',
    data: {
      contentId: (nextId += 1),
      by: 'tester',
      at: '2026-11-01T09:00:00.000Z',
      form: {
        title,
        description: 'How a read waits for its own write.',
        type: 'Article',
        identifier: 'ZR-RYW-01',
        contentNumber: '',
        application: 'Zoho Recruit',
        module: 'Interviews',
        level: 'Hiring Manager',
        url: 'https://help.zen-consulting.example/articles/read-your-writes',
        keywords: [],
        learningJourney: 'Operational',
      },
    },
  });

beforeAll(async () => {
  db = await createTestDatabase();
  eventStore = createEventStore(db.url);
  notifications = new Notifications(db.url, [CHECKPOINT_CHANNEL], createLogger('silent'));
  await notifications.start();
  runner = new ProjectionRunner(contentCatalogueProjection, {
    connectionString: db.url,
    logger: createLogger('silent'),
  });
  runner.start();
  db.pool.on('acquire', () => (checkouts += 1));
});
afterAll(async () => {
  await runner?.stop();
  await notifications?.stop();
  await eventStore?.close();
  await db?.close();
});

describe('read-your-writes', () => {
  it('is kept while another database on the server has a long write transaction open', async () => {
    const elsewhere = new pg.Client({ connectionString: db.url.replace(/\/[^/]+$/, '/postgres') });
    await elsewhere.connect();
    try {
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      const created = await create('Written beside another database’s transaction');
      // The runner reads past it (log.ts): the wait ends well within its limit, not in a lag error.
      await waitForProjections(db.pool, notifications, [CONTENT_CATALOGUE], appendedAt(created), 5_000);
      expect((await findContentItem(db.pool, nextId))?.title).toBe(
        'Written beside another database’s transaction',
      );
    } finally {
      await elsewhere.query('COMMIT').catch(() => undefined);
      await elsewhere.end();
    }
  });

  it('knows from the append and the checkpoint notifications when the write shows, without asking', async () => {
    const first = await create('Waiting on a notification');
    const at = appendedAt(first);
    expect(at).toEqual({ transactionId: expect.stringMatching(/^\d+$/), globalPosition: expect.any(Number) });

    const before = checkouts;
    await waitForProjections(db.pool, notifications, [CONTENT_CATALOGUE], at);
    expect(checkouts - before).toBe(0);
    expect((await findContentItem(db.pool, nextId))?.title).toBe('Waiting on a notification');

    // Already passed before the wait began: what was notified settles it at once.
    const again = checkouts;
    await waitForProjections(db.pool, notifications, [CONTENT_CATALOGUE], at);
    expect(checkouts - again).toBe(0);
  });

  it('still places an event given only its position, by asking the database', async () => {
    const result = await create('Waiting on a position');
    const before = checkouts;
    await waitForProjections(
      db.pool,
      notifications,
      [CONTENT_CATALOGUE],
      Number(result.lastEventGlobalPosition),
    );
    expect(checkouts - before).toBeGreaterThan(0);
    expect((await findContentItem(db.pool, nextId))?.title).toBe('Waiting on a position');
  });
});
