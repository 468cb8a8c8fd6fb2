import { preparedStatement, type DbClient, type Pool } from '@zen/platform';
import { LOG_START, type Checkpoint, type LoggedEvent } from './log.ts';
import type { Projection } from './projection.ts';

export const CHECKPOINT_CHANNEL = 'zen_projection_checkpoint';

type CheckpointRow = { last_transaction_id: string; last_global_position: number };
const CHECKPOINT_COLUMNS = 'last_transaction_id::text AS last_transaction_id, last_global_position';
const checkpointOf = (row: CheckpointRow | undefined): Checkpoint =>
  row ? { transactionId: row.last_transaction_id, globalPosition: row.last_global_position } : LOG_START;

/** Orders two places in the log as it is read: by transaction id, then position. */
export const compareCheckpoints = (a: Checkpoint, b: Checkpoint): number => {
  // BigInt for both: a driver's global parsers may hand either over as a bigint.
  const byTransaction = BigInt(a.transactionId) - BigInt(b.transactionId);
  if (byTransaction !== 0n) return byTransaction < 0n ? -1 : 1;
  const byPosition = BigInt(a.globalPosition) - BigInt(b.globalPosition);
  return byPosition === 0n ? 0 : byPosition < 0n ? -1 : 1;
};

const READ_CHECKPOINT = preparedStatement(
  `SELECT ${CHECKPOINT_COLUMNS} FROM projection_checkpoints WHERE name = $1`,
);
const LOCK_CHECKPOINT = preparedStatement(
  `SELECT ${CHECKPOINT_COLUMNS} FROM projection_checkpoints WHERE name = $1 FOR UPDATE`,
);

/** The projection's stored checkpoint, unlocked (the log's start if it has none yet). */
export const readCheckpoint = async (client: DbClient, name: string): Promise<Checkpoint> => {
  const { rows } = await client.query<CheckpointRow>(READ_CHECKPOINT, [name]);
  return checkpointOf(rows[0]);
};

/**
 * Locks the projection's checkpoint row for this transaction and returns it. The row lock is
 * what keeps a rebuild and a live batch from interleaving.
 */
export const lockCheckpoint = async (client: DbClient, name: string): Promise<Checkpoint> => {
  const lock = () => client.query<CheckpointRow>(LOCK_CHECKPOINT, [name]);
  const { rows } = await lock();
  if (rows[0]) return checkpointOf(rows[0]);
  // A projection's first batch ever: create its row, then lock that (or the one a rival made).
  await client.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
  return checkpointOf((await lock()).rows[0]);
};

/** The checkpoint update, whose notification is delivered at commit, over SQL expressions. */
const storeCheckpointText = (name: string, transactionId: string, position: string, channel: string) =>
  `WITH moved AS (
       UPDATE projection_checkpoints
          SET last_transaction_id = ${transactionId}::xid8, last_global_position = ${position}, updated_at = now()
        WHERE name = ${name}
       RETURNING name)
     SELECT pg_notify(${channel}, name || ' ' || ${transactionId} || ' ' || ${position}) FROM moved`;

const STORE_CHECKPOINT = preparedStatement(storeCheckpointText('$1', '$2', '$3', '$4'));

export const storeCheckpoint = async (
  client: DbClient,
  name: string,
  checkpoint: Checkpoint,
): Promise<void> => {
  // The notification is delivered at commit: it wakes commands waiting to read their own writes,
  // and names where the projection now is, so they compare in memory instead of asking again.
  await client.query(STORE_CHECKPOINT, [
    name,
    checkpoint.transactionId,
    String(checkpoint.globalPosition),
    CHECKPOINT_CHANNEL,
  ]);
};

/*
 * A live runner's batch is a transaction of a few statements, and on the command path each round
 * trip to PostgreSQL costs about as much as the statement itself. So the runner opens its
 * transaction and locks the checkpoint in one round trip, and stores the checkpoint and commits in
 * another: several statements in one simple query. That protocol takes no parameters, so the
 * values are written into the text: the projection's name (chosen by the code, escaped all the
 * same) and a checkpoint checked to be digits.
 */

