import type { Pool } from '@zen/platform';
import { PROJECTIONS, rebuildProjection, waitForReadModelsAtRest } from '@zen/projections';

/** Every row of every read model, as sorted JSON text: comparable across a rebuild. */
const snapshot = async (pool: Pool): Promise<Record<string, string[]>> => {
  const tables: Record<string, string[]> = {};
  for (const projection of PROJECTIONS) {
    for (const table of projection.tables) {
      const { rows } = await pool.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${table} t`);
      tables[table] = rows.map((r) => r.row).sort();
    }
  }
  return tables;
};

/**
 * Rebuilds every read model from the whole log and returns both versions (DESIGN §4: a read
 * model rebuilt from the log equals the one maintained live). Compare them with toEqual.
 */
export const liveAndRebuiltReadModels = async (pool: Pool) => {
  // At rest first: every read model has applied the last event in the log.
  await waitForReadModelsAtRest(pool);
  const live = await snapshot(pool);
  for (const projection of PROJECTIONS) await rebuildProjection(pool, projection);
  return { live, rebuilt: await snapshot(pool) };
};
