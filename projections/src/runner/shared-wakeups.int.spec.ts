import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleContentCommand } from '@zen/command-service';
import { createEventStore, createLogger, type EventStore } from '@zen/platform';
import { createTestDatabase, type TestDatabase } from '@zen/portal/testing';
import { contentCatalogueProjection, CONTENT_CATALOGUE } from '../content-catalogue/projection.ts';
import { EVENTS_APPENDED_CHANNEL, Notifications } from './notifications.ts';
import { ProjectionRunner } from './runner.ts';
import { waitForProjections } from './wait.ts';

/**
 * Runners that share their process's LISTEN connection for the append notifications (the portal
 * and the projections service run them so). Their idle poll is a minute here, far longer than
 * the waits below allow: an append is applied in time only if its notification wakes the runner.
 */
let db: TestDatabase;
let eventStore: EventStore;
let appended: Notifications;
let runner: ProjectionRunner;
let nextId = 5000;

const create = async (title: string): Promise<number> => {
  const contentId = (nextId += 1);
  const result = await handleContentCommand(eventStore, {
    type: 'CreateContent',
    data: {
      contentId,
      by: 'tester',
      at: '2026-11-01T09:00:00.000Z',
      form: {
        title,
        description: 'Approve or refuse a leave request from the manager view.',
        type: 'Article',
        identifier: null,
        contentNumber: null,
        application: 'Zoho People',
        module: 'Leave',
        level: 'Manager',
        url: 'https://help.zen-consulting.example/articles/leave',
        keywords: [],
        learningJourney: 'Operational',
      },
    },
  });
  return Number(result.lastEventGlobalPosition);
};

/** Polls the checkpoint (no notifications) for at most 10 s: well under the runner's idle poll. */
const applied = (position: number) =>
  waitForProjections(db.pool, undefined, [CONTENT_CATALOGUE], position, 10_000);
const titles = async () =>
  (await db.pool.query<{ title: string }>('SELECT title FROM content_catalogue ORDER BY id')).rows.map(
    (row) => row.title,
  );

beforeAll(async () => {
  db = await createTestDatabase();
  eventStore = createEventStore(db.url);
  appended = new Notifications(db.url, [EVENTS_APPENDED_CHANNEL]);
  await appended.start();
  runner = new ProjectionRunner(contentCatalogueProjection, {
    connectionString: db.url,
    logger: createLogger('silent'),
    idlePollMs: 60_000,
    appended,
  });
  runner.start();
});
afterAll(async () => {
  await runner?.stop();
  await appended?.stop();
  await eventStore?.close();
  await db?.close();
});

describe('runners woken through the shared LISTEN connection', () => {
  it('apply an append at once, and the runner listens on no connection of its own', async () => {
    await applied(await create('Approving leave requests'));
    expect(await titles()).toContain('Approving leave requests');
    const { rows } = await db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('still wake after the shared connection is cut and comes back', async () => {
    const { rows } = await db.pool.query<{ cut: boolean }>(
      `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
        WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
    expect(rows.map((row) => row.cut)).toEqual([true]);
    // Appended while nobody listens: the reconnection (within a second or two) says "anything may
    // have moved", and the runner catches up without waiting for its idle poll.
    await applied(await create('Leave balances explained'));
    expect(await titles()).toContain('Leave balances explained');
  });
});
