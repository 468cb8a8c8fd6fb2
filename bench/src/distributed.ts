import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findNginx } from '@zen/portal/distributed/nginx';
import { startDistributedProcess } from '@zen/portal/testing/distributed-process';
import { generateLoad, type LoadOptions, type LoadSummary } from './load.ts';

/**
 * The same customer search, with the same signed-in customers, through nginx in front of the
 * distributed layout (two processes each of command-service, query-service and projections) on
 * this bench's database: what the second process per service buys on this machine, beside the
 * single process measured earlier in the run. The layout shares the portal's session secret, so
 * the customers' sessions are valid there too. Without nginx it is skipped, and says why.
 */
export const measureDistributedSearch = async (
  options: { databaseUrl: string; sessionSecret: string; say: (line: string) => void } & Omit<
    LoadOptions,
    'url'
  >,
  signal?: AbortSignal,
): Promise<LoadSummary | undefined> => {
  try {
    findNginx();
  } catch (error) {
    options.say(`distributed layout skipped: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'zen-bench-distributed-'));
  // As root the launcher's nginx and any embedded server run as other users, who must reach it.
  chmodSync(dir, 0o755);
  const layout = await startDistributedProcess(path.join(dir, 'data'), {
    DATABASE_URL: options.databaseUrl,
    SESSION_SECRET: options.sessionSecret,
    LOG_LEVEL: 'error',
  });
  try {
    const { databaseUrl: _url, sessionSecret: _secret, say: _say, ...load } = options;
    return await generateLoad({ url: layout.url, ...load }, signal);
  } finally {
    await layout.stop();
    rmSync(dir, { recursive: true, force: true });
  }
};
