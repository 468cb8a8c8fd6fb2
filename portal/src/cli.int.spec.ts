import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { isRunning } from '@zen/platform';
import { runCli } from './testing/cli.ts';
import { startPortalProcess } from './testing/portal-process.ts';

it('names a setting it cannot use, without a stack trace, and starts nothing', () => {
  const result = runCli(['start'], { PORT: 'eighty', PORTAL_DEMO_PASSWORD: 'short' });
  expect(result.status).toBe(2);
  expect(result.stderr.trim()).toBe(
    'Invalid configuration: PORT: Must be a number; ' +
      'PORTAL_DEMO_PASSWORD: PORTAL_DEMO_PASSWORD must be at least 8 characters',
  );
  expect(result.stdout).toBe('');
}, 60_000);

it('leaves a running portal’s database alone: a rebuild beside it uses it, a second start is refused', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zen-cli-'));
  // As root the embedded server runs as the 'postgres' system user, which must reach its folder.
  chmodSync(dir, 0o755);
  const portal = await startPortalProcess(dir);
  try {
    const postgres = portal.postmaster()!;
    const env = { PORTAL_DATA_DIR: dir, LOG_LEVEL: 'warn', PORTAL_DEMO_PASSWORD: 'outage-test-password' };

    const rebuild = runCli(['rebuild', 'user-profiles'], env);
    expect(rebuild.stderr).toBe('');
    expect(rebuild.stdout).toMatch(/^Rebuilt user-profiles from \d+ events in \d+ ms\.$/m);
    expect(rebuild.status).toBe(0);

    const second = runCli(['start'], { ...env, PORT: '0' });
    expect(second.status).toBe(1);
    expect(second.stdout).toContain(
      `Could not open the database: The portal is already running on ${dir} (pid ${portal.child.pid}).`,
    );
    // The portal kept its database through both, and still answers.
    expect(isRunning(postgres.pid)).toBe(true);
    expect(portal.postmaster()).toEqual(postgres);
    expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);
    expect(portal.output()).not.toMatch(/embedded PostgreSQL stopped|still running on the data directory/);
  } finally {
    await portal.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);
