import { expect, it } from 'vitest';
import { runCli } from './testing/cli.ts';

it('names a setting it cannot use, without a stack trace, and starts nothing', () => {
  const result = runCli(['start'], { PORT: 'eighty', PORTAL_DEMO_PASSWORD: 'short' });
  expect(result.status).toBe(2);
  expect(result.stderr.trim()).toBe(
    'Invalid configuration: PORT: Must be a number; ' +
      'PORTAL_DEMO_PASSWORD: PORTAL_DEMO_PASSWORD must be at least 8 characters',
  );
  expect(result.stdout).toBe('');
}, 60_000);
