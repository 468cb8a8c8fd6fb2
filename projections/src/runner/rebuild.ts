import { setTimeout as sleep } from 'node:timers/promises';
import { inTransaction, type DbClient, type Pool } from '@zen/platform';
import { applyBatch, lockCheckpoint, storeCheckpoint } from './checkpoint.ts';
import { prepareFreshTables } from './fresh-tables.ts';
import { LOG_START, READ_MODEL_WRITER, readLogBatch, type Checkpoint } from './log.ts';
import { dataTypesOf, type Projection } from './projection.ts';

const REBUILD_BATCH = 10_000;
const HELD_BACK_POLL_MS = 25;

/**
 * Whether events committed before this rebuild's own transaction are still unread after `after`.
 * The log is read only below the oldest transaction still running that might append to it
 * (log.ts), so one that began before them keeps them out of every read until it ends. The question does not depend on which transactions run at the moment it
 * is asked: an earlier version asked "held back right now?", and when the older transaction
 * ended between the read and that question the answer was no, so the rebuild stopped without
 * the events it had just been told were waiting. Events of transactions newer than the
 * rebuild's own are left to the live runner, which goes on from the rebuild's checkpoint;
 * waiting for those would wait for the rebuild itself.
 */
const unreadBeforeUs = async (client: DbClient, after: Checkpoint) => {
  const { rows } = await client.query<{ unread: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM emt_messages
        WHERE is_archived = false AND message_kind = 'E'
          AND (transaction_id, global_position) > ($1::xid8, $2::bigint)
          AND transaction_id < pg_current_xact_id()) AS unread`,
    [after.transactionId, after.globalPosition],
  );
  return rows[0]?.unread ?? false;
};

/**
 * Rebuilds a read model from position 0 in one transaction: readers keep seeing the old rows
 * until the new ones commit, and the checkpoint row lock pauses the live runner meanwhile.
 * A projection that asks for it is rebuilt into fresh tables swapped in at the end.
 * Returns the number of events read.
 */
export const rebuildProjection = (pool: Pool, projection: Projection): Promise<number> =>
  inTransaction(pool, async (client) => {
    // One transaction over the whole log: longer than any request may take, on purpose. It writes
    // a read model only, so the live runners read on past it (log.ts, READ_MODEL_WRITER).
    await client.query(
      `SET LOCAL statement_timeout = 0; SET LOCAL application_name = '${READ_MODEL_WRITER}'`,
    );
    await lockCheckpoint(client, projection.name);
    const fresh = projection.rebuildIntoFreshTables
      ? await prepareFreshTables(client, projection.name, projection.tables)
      : undefined;
    if (!fresh) for (const table of projection.tables) await client.query(`DELETE FROM ${table}`);
    let checkpoint = LOG_START;
    let total = 0;
    for (;;) {
      // A batch of thousands: the horizon that passes over what cannot append costs nothing here.
      const { events, heldBack } = await readLogBatch(
        client,
        checkpoint,
        REBUILD_BATCH,
        dataTypesOf(projection),
        { passOver: true },
      );
      if (events.length === 0) {
        // A rebuild that ended here would leave out events committed before it; wait for them.
        if (heldBack && (await unreadBeforeUs(client, checkpoint))) {
          await sleep(HELD_BACK_POLL_MS);
          continue;
        }
        break;
      }
      checkpoint = (await applyBatch(client, projection, events)) ?? checkpoint;
      total += events.length;
    }
    await fresh?.swapIn();
    await storeCheckpoint(client, projection.name, checkpoint);
    return total;
  });
