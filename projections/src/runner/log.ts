import { preparedStatement, type DbClient } from '@zen/platform';

/** An event as a projection sees it: its type, data and place in the global log. */
export type LoggedEvent = {
  type: string;
  data: unknown;
  streamName: string;
  globalPosition: number;
  transactionId: string;
  recordedAt: Date;
};

/** How far a projection has read. The log's order is (transaction id, global position). */
export type Checkpoint = { transactionId: string; globalPosition: number };
export const LOG_START: Checkpoint = { transactionId: '0', globalPosition: 0 };

type LogRow = {
  stream_id: string;
  message_type: string;
  message_data: unknown;
  global_position: number;
  txid: string;
  created: Date;
};

/**
 * Reads the next events after `after`. Only events of transactions older than every transaction
 * still running are read: sequence numbers are taken before commit, so a later position can
 * commit first, but a transaction id below the snapshot's xmin can no longer add events. Reading
 * in (transaction id, position) order therefore never skips an event that commits late.
 * This is the visibility rule of Emmett's own `readMessagesBatch`, with the checkpoint kept as
 * the (transaction id, position) pair so that the order it reads in is the order it resumes in.
 */
const readLog = (data: string) =>
  preparedStatement(
    `SELECT stream_id, message_type, ${data} AS message_data, global_position,
            transaction_id::text AS txid, created
       FROM emt_messages
      WHERE is_archived = false
        AND message_kind = 'E'
        AND (transaction_id, global_position) > ($1::xid8, $2::bigint)
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      -- A text alias would sort '1005' before '766': order by the xid8 column itself.
      ORDER BY emt_messages.transaction_id, global_position
      LIMIT $3`,
  );
const READ_LOG = readLog('message_data');
const READ_LOG_WITH_DATA_OF = readLog('CASE WHEN message_type = ANY($4::text[]) THEN message_data END');

export const readLogBatch = async (
  client: DbClient,
  after: Checkpoint,
  limit: number,
  /** When given, only these types' data is read; other events come with `data` null. */
  types?: readonly string[],
): Promise<LoggedEvent[]> => {
  const { rows } = await client.query<LogRow>(
    types ? READ_LOG_WITH_DATA_OF : READ_LOG,
    types
      ? [after.transactionId, after.globalPosition, limit, types]
      : [after.transactionId, after.globalPosition, limit],
  );
  return rows.map((row) => ({
    type: row.message_type,
    data: row.message_data,
    streamName: row.stream_id,
    globalPosition: row.global_position,
    transactionId: row.txid,
    recordedAt: row.created,
  }));
};

const HAS_UNREAD = preparedStatement(
  `SELECT EXISTS (
     SELECT 1 FROM emt_messages
      WHERE is_archived = false AND message_kind = 'E'
        AND (transaction_id, global_position) > ($1::xid8, $2::bigint)) AS unread`,
);

/** Whether committed events lie after `after` that `readLogBatch` may not read yet (see there). */
export const hasUnreadEvents = async (client: DbClient, after: Checkpoint): Promise<boolean> => {
  const { rows } = await client.query<{ unread: boolean }>(HAS_UNREAD, [
    after.transactionId,
    after.globalPosition,
  ]);
  return rows[0]?.unread ?? false;
};
