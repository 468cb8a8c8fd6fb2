import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@zen/platform';
import { cliArguments, cliEnvironment, ROOT } from './cli.ts';

type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type PortalProcess = {
  /** Where it answers: the portal itself, or nginx in front of the distributed layout. */
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<Exit>;
  /** The embedded PostgreSQL's postmaster pid and port, from its lock file. */
  postmaster: () => { pid: number; port: number } | undefined;
  /** Ctrl-C as a terminal sends it: SIGINT to the process group the portal leads. */
  stop: () => Promise<Exit>;
};

type LaunchOptions = {
  dataDir: string;
  /** `portal` CLI arguments, e.g. ['start'] or ['start', '--distributed']. */
  args: readonly string[];
  env: Record<string, string>;
  /** What it is called in failure messages. */
  label: string;
  /** Polled every 250 ms until true: the process is ready. */
  ready: (url: string, output: string) => Promise<boolean>;
  startupMs?: number;
};

/**
 * The `portal` CLI as its own process on its own embedded PostgreSQL under `dataDir`, exactly as
 * `npm start` runs it (without rebuilding the apps): what tests that kill processes need.
 */
export const launchPortal = async (options: LaunchOptions): Promise<PortalProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, cliArguments(options.args), {
    cwd: ROOT,
    // Only what it needs: no DATABASE_URL from the test run, so it starts its own database.
    env: cliEnvironment({
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as a command typed in a terminal is: stop() signals the group.
    detached: true,
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const output = () => chunks.join('');
  for (const deadline = Date.now() + (options.startupMs ?? 180_000); ; await sleep(250)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${options.label} exited during start-up:\n${output()}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGINT');
      throw new Error(`${options.label} did not start in time:\n${output()}`);
    }
    if (await options.ready(url, output())) break;
  }
  return {
    url,
    child,
    output,
    exited,
    postmaster: () => {
      try {
        const [pid, , , pgPort] = readFileSync(
          path.join(options.dataDir, 'pg', 'postmaster.pid'),
          'utf8',
        ).split('\n');
        return { pid: Number(pid), port: Number(pgPort) };
      } catch {
        return undefined;
      }
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGINT');
      return exited;
    },
  };
};

/** `portal start` on its own embedded database, ready once /healthz answers. */
export const startPortalProcess = (
  dataDir: string,
  env: Record<string, string> = {},
): Promise<PortalProcess> =>
  launchPortal({
    dataDir,
    args: ['start'],
    env: { PORTAL_DEMO_PASSWORD: 'outage-test-password', ...env },
    label: 'the portal',
    ready: (url) =>
      fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
  });

/** A signed-in HTTP client of a portal process (cookies kept by hand; same-origin for the CSRF guard). */
export const signIn = async (url: string, email: string, password: string) => {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return (method: string, pathname: string, body?: unknown) =>
    fetch(`${url}${pathname}`, {
      method,
      headers: {
        cookie,
        origin: url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
};
