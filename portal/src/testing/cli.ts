import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CLI = ['--import', 'tsx', path.join(ROOT, 'portal/src/cli.ts')];

/** Only what the CLI needs: nothing of the test run's environment (no DATABASE_URL by accident). */
const cliEnvironment = (env: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  ...env,
});

/** The `portal` CLI as `npm start` runs it, to its end, with the environment given and nothing else. */
export const runCli = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [...CLI, ...args], {
    cwd: ROOT,
    env: cliEnvironment(env),
    encoding: 'utf8',
    timeout: 60_000,
  });

/** The same CLI left running, for a test that stops or kills it part-way. */
export const spawnCli = (args: string[], env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, [...CLI, ...args], { cwd: ROOT, env: cliEnvironment(env), stdio: 'ignore' });
