import { inTransaction, type Pool } from '@zen/platform';
import { applyBatch, lockCheckpoint, storeCheckpoint } from './checkpoint.ts';
import { prepareFreshTables } from './fresh-tables.ts';
import { LOG_START, readLogBatch } from './log.ts';
import { dataTypesOf, type Projection } from './projection.ts';

const REBUILD_BATCH = 10_000;

/**
 * Rebuilds a read model from position 0 in one transaction: readers keep seeing the old rows
 * until the new ones commit, and the checkpoint row lock pauses the live runner meanwhile.
 * A projection that asks for it is rebuilt into fresh tables swapped in at the end.
 * Returns the number of events read.
 */
export const rebuildProjection = (pool: Pool, projection: Projection): Promise<number> =>
  inTransaction(pool, async (client) => {
    // One transaction over the whole log: longer than any request may take, on purpose.
    await client.query('SET LOCAL statement_timeout = 0');
    await lockCheckpoint(client, projection.name);
    const fresh = projection.rebuildIntoFreshTables
      ? await prepareFreshTables(client, projection.name, projection.tables)
      : undefined;
    if (!fresh) for (const table of projection.tables) await client.query(`DELETE FROM ${table}`);
    let checkpoint = LOG_START;
    let total = 0;
    for (;;) {
      const { events } = await readLogBatch(client, checkpoint, REBUILD_BATCH, dataTypesOf(projection));
      if (events.length === 0) break;
      checkpoint = (await applyBatch(client, projection, events)) ?? checkpoint;
      total += events.length;
    }
    await fresh?.swapIn();
    await storeCheckpoint(client, projection.name, checkpoint);
    return total;
  });
