import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@zen/platform';
import { readLayout, type LayoutFile } from '../distributed/layout.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type DistributedProcess = {
  /** nginx, the layout's one front door. */
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the launcher is running now: every child's pid and port. */
  layout: () => LayoutFile;
  /** The embedded PostgreSQL's postmaster pid and port, from its lock file. */
  postmaster: () => { pid: number; port: number } | undefined;
  /** Ctrl-C: SIGINT to the launcher, by its pid. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * `portal start --distributed` as its own process on its own embedded PostgreSQL under `dataDir`,
 * as `npm run start:distributed` runs it (without rebuilding the apps), ready once nginx answers.
 */
export const startDistributedProcess = async (
  dataDir: string,
  env: Record<string, string> = {},
): Promise<DistributedProcess> => {
  const port = await freePort();
  // Node itself, not the tsx wrapper, so a signal reaches the launcher rather than a relay.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'portal/src/cli.ts'), 'start', '--distributed'],
    {
      cwd: ROOT,
      // Only what it needs: no DATABASE_URL from the test run, so it starts its own database.
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PORTAL_DATA_DIR: dataDir,
        PORTAL_DEMO_PASSWORD: 'distributed-test-password',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const chunks: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const output = () => chunks.join('');
  for (const deadline = Date.now() + 300_000; ; await sleep(250)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the distributed layout exited during start-up:\n${output()}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGINT');
      throw new Error(`the distributed layout did not start in time:\n${output()}`);
    }
    if (/ is running at /.test(output())) break;
  }
  return {
    url,
    dataDir,
    child,
    output,
    exited,
    layout: () => {
      const layout = readLayout(dataDir);
      if (!layout) throw new Error(`no layout file in ${dataDir}`);
      return layout;
    },
    postmaster: () => {
      try {
        const [pid, , , pgPort] = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split(
          '\n',
        );
        return { pid: Number(pid), port: Number(pgPort) };
      } catch {
        return undefined;
      }
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      return exited;
    },
  };
};

/** Live processes whose command line names `needle` (nginx's and PostgreSQL's name their data directory). */
export const processesMentioning = (needle: string): { pid: number; commandLine: string }[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return commandLine.includes(needle) ? [{ pid: Number(entry), commandLine }] : [];
      } catch {
        return [];
      }
    });
