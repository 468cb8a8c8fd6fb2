import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentFormInput, ContentItem, CustomerContentPage } from '@zen/contracts';
import { freePort, hashPassword } from '@zen/platform';
import { PROJECTIONS } from '@zen/projections';
import { createAccounts, namedDetails } from './accounts.ts';
import { createTestDatabase, type TestDatabase } from './testing/database.ts';

/**
 * The distributed layout (DESIGN §3) for real: command-service, query-service and two projections
 * replicas as separate processes sharing only PostgreSQL. Proves sessions cross processes,
 * read-your-writes holds across them, and a standby projection replica neither double-applies
 * nor leaves the read model stale when the leader goes away.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN = 'admin@provider.example';
const PASSWORD = 'correct horse battery staple';
const SESSION_SECRET = randomBytes(32).toString('hex');
// Unique per run: pg_stat_activity and pg_locks are shared with every other test database.
const RUN = randomBytes(4).toString('hex');

type Service = {
  name: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const services: Service[] = [];

const start = (name: string, entry: string, env: Record<string, string>): Service => {
  // Node itself, not the tsx wrapper, so SIGTERM reaches the service rather than a relay.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, entry)], {
    cwd: ROOT,
    // Only what the service needs: no DATABASE_URL or PORTAL_* leaking in from the machine.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const service = { name, child, output, exited };
  services.push(service);
  return service;
};

const stop = async (service: Service) => {
  if (service.child.exitCode === null && service.child.signalCode === null) service.child.kill('SIGTERM');
  return service.exited;
};

const diagnostics = () => services.map((s) => `--- ${s.name}\n${s.output.join('')}`).join('\n');

/** Polls `check` until it returns true; on timeout fails with every child's output. */
const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    const dead = services.find((s) => s.child.exitCode !== null || s.child.signalCode !== null);
    if (dead) throw new Error(`${dead.name} exited while waiting for ${what}\n${diagnostics()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}\n${diagnostics()}`);
};

const answers = async (url: string) => {
  await fetch(url);
  return true;
};

