import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, expect, it } from 'vitest';
import { createPool, isRunning, type Pool } from '@zen/platform';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './demo/seed.ts';
import { liveAndRebuiltReadModels, signIn, startPortalProcess, type PortalProcess } from './testing/index.ts';

/**
 * The database going away under load (issue 7), on the portal's own embedded PostgreSQL as
 * `npm start` runs it: a restart of the server (stopped by its pid, started again by the portal)
 * and a hard kill of the portal itself. Nothing acknowledged may be lost or written twice.
 */

const PASSWORD = 'outage-test-password';
const running: PortalProcess[] = [];
/** Loads still driving when a test fails are stopped before their portal is. */
const loads: { stop: () => Promise<void> }[] = [];
const dirs: string[] = [];
const pools: Pool[] = [];

afterEach(async () => {
  for (const load of loads.splice(0)) await load.stop();
  for (const pool of pools.splice(0)) await pool.end().catch(() => undefined);
  for (const portal of running.splice(0)) await portal.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zen-outage-'));
  // As root the embedded server runs as the 'postgres' user, which must reach its folder.
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return path.join(dir, 'data');
};

const start = async (dir: string, env: Record<string, string> = {}) => {
  const portal = await startPortalProcess(dir, env);
  running.push(portal);
  return portal;
};

/** Straight to the embedded database, as the portal's own data (port from its lock file). */
const openPool = (portal: PortalProcess) => {
  const postmaster = portal.postmaster();
  if (!postmaster) throw new Error('the embedded PostgreSQL is not running');
  const pool = createPool(`postgres://portal:portal@127.0.0.1:${postmaster.port}/portal`, 4);
  pools.push(pool);
  return pool;
};

const item = (title: string) => ({
  title,
  description: 'Approving leave from the manager dashboard.',
  type: 'Video',
  application: 'Zoho People',
  module: 'Leave',
  level: 'Manager',
  url: 'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
  keywords: ['leave'],
  learningJourney: 'Operational',
});

type Load = {
  acknowledged: Map<string, number>;
  statuses: Map<number | 'network', number>;
  /** When a write was last acknowledged. */
  lastAck: number;
  stop: () => Promise<void>;
};

/** `workers` admins creating content as fast as the portal answers, until stopped. */
const driveWrites = (call: Awaited<ReturnType<typeof signIn>>, label: string, workers = 8): Load => {
  const load: Load = {
    acknowledged: new Map(),
    statuses: new Map(),
    lastAck: 0,
    stop: async () => undefined,
  };
  let running = true;
  let sequence = 0;
  const worker = async () => {
    while (running) {
      const title = `${label} ${sequence++}`;
      let status: number | 'network';
      try {
        const response = await call('POST', '/api/content', item(title));
        status = response.status;
        if (response.ok) {
          load.acknowledged.set(title, ((await response.json()) as { id: number }).id);
          load.lastAck = Date.now();
        } else {
          await response.body?.cancel();
        }
      } catch {
        status = 'network';
        await sleep(50);
      }
      load.statuses.set(status, (load.statuses.get(status) ?? 0) + 1);
      if (status !== 201) await sleep(100);
    }
  };
  const all = Promise.all(Array.from({ length: workers }, worker));
  load.stop = async () => {
    running = false;
    await all;
  };
  loads.push(load);
  return load;
};

/** The demo customer completing the items they can see, one after another, until stopped. */
const driveCompletions = async (call: Awaited<ReturnType<typeof signIn>>) => {
  const page = (await (await call('GET', '/api/content/filtered?type=help&pageSize=100')).json()) as {
    items: { id: number }[];
  };
  const load = { acknowledged: new Set<number>(), statuses: new Map<number | 'network', number>() };
  let running = true;
  const work = (async () => {
    for (const { id } of page.items) {
      if (!running) break;
      for (;;) {
        let status: number | 'network';
        try {
          const response = await call('POST', '/api/video-completions', { contentId: id });
          status = response.status;
          await response.body?.cancel();
        } catch {
          status = 'network';
        }
        load.statuses.set(status, (load.statuses.get(status) ?? 0) + 1);
        if (status === 200 || status === 201) {
          load.acknowledged.add(id);
          break;
        }
        if (!running) break;
        await sleep(100);
      }
      await sleep(40);
    }
  })();
  const driven = {
    ...load,
    stop: async () => {
      running = false;
      await work;
    },
  };
  loads.push(driven);
  return driven;
};

/** Every acknowledged completion is in the learner's stream exactly once and in the read model. */
const expectCompletionsOnce = async (pool: Pool, acknowledged: Set<number>) => {
  const ids = [...acknowledged];
  const { rows: events } = await pool.query<{ id: number; count: number }>(
    `SELECT (message_data->>'contentId')::int AS id, count(*)::int AS count FROM emt_messages
      WHERE message_type IN ('VideoCompleted', 'ArticleCompleted') AND stream_id LIKE 'learner-%'
        AND (message_data->>'contentId')::int = ANY($1) GROUP BY 1`,
    [ids],
  );
  expect(events.length).toBe(ids.length);
  expect(events.filter((e) => e.count !== 1)).toEqual([]);
  const { rows } = await pool.query(
    'SELECT content_id FROM learner_content WHERE completed_at IS NOT NULL AND content_id = ANY($1)',
    [ids],
  );
  expect(rows.length).toBe(ids.length);
};

/** Every acknowledged item is in the log exactly once and in the catalogue. */
const expectAllPresentOnce = async (pool: Pool, acknowledged: Map<string, number>) => {
  const ids = [...acknowledged.values()];
  const { rows: events } = await pool.query<{ id: number; count: number }>(
    `SELECT (message_data->>'contentId')::int AS id, count(*)::int AS count FROM emt_messages
      WHERE message_type = 'ContentCreated' AND (message_data->>'contentId')::int = ANY($1) GROUP BY 1`,
    [ids],
  );
  expect(events.length).toBe(ids.length);
  expect(events.filter((e) => e.count !== 1)).toEqual([]);
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM content_catalogue WHERE id = ANY($1)', [
    ids,
  ]);
  expect(rows.length).toBe(ids.length);
};

