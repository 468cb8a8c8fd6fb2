import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDirectoryGateway, resolveDirectoryFile } from '@zen/command-service';
import { findAccountByEmail, insertCredentials, loadConfig, verifyPassword, type Pool } from '@zen/platform';
import { runCli, spawnCli } from '../testing/cli.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { demoCatalogue } from './catalogue.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER, seedDemoData, type SeedDeps } from './seed.ts';

/**
 * The demo seed stopped part-way (a kill or Ctrl-C during a first start, the CRM failing) and run
 * again ends with the same demo as a seed that ran straight through: nothing missing, nothing twice.
 */

const databases: TestDatabase[] = [];
const freshDatabase = async () => {
  const db = await createTestDatabase();
  databases.push(db);
  return db;
};
afterAll(async () => {
  await Promise.all(databases.map((db) => db.close()));
});

/** Every event of the log by type, counted: what the demo wrote, whatever its ids and times. */
const eventsByType = async (pool: Pool): Promise<Record<string, number>> => {
  const { rows } = await pool.query<{ type: string; count: number }>(
    'SELECT message_type AS type, count(*)::int AS count FROM emt_messages GROUP BY 1 ORDER BY 1',
  );
  return Object.fromEntries(rows.map((row) => [row.type, row.count]));
};
const itemsCreated = async (pool: Pool): Promise<number> =>
  (
    await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM emt_messages WHERE message_type = 'ContentCreated'",
    )
  ).rows[0]!.n;

const passwordOf = async (pool: Pool, email: string) =>
  (await findAccountByEmail(pool, email))?.password_hash;

const directory = createDirectoryGateway(resolveDirectoryFile(loadConfig({}).CRM_DIRECTORY_FILE));
const seedDeps = (db: TestDatabase, crm: SeedDeps['crm'] = directory): SeedDeps => ({
  pool: db.pool,
  databaseUrl: db.url,
  config: loadConfig({}),
  crm,
});

/** The demo as a seed that nothing stopped writes it. */
let straightThrough: Record<string, number>;
beforeAll(async () => {
  const db = await freshDatabase();
  await seedDemoData(seedDeps(db), 'straight-through-password');
  straightThrough = await eventsByType(db.pool);
  expect(straightThrough.ContentCreated).toBe(demoCatalogue().length);
}, 120_000);

it('finishes a seed killed part-way through the catalogue, with every demo item once', async () => {
  const db = await freshDatabase();
  const env = { DATABASE_URL: db.url, LOG_LEVEL: 'warn' };
  const first = spawnCli(['seed'], { ...env, PORTAL_DEMO_PASSWORD: 'first-password' });
  const exited = once(first, 'exit');
  for (const deadline = Date.now() + 60_000; (await itemsCreated(db.pool)) < 40; await sleep(10)) {
    if (Date.now() > deadline || first.exitCode !== null) throw new Error('the seed never got going');
  }
  first.kill('SIGKILL');
  await exited;
  // Stopped part-way indeed: some items, no accounts.
  expect(await itemsCreated(db.pool)).toBeLessThan(demoCatalogue().length);
  expect(await findAccountByEmail(db.pool, DEMO_ADMIN.email)).toBeUndefined();

  const second = runCli(['seed'], { ...env, PORTAL_DEMO_PASSWORD: 'second-password' });
  expect(second.stderr).toBe('');
  expect(second.status).toBe(0);
  expect(second.stdout).toContain(`Demo data loaded: ${demoCatalogue().length} content items.`);
  expect(await eventsByType(db.pool)).toEqual(straightThrough);
  const { rows } = await db.pool.query<{ titles: number }>(
    `SELECT count(DISTINCT message_data->>'title')::int AS titles FROM emt_messages
      WHERE message_type = 'ContentCreated'`,
  );
  expect(rows[0]!.titles).toBe(demoCatalogue().length);
  expect(await verifyPassword((await passwordOf(db.pool, DEMO_ADMIN.email))!, 'second-password')).toBe(true);

  // Finished: a third run adds nothing.
  expect(runCli(['seed'], env).stdout).not.toContain('Demo data loaded');
  expect(await eventsByType(db.pool)).toEqual(straightThrough);
}, 120_000);

it('finishes a seed that failed after the customer and a half-made admin, with one journey and the new password', async () => {
  const db = await freshDatabase();
  const crmDownForAdmin: SeedDeps['crm'] = {
    findContactByEmail: (email) =>
      email === DEMO_ADMIN.email
        ? Promise.reject(new Error('CRM unreachable'))
        : directory.findContactByEmail(email),
  };
  await expect(seedDemoData(seedDeps(db, crmDownForAdmin), 'first-password')).rejects.toThrow(
    'CRM unreachable',
  );
  const journey = await eventsByType(db.pool);
  expect(journey.ContentViewed).toBeGreaterThan(0);
  // A registration cut off between its credentials and its events (a kill in between).
  await insertCredentials(db.pool, { id: crypto.randomUUID(), email: DEMO_ADMIN.email, passwordHash: 'x' });

  const resumed = await seedDemoData(seedDeps(db), 'second-password');
  expect(resumed).toEqual({ seeded: true, contentItems: demoCatalogue().length });
  expect(await eventsByType(db.pool)).toEqual(straightThrough);
  for (const email of [DEMO_CUSTOMER.email, DEMO_ADMIN.email]) {
    const hash = (await passwordOf(db.pool, email))!;
    expect(await verifyPassword(hash, 'second-password')).toBe(true);
    expect(await verifyPassword(hash, 'first-password')).toBe(false);
  }
}, 120_000);

it('seeds once when two starts seed the same empty database at the same time', async () => {
  const db = await freshDatabase();
  const results = await Promise.all([
    seedDemoData(seedDeps(db), 'same-password'),
    seedDemoData(seedDeps(db), 'same-password'),
  ]);
  expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
  expect(await eventsByType(db.pool)).toEqual(straightThrough);
}, 120_000);
