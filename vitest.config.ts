import { defineConfig } from 'vitest/config';

/**
 * Two kinds of test: `unit` (pure functions, no I/O) and `integration` (a real PostgreSQL, real
 * HTTP, and for `*.e2e.spec.ts` a real Chromium). Integration files each get a fresh database
 * cloned from a migrated template, so they run in parallel without sharing state.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Unit tests first: they fail fast and need nothing started.
          sequence: { groupOrder: 0 },
          include: ['**/src/**/*.unit.spec.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['**/src/**/*.int.spec.ts', '**/src/**/*.e2e.spec.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['portal/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits for something to happen (a read model to apply, a page to show), and how
          // soon is a figure for the bench; Vitest's default gives up after one second, which on a
          // busy two-core machine made waits into latency checks that failed now and then.
          expect: { poll: { timeout: 5_000 } },
          // Two cores: more workers than that only adds contention with PostgreSQL and Chromium.
          maxWorkers: 2,
        },
      },
    ],
  },
});