/** A portal on its own new database, its admin creating and its customer completing items. */
const underLoad = async (label: string, restartDelayMs: number) => {
  const portal = await start(dataDir(), { PORTAL_PG_RESTART_DELAY_MS: String(restartDelayMs) });
  const admin = await signIn(portal.url, DEMO_ADMIN.email, PASSWORD);
  const customer = await signIn(portal.url, DEMO_CUSTOMER.email, PASSWORD);
  const load = driveWrites(admin, label);
  const completions = await driveCompletions(customer);
  await sleep(1500);
  return { portal, admin, customer, load, completions };
};

/**
 * Until `load` acknowledges writes again after a failure at `failedAt` (`margin` later, so not
 * one already answered on its way), and how long after the failure that was.
 */
const writesAgainAfter = async (
  { portal, load }: Awaited<ReturnType<typeof underLoad>>,
  failedAt: number,
  what: string,
  margin = 500,
) => {
  for (const deadline = Date.now() + 60_000; load.lastAck <= failedAt + margin; await sleep(100)) {
    if (Date.now() > deadline) throw new Error(`no write acknowledged after ${what}:\n${portal.output()}`);
  }
  return load.lastAck - failedAt;
};

/**
 * Stops the loads and checks what an outage may not do: the portal still running, answers 503
 * while the database was away and never a 500 or a dropped connection, every acknowledged write
 * and completion present once, every read model equal to a rebuild, and the admin's session and
 * read-your-writes as before it. Returns the loads' answers by status, and a pool on the database.
 */
const expectNothingLost = async (
  { portal, admin, load, completions }: Awaited<ReturnType<typeof underLoad>>,
  after: string,
) => {
  await sleep(1000);
  await load.stop();
  await completions.stop();

  expect(portal.child.exitCode).toBeNull();
  const statuses = Object.fromEntries(load.statuses);
  // The load client gives up at 30 s: a hang would show up as 'network'.
  expect(Object.keys(statuses).sort()).toEqual(expect.arrayContaining(['201', '503']));
  expect(statuses['500']).toBeUndefined();
  expect(statuses.network).toBeUndefined();
  const completionStatuses = Object.fromEntries(completions.statuses);
  expect(completionStatuses['500']).toBeUndefined();
  expect(completionStatuses.network).toBeUndefined();
  expect(completions.acknowledged.size).toBeGreaterThan(0);

  const pool = openPool(portal);
  await expectAllPresentOnce(pool, load.acknowledged);
  await expectCompletionsOnce(pool, completions.acknowledged);
  const { live, rebuilt } = await liveAndRebuiltReadModels(pool);
  expect(rebuilt).toEqual(live);
  const created = await admin('POST', '/api/content', item(`After ${after}`));
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await admin('GET', `/api/content/${id}`)).status).toBe(200);
  return { statuses, completionStatuses, pool };
};

