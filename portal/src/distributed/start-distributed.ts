import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, isRunning, type Config, type Logger } from '@zen/platform';
import { readLayout, writeLayout } from './layout.ts';
import { findNginx, prepareNginx } from './nginx.ts';
import { Supervisor, type ProcessSpec, type Role } from './supervisor.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const ENTRIES = {
  'command-service': 'command-service/src/main.ts',
  'query-service': 'query-service/src/main.ts',
  projections: 'projections/src/main.ts',
} as const;

/** Six node processes start at once on a small machine; tsx compiles each on the way. */
const READY_TIMEOUT_MS = 180_000;

export type DistributedOptions = {
  config: Config;
  logger: Logger;
  databaseUrl: string;
  sessionSecret: string;
  /** The embedded PostgreSQL's pid, recorded in the layout file for tools. */
  postgresPid?: () => number | undefined;
  /** Processes per service (2 in the layout and docker-compose.yml). */
  replicas?: number;
};

export type RunningLayout = { url: string; close: () => Promise<void> };

const answers = async (url: string, ok: (status: number) => boolean) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return ok(response.status);
  } catch {
    return false;
  }
};

const waitUntil = async (what: string, check: () => Promise<boolean>) => {
  for (const deadline = Date.now() + READY_TIMEOUT_MS; ; await sleep(250)) {
    if (await check()) return;
    if (Date.now() > deadline)
      throw new Error(`${what} did not become ready within ${READY_TIMEOUT_MS / 1000} s`);
  }
};

/**
 * A launcher killed hard (kill -9, out of memory) cannot stop its children. The node services stop
 * themselves when its IPC channel closes; nginx does not, so a start stops the nginx the last
 * layout file names, by its pid, if that process is still an nginx serving this data directory.
 */
const stopLeftovers = (dataDir: string, logger: Logger) => {
  const last = readLayout(dataDir);
  if (!last || isRunning(last.launcherPid)) return;
  for (const { name, pid } of last.processes) {
    if (!pid) continue;
    let commandLine = '';
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue;
    }
    if (!commandLine.includes(dataDir) || !commandLine.includes('nginx')) continue;
    logger.warn(
      { process: name, childPid: pid },
      'stopping an nginx left running by a launcher that was killed',
    );
    process.kill(pid, 'SIGTERM');
  }
};

/**
 * The distributed layout of DESIGN §3 on one machine: `replicas` processes each of
 * command-service, query-service and projections on their own loopback ports, sharing the
 * database and the session secret, behind nginx on PORT configured from deploy/nginx.conf.
 * The database is the caller's (migrated and seeded before this runs).
 */
export const startDistributed = async (options: DistributedOptions): Promise<RunningLayout> => {
  const { config, logger, databaseUrl, sessionSecret } = options;
  const replicas = options.replicas ?? 2;
  // Before anything starts: a missing nginx is a message, not a half-started layout.
  findNginx();
  const dataDir = path.resolve(config.PORTAL_DATA_DIR);
  stopLeftovers(dataDir, logger);
  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  const url = `http://${host}:${config.PORT}`;

  // Rewritten whenever a pid changes, so tools always find the processes running now.
  const supervisor: Supervisor = new Supervisor(logger, () =>
    writeLayout(dataDir, {
      launcherPid: process.pid,
      url,
      databaseUrl,
      postgresPid: options.postgresPid?.(),
      processes: supervisor.list(),
    }),
  );

  const nodeService = (role: keyof typeof ENTRIES, n: number, port?: number): ProcessSpec => ({
    name: `${role}-${n}`,
    role,
    // Node itself, not the tsx wrapper, so SIGTERM reaches the service rather than a relay.
    command: process.execPath,
    args: ['--import', 'tsx', path.join(ROOT, ENTRIES[role])],
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: sessionSecret,
      // nginx is the one proxy in front: its X-Forwarded-For names the client.
      PORTAL_TRUST_PROXY: '1',
      HOST: '127.0.0.1',
      PORT: String(port ?? 0),
      PGAPPNAME: `zen-${role}-${n}`,
    },
    port,
    ipc: true,
  });

  const started: { role: Role; port: number }[] = [];
  try {
    for (let n = 1; n <= replicas; n += 1) {
      for (const role of ['command-service', 'query-service'] as const) {
        const port = await freePort();
        supervisor.start(nodeService(role, n, port));
        started.push({ role, port });
      }
      supervisor.start(nodeService('projections', n));
    }
    const upstreams = (role: Role) =>
      started.filter((s) => s.role === role).map((s) => `127.0.0.1:${s.port}`);
    await Promise.all(
      started.map(({ role, port }) =>
        waitUntil(`${role} on port ${port}`, () =>
          role === 'query-service'
            ? answers(`http://127.0.0.1:${port}/healthz`, (status) => status === 200)
            : answers(`http://127.0.0.1:${port}/api/session`, (status) => status < 500),
        ),
      ),
    );
    const nginx = await prepareNginx({
      listen: { host: config.HOST, port: config.PORT },
      upstreams: { query: upstreams('query-service'), command: upstreams('command-service') },
      dir: path.join(dataDir, 'nginx'),
    });
    supervisor.start({
      name: 'nginx',
      role: 'nginx',
      command: nginx.bin,
      args: nginx.args,
      cwd: ROOT,
      env: process.env,
      port: config.PORT,
      ipc: false,
    });
    await waitUntil(`nginx on port ${config.PORT}`, () =>
      answers(`http://127.0.0.1:${config.PORT}/healthz`, (status) => status === 200),
    );
  } catch (error) {
    await supervisor.stop([['nginx'], ['command-service', 'query-service'], ['projections']]);
    throw error;
  }
  logger.info({ processes: supervisor.list() }, 'distributed layout running');

  return {
    url,
    // The front door first, then the services, then the projections that commands in flight wait for.
    close: () => supervisor.stop([['nginx'], ['command-service', 'query-service'], ['projections']]),
  };
};
