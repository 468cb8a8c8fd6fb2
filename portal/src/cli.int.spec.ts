import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The `portal` CLI as `npm start` runs it, with the environment given and nothing else. */
const runCli = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'portal/src/cli.ts'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

it('names a setting it cannot use, without a stack trace, and starts nothing', () => {
  const result = runCli(['start'], { PORT: 'eighty', PORTAL_DEMO_PASSWORD: 'short' });
  expect(result.status).toBe(2);
  expect(result.stderr.trim()).toBe(
    'Invalid configuration: PORT: Must be a number; ' +
      'PORTAL_DEMO_PASSWORD: PORTAL_DEMO_PASSWORD must be at least 8 characters',
  );
  expect(result.stdout).toBe('');
}, 60_000);