// Each test starts real portal processes on their own new database: minutes, not seconds, on a busy CI machine.
it(
  'survives a restart of its database under load: 503 meanwhile, nothing lost or doubled',
  { timeout: 240_000 },
  async () => {
    const loaded = await underLoad('Restart', 2000);
    const { portal, admin, customer, load, completions } = loaded;

    const before = portal.postmaster()!;
    const stoppedAt = Date.now();
    process.kill(before.pid, 'SIGINT'); // a fast shutdown, as a restart or failover does
    // During the outage: health and reads answer 503 problem+json with Retry-After, at once.
    let outage: Response | undefined;
    for (const deadline = Date.now() + 5_000; Date.now() < deadline; await sleep(100)) {
      const response = await fetch(`${portal.url}/healthz`);
      if (response.status === 503) {
        outage = response;
        break;
      }
    }
    expect(outage?.status).toBe(503);
    expect(outage?.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(outage?.headers.get('retry-after')).toBe('5');
    expect(((await outage!.json()) as { title: string }).title).toBe('Service temporarily unavailable');
    // A read of a read model is refused the same way (the session itself may come from memory).
    const read = await admin('GET', '/api/content/filtered?type=help');
    expect(read.status).toBe(503);

    // Back by itself, after the 2 s restart delay: the first write acknowledged then ends the outage.
    const recoveredMs = await writesAgainAfter(loaded, stoppedAt, 'the restart', 2000);
    expect(portal.postmaster()!.pid).not.toBe(before.pid);
    const { statuses, completionStatuses, pool } = await expectNothingLost(loaded, 'the restart');
    // The demo customer carries what the demo CRM directory says of them.
    const profile = (await (await customer('GET', '/api/profile')).json()) as Record<string, unknown>;
    expect(profile).toMatchObject({
      mobile: '+1 555 0101',
      jobTitle: 'Talent Partner',
      companyName: 'Acme Corporation',
    });

    // Ctrl-C after the restart stops everything cleanly, as before it: nothing borrowed from the
    // pool by the outage keeps it from ending (the portal gives up after 20 s and says on what).
    await pool.end();
    const stopped = await portal.stop();
    expect({ ...stopped, stoppedCleanly: /Stopped\./.test(portal.output()) }, portal.output()).toEqual({
      code: 0,
      signal: null,
      stoppedCleanly: true,
    });

    process.stdout.write(
      `database restart: acknowledged ${load.acknowledged.size}, lost 0, duplicated 0, ` +
        `statuses ${JSON.stringify(statuses)}; learner completions acknowledged ${completions.acknowledged.size}, ` +
        `statuses ${JSON.stringify(completionStatuses)}; first write acknowledged ${(recoveredMs / 1000).toFixed(1)} s after the stop ` +
        `(restart delay 2 s)\n`,
    );
  },
);

/** One of the portal's own connections, as PostgreSQL lists it (asked on a pool ended before the kill). */
const portalBackendPid = async (portal: PortalProcess): Promise<number> => {
  const pool = openPool(portal);
  try {
    const { rows } = await pool.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE backend_type = 'client backend' AND datname = 'portal' AND pid <> pg_backend_pid()
        ORDER BY backend_start LIMIT 1`,
    );
    return rows[0]!.pid;
  } finally {
    await pool.end();
  }
};

it(
  'survives its database crashing under load, a backend and then the server killed: nothing lost or doubled',
  { timeout: 240_000 },
  async () => {
    const loaded = await underLoad('Crash', 500);
    const { portal, load, completions } = loaded;

    // A backend killed: PostgreSQL ends every connection and recovers from its log, the
    // postmaster staying up. The read models' commits do not wait for the disk, so this is
    // where one loses its last moments and must apply them again from the event log.
    const server = portal.postmaster()!;
    const backendKilledAt = Date.now();
    process.kill(await portalBackendPid(portal), 'SIGKILL');
    const afterBackend = await writesAgainAfter(loaded, backendKilledAt, 'a backend was killed');
    expect(portal.postmaster()!.pid).toBe(server.pid);

    // The server itself killed: no shutdown at all; the portal starts it again on the same data.
    const serverKilledAt = Date.now();
    process.kill(server.pid, 'SIGKILL');
    const afterServer = await writesAgainAfter(loaded, serverKilledAt, 'the server was killed');
    expect(portal.postmaster()!.pid).not.toBe(server.pid);
    const { statuses, completionStatuses } = await expectNothingLost(loaded, 'the crash');

    process.stdout.write(
      `database crash: acknowledged ${load.acknowledged.size}, lost 0, duplicated 0, statuses ${JSON.stringify(statuses)}; ` +
        `learner completions acknowledged ${completions.acknowledged.size}, statuses ${JSON.stringify(completionStatuses)}; ` +
        `writes acknowledged again ${(afterBackend / 1000).toFixed(1)} s after the backend kill and ` +
        `${(afterServer / 1000).toFixed(1)} s after the server kill\n`,
    );
  },
);

it(
  'starts again after a hard kill mid-load and finds every acknowledged write',
  { timeout: 240_000 },
  async () => {
    const dir = dataDir();
    const first = await start(dir);
    const admin = await signIn(first.url, DEMO_ADMIN.email, PASSWORD);
    const load = driveWrites(admin, 'Hard kill');
    await sleep(2000);
    const orphan = first.postmaster()!;
    first.child.kill('SIGKILL'); // as an out-of-memory kill or a crash does
    await first.exited;
    await load.stop();
    expect(load.acknowledged.size).toBeGreaterThan(0);

    // The next start finds the old server (stopped by its watcher, or by the start itself) and runs.
    const second = await start(dir);
    const after = second.postmaster()!;
    expect(after.pid).not.toBe(orphan.pid);
    expect(isRunning(orphan.pid)).toBe(false);
    const pool = openPool(second);
    await expectAllPresentOnce(pool, load.acknowledged);
    const { live, rebuilt } = await liveAndRebuiltReadModels(pool);
    expect(rebuilt).toEqual(live);
    process.stdout.write(
      `hard kill: acknowledged ${load.acknowledged.size} before the kill, all present after the restart\n`,
    );
  },
);