/** Runs `begin` (BEGIN and its settings) and locks the checkpoint row, in one round trip. */
export const beginLockingCheckpoint = async (
  client: DbClient,
  name: string,
  begin: string,
): Promise<Checkpoint> => {
  const results = (await client.query(
    `${begin}; SELECT ${CHECKPOINT_COLUMNS} FROM projection_checkpoints WHERE name = ${client.escapeLiteral(name)} FOR UPDATE`,
  )) as unknown as { rows: CheckpointRow[] }[];
  const row = results.at(-1)?.rows[0];
  // A projection's first batch ever has no row to lock yet: made and locked as a rebuild does.
  return row ? checkpointOf(row) : lockCheckpoint(client, name);
};

/** storeCheckpoint, then COMMIT, in one round trip. */
export const storeCheckpointAndCommit = async (
  client: DbClient,
  name: string,
  checkpoint: Checkpoint,
): Promise<void> => {
  const transactionId = String(checkpoint.transactionId);
  const position = String(checkpoint.globalPosition);
  if (!/^\d+$/.test(transactionId) || !/^\d+$/.test(position)) {
    throw new Error(`Not a checkpoint: ${transactionId} ${position}`);
  }
  const store = storeCheckpointText(
    client.escapeLiteral(name),
    `'${transactionId}'`,
    position,
    client.escapeLiteral(CHECKPOINT_CHANNEL),
  );
  await client.query(`${store}; COMMIT`);
};

/** A checkpoint notification's payload: the projection, and where it now is if said. */
export const parseCheckpointPayload = (payload: string): { name: string; checkpoint?: Checkpoint } => {
  const [name = '', transactionId, globalPosition] = payload.split(' ');
  if (
    transactionId === undefined ||
    globalPosition === undefined ||
    !/^\d+$/.test(transactionId + globalPosition)
  )
    return { name };
  return { name, checkpoint: { transactionId, globalPosition: Number(globalPosition) } };
};

/** Applies a batch the projection cares about and returns the checkpoint after it. */
export const applyBatch = async (
  client: DbClient,
  projection: Projection,
  events: readonly LoggedEvent[],
): Promise<Checkpoint | undefined> => {
  const scratch = new Map<string, number>();
  const relevant = events.filter((event) => projection.eventTypes.includes(event.type));
  if (relevant.length > 0) {
    if (projection.applyBatch) await projection.applyBatch(client, relevant, scratch);
    else for (const event of relevant) await projection.apply(client, event, scratch);
    await projection.afterBatch?.(client, scratch);
  }
  const last = events.at(-1);
  return last && { transactionId: last.transactionId, globalPosition: last.globalPosition };
};

/**
 * True once the projection shows the log up to the event at `globalPosition`: its checkpoint has
 * passed it or, given the types it reads, none of those lies between its checkpoint and that event
 * (a runner passes other read models' events without storing its checkpoint for each).
 */
export const hasProcessed = async (
  pool: Pool,
  name: string,
  globalPosition: number,
  readTypes?: readonly string[],
): Promise<boolean> => (await lookUpProcessed(pool, name, globalPosition, readTypes)).done;

const LOOK_UP_PROCESSED = preparedStatement(
  `SELECT m.transaction_id::text AS transaction_id,
            (m.transaction_id, m.global_position) <= (c.last_transaction_id, c.last_global_position)
            OR ($3::text[] IS NOT NULL AND NOT EXISTS (
              SELECT 1 FROM emt_messages e
               WHERE e.is_archived = false AND e.message_kind = 'E'
                 AND (e.transaction_id, e.global_position) > (c.last_transaction_id, c.last_global_position)
                 AND (e.transaction_id, e.global_position) <= (m.transaction_id, m.global_position)
                 AND e.message_type = ANY($3::text[]))) AS done
       FROM emt_messages m, projection_checkpoints c
      WHERE m.global_position = $1 AND c.name = $2`,
);

/**
 * hasProcessed, and where the event lies in the log as runners read it (its transaction, then
 * position), so later checkpoints can be compared with it without asking the database again.
 */
export const lookUpProcessed = async (
  pool: Pool,
  name: string,
  globalPosition: number,
  readTypes?: readonly string[],
): Promise<{ done: boolean; event?: Checkpoint }> => {
  const { rows } = await pool.query<{ done: boolean; transaction_id: string }>(LOOK_UP_PROCESSED, [
    globalPosition,
    name,
    readTypes ?? null,
  ]);
  const row = rows[0];
  if (!row) return { done: false };
  return { done: row.done, event: { transactionId: row.transaction_id, globalPosition } };
};
