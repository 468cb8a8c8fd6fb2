import { appendFileSync, chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reportConnectionErrorsTo } from './connections.ts';
import { isRunning } from './embedded-lifecycle.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { createPool } from './pool.ts';

/**
 * The embedded server as the CLI runs it: in a process group of its own, so a Ctrl-C typed at the
 * portal reaches only the portal, which stops the server last; and a start that fails says why.
 */
let dir: string;

/** A process's group (Linux: /proc/<pid>/stat, "pid (name) state ppid pgrp …"). */
const processGroup = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'zen-embedded-'));
  // As root the server runs as the 'postgres' system user, which must reach its folder.
  chmodSync(dir, 0o755);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('runs outside our process group, answers, and stops when asked', async () => {
  const server = await startEmbeddedPostgres(path.join(dir, 'data'));
  const pid = server.pid()!;
  const logged: string[] = [];
  reportConnectionErrorsTo(pino({ level: 'info' }, { write: (line: string) => void logged.push(line) }));
  // A pool still holding a connection when its owner stops the server, as a pool's end() leaves
  // its sockets to close after it returns.
  const pool = createPool(server.url('postgres'), 1);
  const cut = new Promise((resolve) => pool.once('error', resolve));
  try {
    await pool.query('SELECT 1');
    // A signal to our group (a terminal's Ctrl-C) would not reach it.
    expect(processGroup(pid)).not.toBe(processGroup(process.pid));
    const client = new pg.Client({ connectionString: server.url('postgres') });
    await client.connect();
    const { rows } = await client.query<{ answer: number }>('SELECT 1 + 1 AS answer');
    await client.end();
    expect(rows).toEqual([{ answer: 2 }]);
  } finally {
    await server.stop();
  }
  expect(isRunning(pid)).toBe(false);
  // The connection the stop cut is the stop the owner asked for: no outage is reported.
  await cut;
  await pool.end();
  expect(logged).toEqual([]);
}, 120_000);

it('is kept by the portal that runs it: a second start is refused, a one-off command uses it and leaves it running', async () => {
  const data = path.join(dir, 'shared');
  const owner = await startEmbeddedPostgres(data);
  const pid = owner.pid()!;
  const answer = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ answer: number }>('SELECT 1 + 1 AS answer')).rows[0]?.answer;
    } finally {
      await client.end();
    }
  };
  try {
    await expect(startEmbeddedPostgres(data)).rejects.toThrow(
      `The portal is already running on ${data} (pid ${process.pid}). Stop it first`,
    );
    const joined = await startEmbeddedPostgres(data, undefined, { joinRunning: true });
    expect(joined.pid()).toBe(pid);
    expect(await answer(joined.url('postgres'))).toBe(2);
    await joined.stop();
    // The one-off command's end is not the server's.
    expect(isRunning(pid)).toBe(true);
    expect(await answer(owner.url('postgres'))).toBe(2);
  } finally {
    await owner.stop();
  }
  expect(isRunning(pid)).toBe(false);
  // Stopped by its owner, the folder is free for the next start.
  const next = await startEmbeddedPostgres(data);
  await next.stop();
}, 120_000);

it('names what PostgreSQL said when it cannot start', async () => {
  // The cluster made by the first test, with a setting PostgreSQL refuses.
  appendFileSync(path.join(dir, 'data', 'pg', 'postgresql.conf'), "\nshared_buffers = 'plenty'\n");
  await expect(startEmbeddedPostgres(path.join(dir, 'data'))).rejects.toThrow(
    /did not start on .*It said: .*shared_buffers/s,
  );
}, 60_000);
