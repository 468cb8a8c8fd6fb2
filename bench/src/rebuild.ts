import type { Pool } from '@zen/platform';
import { contentCatalogueProjection, rebuildProjection } from '@zen/projections';
import { rateOf, type Rate } from './concurrency.ts';

/**
 * Rebuilds the content catalogue from the whole log, as `portal rebuild content-catalogue` does,
 * and returns events read per second.
 */
export const timeCatalogueRebuild = async (pool: Pool): Promise<Rate> => {
  const startedAt = performance.now();
  const events = await rebuildProjection(pool, contentCatalogueProjection);
  const rate = rateOf(events, startedAt);
  // Autovacuum would gather statistics on the new rows soon after a real rebuild; without them the
  // planner guesses, and the search measurement would time a plan no running portal would use.
  await pool.query('ANALYZE content_catalogue');
  return rate;
};
