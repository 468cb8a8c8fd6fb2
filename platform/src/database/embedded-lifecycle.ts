import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logger.ts';

/**
 * The embedded PostgreSQL must never outlive its portal for long, and a portal must be able to
 * start again after one that was killed hard (kill -9, an out-of-memory kill). PostgreSQL keeps
 * running when its parent dies, holding the data directory; these helpers find such a server
 * and stop it, and make sure a server we start is stopped when we are gone.
 */

/** Whether `pid` runs. A zombie (exited, not yet reaped by its new parent) does not. */
export const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else — still running.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // /proc/<pid>/stat: "pid (name) S ..." — the state follows the closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return !existsSync('/proc/self/stat');
  }
};

/** Whether `pid` is a PostgreSQL server (Linux: its command line), so a reused pid is left alone. */
const isPostgres = (pid: number): boolean => {
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync('/proc/self/cmdline')) return true;
  try {
    return /postgres/.test(readFileSync(cmdline, 'utf8'));
  } catch {
    return false;
  }
};

/** A line of the postmaster's lock file in the data directory as a number, if it is there. */
const postmasterLine = (databaseDir: string, line: number): number | undefined => {
  const file = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const value = Number(readFileSync(file, 'utf8').split('\n')[line]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** The postmaster's pid from its lock file, if one is there. */
export const postmasterPid = (databaseDir: string): number | undefined => postmasterLine(databaseDir, 0);

/** The port the server on `databaseDir` listens on (the lock file's fourth line). */
export const postmasterPort = (databaseDir: string): number | undefined => postmasterLine(databaseDir, 3);

const waitForExit = async (pid: number, ms: number): Promise<boolean> => {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(100)) {
    if (!isRunning(pid)) return true;
  }
  return !isRunning(pid);
};

/**
 * A server still running on `databaseDir` (its postmaster.pid names a live postgres) was left by a
 * portal that did not stop cleanly. Ask it for a fast shutdown (SIGINT: it rolls back open
 * transactions, writes a checkpoint and exits), then an immediate one; a stale lock file of a
 * dead server is left for PostgreSQL, which removes it itself.
 */
export const stopOrphanedServer = async (databaseDir: string, logger?: Logger): Promise<void> => {
  const pid = postmasterPid(databaseDir);
  if (pid === undefined || !isRunning(pid) || !isPostgres(pid)) return;
  logger?.warn(
    { pid, databaseDir },
    'an embedded PostgreSQL from an earlier start is still running on the data directory; stopping it',
  );
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, 5_000)) return;
  throw new Error(
    `PostgreSQL (pid ${pid}) is still running on ${databaseDir} and did not stop when asked. ` +
      `Stop it with 'kill ${pid}' and start the portal again.`,
  );
};

// Runs in its own small process: plain JavaScript, no imports of ours. Every half second it notes
// the postmaster's pid while the portal lives; once the portal is gone it asks that server (the
// one it saw, never a newer one another start may own) for a fast shutdown, then exits.
const WATCHER = `
const fs = require('node:fs');
const parent = Number(process.env.ZEN_PG_PARENT);
const lockFile = process.env.ZEN_PG_DIR + '/postmaster.pid';
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch (e) { return e.code === 'EPERM'; } };
let seen;
const tick = () => {
  if (alive(parent)) {
    try { seen = Number(fs.readFileSync(lockFile, 'utf8').split('\\n')[0]) || seen; } catch { seen = undefined; }
    return;
  }
  if (seen && alive(seen)) { try { process.kill(seen, 'SIGINT'); } catch {} }
  process.exit(0);
};
setInterval(tick, 500);
tick();
`;

/**
 * Starts the watcher that stops the embedded server once this process is gone, however it ended.
 * It is detached (Ctrl-C in a terminal does not reach it) and carries the data directory in its
 * environment, not its command line, so it is never mistaken for the server itself.
 */
export const stopServerWhenParentDies = (databaseDir: string): void => {
  const watcher = spawn(process.execPath, ['-e', WATCHER], {
    detached: true,
    stdio: 'ignore',
    env: { PATH: process.env.PATH ?? '', ZEN_PG_PARENT: String(process.pid), ZEN_PG_DIR: databaseDir },
  });
  watcher.unref();
};
