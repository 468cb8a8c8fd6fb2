import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPortal, TEST_CUSTOMER, type TestPortal } from '@zen/portal/testing';
import { createEventStore, createLogger } from '@zen/platform';
import { contact, SwitchableCrm } from '../testing/switchable-crm.ts';
import { scheduleCrmSync } from './schedule.ts';

/**
 * Every command-service replica starts the CRM sync scheduler (DESIGN §3). Two schedulers on one
 * database, polling every 100 ms, with one occurrence of the schedule falling due: the sync runs
 * once. Agenda locks the job row before running it; the sync's own advisory lock could not
 * prevent a second run that starts after the first has finished.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.close();
});

/** A six-field cron (seconds first) naming one instant of each day, in UTC. */
const dailyAt = (at: Date) => `${at.getUTCSeconds()} ${at.getUTCMinutes()} ${at.getUTCHours()} * * *`;

const scheduledRuns = async () =>
  (
    await portal.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM emt_messages
        WHERE message_type = 'CrmSyncCompleted' AND message_data->>'trigger' = 'schedule'`,
    )
  ).rows[0]!.n;

it('runs a due occurrence once across two replicas', async () => {
  const crm = new SwitchableCrm([contact(TEST_CUSTOMER)]);
  // Each run takes a while, so two schedulers racing for the same occurrence would overlap.
  crm.delayMs = 300;
  const eventStore = createEventStore(portal.databaseUrl);
  const deps = { pool: portal.pool, eventStore, crm, logger: createLogger('silent') };
  const due = new Date(Date.now() + 3_000);
  const options = { cron: dailyAt(due), timezone: 'UTC', processEvery: 100 };
  const replicas = [await scheduleCrmSync(deps, options), await scheduleCrmSync(deps, options)];
  try {
    expect(await scheduledRuns()).toBe(0);
    await expect.poll(scheduledRuns, { timeout: 15_000, interval: 100 }).toBe(1);
    // Both schedulers keep polling well past the occurrence: still one run.
    await sleep(3_000);
    expect(await scheduledRuns()).toBe(1);
    const { rows } = await portal.pool.query(
      `SELECT message_data AS data FROM emt_messages WHERE message_type = 'CrmSyncCompleted'`,
    );
    expect(rows[0].data).toMatchObject({ trigger: 'schedule', syncedCount: 2, errors: [] });
    const next = await portal.pool.query<{ next_run_at: Date }>(
      'SELECT next_run_at FROM agenda_jobs WHERE repeat_interval = $1',
      [options.cron],
    );
    // The next occurrence is tomorrow's.
    expect(next.rows).toHaveLength(1);
    expect(next.rows[0]!.next_run_at.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  } finally {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await eventStore.close();
  }
});
