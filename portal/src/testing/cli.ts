import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where the CLI runs as `npm start` runs it. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Node's arguments for the `portal` CLI: Node itself, not the tsx wrapper, so a signal reaches it. */
export const cliArguments = (args: readonly string[]) => [
  '--import',
  'tsx',
  path.join(ROOT, 'portal/src/cli.ts'),
  ...args,
];

/** Only what the CLI needs: nothing of the test run's environment (no DATABASE_URL by accident). */
export const cliEnvironment = (env: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  ...env,
});

/** The `portal` CLI as `npm start` runs it, to its end, with the environment given and nothing else. */
export const runCli = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, cliArguments(args), {
    cwd: ROOT,
    env: cliEnvironment(env),
    encoding: 'utf8',
    timeout: 60_000,
  });

/** The same CLI left running, for a test that stops or kills it part-way. */
export const spawnCli = (args: string[], env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, cliArguments(args), { cwd: ROOT, env: cliEnvironment(env), stdio: 'ignore' });
