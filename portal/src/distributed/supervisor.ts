import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import type { Logger } from '@zen/platform';

export type Role = 'command-service' | 'query-service' | 'projections' | 'nginx';

export type ProcessSpec = {
  /** Unique, e.g. 'command-service-1'. */
  name: string;
  role: Role;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** The loopback port it serves on, if any. */
  port?: number;
  /** A node service gets an IPC channel: if the launcher dies, even by kill -9, the channel closes and the service stops itself. */
  ipc: boolean;
};

export type ProcessInfo = {
  name: string;
  role: Role;
  pid: number | undefined;
  port?: number;
  restarts: number;
};

type Entry = {
  spec: ProcessSpec;
  child: ChildProcess;
  startedAt: number;
  restarts: number;
  stopping: boolean;
  restartTimer?: NodeJS.Timeout;
  exited: Promise<void>;
};

/** A child that lived this long is healthy again: its next restart comes after the base delay. */
const STABLE_AFTER_MS = 10_000;
const RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** How long a stopping child gets before it is killed. */
const STOP_DEADLINE_MS = 20_000;

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Starts the distributed layout's processes and keeps them running: a child that exits without
 * being asked is logged and started again on the same port (after 1 s, doubling while it keeps
 * dying young). Every child gets its own process group, so a Ctrl-C in the terminal reaches only
 * the launcher, which then stops them in order, each by its pid.
 */
export class Supervisor {
  private readonly entries = new Map<string, Entry>();
  private stopping = false;

  constructor(
    private readonly logger: Logger,
    /** Called whenever a pid changes (the launcher records the layout for tools and tests). */
    private readonly onChange: () => void,
  ) {}

  start(spec: ProcessSpec, restarts = 0, delay = RESTART_DELAY_MS): void {
    const stdio: StdioOptions = spec.ipc
      ? ['ignore', 'inherit', 'inherit', 'ipc']
      : ['ignore', 'inherit', 'inherit'];
    const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, stdio, detached: true });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const entry: Entry = { spec, child, startedAt: Date.now(), restarts, stopping: false, exited };
    this.entries.set(spec.name, entry);
    // A failure to spawn at all (binary gone) arrives as 'error' and, for a spawned child, 'exit' follows.
    child.once('error', (error) =>
      this.logger.error({ err: error, process: spec.name }, 'could not start a process'),
    );
    child.once('exit', (code, signal) => {
      if (this.stopping || entry.stopping) return;
      const young = Date.now() - entry.startedAt < STABLE_AFTER_MS;
      const nextDelay = young ? Math.min(delay * 2, MAX_RESTART_DELAY_MS) : RESTART_DELAY_MS;
      const wait = young ? delay : RESTART_DELAY_MS;
      this.logger.error(
        { process: spec.name, childPid: child.pid, code, signal, restartInMs: wait },
        `${spec.name} (pid ${child.pid}) exited unexpectedly (${signal ?? `code ${code}`}); restarting it`,
      );
      entry.restartTimer = setTimeout(() => {
        if (this.stopping || entry.stopping) return;
        this.start(spec, entry.restarts + 1, nextDelay);
        const restarted = this.entries.get(spec.name)!;
        this.logger.warn({ process: spec.name, childPid: restarted.child.pid }, `${spec.name} restarted`);
      }, wait);
    });
    this.onChange();
  }

  list(): ProcessInfo[] {
    return [...this.entries.values()].map(({ spec, child, restarts }) => ({
      name: spec.name,
      role: spec.role,
      pid: alive(child) ? child.pid : undefined,
      port: spec.port,
      restarts,
    }));
  }

  /** Stops the processes of each group in turn (a group's members in parallel), each by its pid. */
  async stop(order: Role[][]): Promise<void> {
    this.stopping = true;
    for (const roles of order) {
      const group = [...this.entries.values()].filter((entry) => roles.includes(entry.spec.role));
      await Promise.all(group.map((entry) => this.stopOne(entry)));
    }
    this.onChange();
  }

  private async stopOne(entry: Entry): Promise<void> {
    entry.stopping = true;
    clearTimeout(entry.restartTimer);
    const { child } = entry;
    if (!alive(child)) return;
    // SIGTERM: the services close cleanly; nginx shuts down at once (SIGQUIT would wait for idle
    // keep-alive clients).
    child.kill('SIGTERM');
    const deadline = setTimeout(() => {
      if (!alive(child)) return;
      this.logger.error(
        { process: entry.spec.name, childPid: child.pid },
        'did not stop in time; killing it',
      );
      child.kill('SIGKILL');
    }, STOP_DEADLINE_MS);
    await entry.exited;
    clearTimeout(deadline);
  }
}
