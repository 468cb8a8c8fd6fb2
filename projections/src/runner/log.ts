import { preparedStatement, type DbClient } from '@zen/platform';

/**
 * An event as a projection sees it: its type, data and place in the global log. Its time is in
 * its data (the command's); the log's own `created` column is not read, since turning it into a
 * Date for every event every runner reads was 2 % of the portal's thread under learner commands.
 */
export type LoggedEvent = {
  type: string;
  data: unknown;
  streamName: string;
  globalPosition: number;
  transactionId: string;
};

/** How far a projection has read. The log's order is (transaction id, global position). */
export type Checkpoint = { transactionId: string; globalPosition: number };
export const LOG_START: Checkpoint = { transactionId: '0', globalPosition: 0 };

type LogRow = {
  stream_id: string | null;
  message_type: string | null;
  message_data: unknown;
  global_position: number | null;
  txid: string | null;
  held_back: boolean;
};

/**
 * Reads the next events after `after`. Only events of transactions older than every transaction
 * still running are read: sequence numbers are taken before commit, so a later position can
 * commit first, but a transaction id below the snapshot's xmin can no longer add events. Reading
 * in (transaction id, position) order therefore never skips an event that commits late.
 * This is the visibility rule of Emmett's own `readMessagesBatch`, with the checkpoint kept as
 * the (transaction id, position) pair so that the order it reads in is the order it resumes in.
 *
 * The same statement, in the same snapshot, says whether committed events after `after` are held
 * back by that rule: a runner that read a short batch then looks again in a moment rather than
 * on its idle poll, without a second round trip to ask. The one-row `held` side of the join
 * answers even when no event is read. A full batch does not ask: more follows anyway, and from
 * far behind (a rebuild) the question walks the rest of the index.
 */
const readLog = (data: string) =>
  preparedStatement(
    `WITH batch AS (
       SELECT stream_id, message_type, ${data} AS message_data, global_position, transaction_id
         FROM emt_messages
        WHERE is_archived = false
          AND message_kind = 'E'
          AND (transaction_id, global_position) > ($1::xid8, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY transaction_id, global_position
        LIMIT $3)
     SELECT b.stream_id, b.message_type, b.message_data, b.global_position,
            b.transaction_id::text AS txid, held.held_back
       FROM (SELECT CASE WHEN (SELECT count(*) FROM batch) < $3 THEN EXISTS (
               SELECT 1 FROM emt_messages
                WHERE is_archived = false AND message_kind = 'E'
                  AND (transaction_id, global_position) > ($1::xid8, $2::bigint)
                  AND transaction_id >= pg_snapshot_xmin(pg_current_snapshot())) ELSE false END AS held_back) AS held
       LEFT JOIN batch b ON true
      -- A text alias would sort '1005' before '766': order by the xid8 column itself.
      ORDER BY b.transaction_id, b.global_position`,
  );
const READ_LOG = readLog('message_data');
const READ_LOG_WITH_DATA_OF = readLog('CASE WHEN message_type = ANY($4::text[]) THEN message_data END');

export type LogBatch = {
  events: LoggedEvent[];
  /**
   * Committed events after the batch that an older, still running transaction keeps back; only
   * asked when the batch is short of `limit` (false otherwise).
   */
  heldBack: boolean;
};

export const readLogBatch = async (
  client: DbClient,
  after: Checkpoint,
  limit: number,
  /** When given, only these types' data is read; other events come with `data` null. */
  types?: readonly string[],
): Promise<LogBatch> => {
  const { rows } = await client.query<LogRow>(
    types ? READ_LOG_WITH_DATA_OF : READ_LOG,
    types
      ? [after.transactionId, after.globalPosition, limit, types]
      : [after.transactionId, after.globalPosition, limit],
  );
  const events: LoggedEvent[] = [];
  for (const row of rows) {
    // The held-back row alone, when no event was read.
    if (row.message_type === null) continue;
    events.push({
      type: row.message_type,
      data: row.message_data,
      streamName: row.stream_id!,
      globalPosition: row.global_position!,
      transactionId: row.txid!,
    });
  }
  return { events, heldBack: rows[0]?.held_back ?? false };
};