describe('distributed layout: one process per service', () => {
  let database: TestDatabase;
  let commandUrl: string;
  let queryUrl: string;
  let cookie: string;
  const replicas: Service[] = [];

  const send = (base: string, method: string, route: string, body?: unknown) =>
    fetch(`${base}${route}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const createContent = async (title: string): Promise<ContentItem> => {
    const form: ContentFormInput = {
      title,
      type: 'Video',
      application: 'Zoho People',
      module: 'Leave',
      level: 'Employee',
      url: 'https://www.loom.com/share/abc',
    };
    const response = await send(commandUrl, 'POST', '/api/content', form);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as ContentItem;
  };

  const search = async (word: string): Promise<CustomerContentPage> => {
    const response = await send(queryUrl, 'GET', `/api/content/filtered?search=${encodeURIComponent(word)}`);
    expect(response.status).toBe(200);
    return (await response.json()) as CustomerContentPage;
  };

  /**
   * A connection's replica (its PGAPPNAME), also after the runners' read-model-writer marker
   * ('zen-read-model-writer zen-projections-…-1', projections/src/runner/log.ts).
   */
  const REPLICA_NAME = `coalesce(nullif(split_part(a.application_name, ' ', 2), ''), a.application_name)`;

  /** Which replicas hold a projection's advisory lock right now. */
  const lockHolders = async (): Promise<string[]> => {
    const { rows } = await database.pool.query<{ application_name: string }>(
      `SELECT ${REPLICA_NAME} AS application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE l.locktype = 'advisory' AND l.granted AND a.datname = current_database()
          AND ${REPLICA_NAME} = ANY($1)`,
      [replicas.map((r) => r.name)],
    );
    return rows.map((r) => r.application_name);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    // No projection runs yet: the projections processes catch up when they start.
    await createAccounts(database.pool, database.url, [
      {
        email: ADMIN,
        passwordHash: await hashPassword(PASSWORD),
        details: namedDetails('Avery', 'Admin'),
        awaitReadModels: false,
      },
    ]);
    const [commandPort, queryPort] = [await freePort(), await freePort()];
    const common = {
      DATABASE_URL: database.url,
      SESSION_SECRET,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    };
    start('command-service', 'command-service/src/main.ts', { ...common, PORT: String(commandPort) });
    start('query-service', 'query-service/src/main.ts', { ...common, PORT: String(queryPort) });
    for (const n of [1, 2]) {
      // Named connections let the test see which replica holds which lock.
      const name = `zen-projections-${RUN}-${n}`;
      replicas.push(start(name, 'projections/src/main.ts', { ...common, PORT: '0', PGAPPNAME: name }));
    }
    commandUrl = `http://127.0.0.1:${commandPort}`;
    queryUrl = `http://127.0.0.1:${queryPort}`;

    await waitFor('command-service', () => answers(`${commandUrl}/api/session`));
    await waitFor('query-service', async () => (await fetch(`${queryUrl}/healthz`)).ok);
    // Both replicas connected: one leads each projection, the other stands by.
    await waitFor('both projections replicas', async () => {
      const { rows } = await database.pool.query<{ n: number }>(
        `SELECT count(DISTINCT ${REPLICA_NAME}) AS n FROM pg_stat_activity a
          WHERE datname = current_database() AND ${REPLICA_NAME} = ANY($1)`,
        [replicas.map((r) => r.name)],
      );
      return rows[0]!.n === 2 && (await lockHolders()).length === PROJECTIONS.length;
    });
  }, 90_000);

  afterAll(async () => {
    const exits = await Promise.all(services.map(async (s) => ({ name: s.name, ...(await stop(s)) })));
    await database?.close();
    expect(exits, diagnostics()).toEqual(services.map((s) => ({ name: s.name, code: 0, signal: null })));
  }, 30_000);

  it('signs in on command-service and is signed in on query-service', async () => {
    const login = await fetch(`${commandUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const sessionCookie = login.headers.getSetCookie().find((c) => c.startsWith('zen.sid='));
    expect(sessionCookie).toBeDefined();
    cookie = sessionCookie!.split(';')[0]!;

    const session = await send(queryUrl, 'GET', '/api/session');
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string; isAdmin: boolean } }).user).toMatchObject({
      email: ADMIN,
      isAdmin: true,
    });
  });

  it('reads its own write across processes, applied once by one replica', async () => {
    const word = `distributed${RUN}`;
    const item = await createContent(`${word} leave walkthrough`);

    // The very next read, on another process, already shows it: command-service answered only
    // once the projections process's checkpoint passed the event.
    const page = await search(word);
    expect(page.items.map((i) => i.id)).toEqual([item.id]);

    const events = await database.pool.query<{ n: number }>(
      `SELECT count(*) AS n FROM emt_messages WHERE message_type = 'ContentCreated' AND stream_id = $1`,
      [`content-${item.id}`],
    );
    expect(events.rows[0]!.n).toBe(1);
    const rows = await database.pool.query<{ n: number }>(
      'SELECT count(*) AS n FROM content_catalogue WHERE title = $1',
      [item.title],
    );
    expect(rows.rows[0]!.n).toBe(1);
    expect(await lockHolders()).toHaveLength(PROJECTIONS.length);
  });

  it('keeps read-your-writes when the leading projections replica stops', async () => {
    const [leader] = await lockHolders();
    const leading = replicas.find((r) => r.name === leader)!;
    const standby = replicas.find((r) => r !== leading)!;
    expect(await stop(leading)).toEqual({ code: 0, signal: null });

    const word = `failover${RUN}`;
    const item = await createContent(`${word} leave walkthrough`);
    expect((await search(word)).items.map((i) => i.id)).toEqual([item.id]);
    // The standby takes over each projection's lock on its next try.
    await expect.poll(() => lockHolders(), { timeout: 15_000 }).toEqual(PROJECTIONS.map(() => standby.name));
  });
});
