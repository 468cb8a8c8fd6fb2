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
  plain: boolean;
};

/**
 * How a connection that writes read models and never appends an event starts its name in
 * pg_stat_activity: the projection runners' own connections, and a rebuild for its transaction.
 */
export const READ_MODEL_WRITER = 'zen-read-model-writer';

/**
 * The log's horizon: every event of a transaction below it has committed (or never will), so the
 * log may be read up to it without skipping one. Sequence numbers are taken before commit, so a
 * later position can commit first, but a transaction id below the horizon can no longer add
 * events.
 *
 * The plain horizon is the snapshot's xmin, the oldest transaction still running on the whole
 * server. That let any long write transaction anywhere hold every read model back: another
 * database's on the same server, a rebuild's (one transaction over the whole log), a runner's
 * batch. So the running transactions known for certain never to append to this log are passed
 * over: those of backends connected to other databases, and those of read-model writers
 * (READ_MODEL_WRITER). Everything else still running holds the horizon, a transaction whose
 * backend could not be seen included (pg_stat_activity hides other roles' transaction ids), and
 * so does one that started after the snapshot, whose id is at least its xmax.
 *
 * Reading pg_stat_activity copies every backend's status, which on the busy paths cost a quarter
 * of content creation's rate when every read did it. So a reader asks for this horizon only once
 * the plain one has held it back for a while (`passOver`), and the answer says when the plain one
 * would do again.
 */
export const LOG_HORIZON = `(SELECT coalesce(
     (SELECT min(x) FROM pg_snapshot_xip(snap.s) AS x
       WHERE NOT EXISTS (
         SELECT 1 FROM pg_stat_activity a
          WHERE a.backend_xid::text::bigint = x::text::bigint % 4294967296
            AND (a.datid <> (SELECT oid FROM pg_database WHERE datname = current_database())
                 OR a.application_name LIKE '${READ_MODEL_WRITER}%'))),
     pg_snapshot_xmax(snap.s))
   FROM (SELECT pg_current_snapshot() AS s) AS snap)`;

/**
 * Reads the next events after `after`, below the log's horizon (above), in (transaction id,
 * position) order, which therefore never skips an event that commits late. This is the visibility
 * rule of Emmett's own `readMessagesBatch` with a horizon that other work cannot hold, and with
 * the checkpoint kept as the (transaction id, position) pair so that the order it reads in is the
 * order it resumes in.
 *
 * The same statement, in the same snapshot, says whether committed events after `after` are held
 * back by that rule: a runner that read a short batch then looks again in a moment rather than
 * on its idle poll, without a second round trip to ask. The one-row `held` side of the join
 * answers even when no event is read. A full batch does not ask: more follows anyway, and from
 * far behind (a rebuild) the question walks the rest of the index.
 */
const PLAIN_HORIZON = 'pg_snapshot_xmin(pg_current_snapshot())';

/**
 * The read by the plain horizon is the statement runners make all the time, kept as it was
 * measured (the horizon inline); the one passing over takes its horizon once, in a CTE, and
 * says whether the plain one would have read as far.
 */
const readLog = (data: string, passOver: boolean) => {
  const horizon = passOver ? '(SELECT xid FROM horizon)' : PLAIN_HORIZON;
  return preparedStatement(
    `${passOver ? `WITH horizon AS MATERIALIZED (SELECT ${LOG_HORIZON} AS xid),` : 'WITH'}
     batch AS (
       SELECT stream_id, message_type, ${data} AS message_data, global_position, transaction_id
         FROM emt_messages
        WHERE is_archived = false
          AND message_kind = 'E'
          AND (transaction_id, global_position) > ($1::xid8, $2::bigint)
          AND transaction_id < ${horizon}
        ORDER BY transaction_id, global_position
        LIMIT $3)
     SELECT b.stream_id, b.message_type, b.message_data, b.global_position,
            b.transaction_id::text AS txid, held.held_back,
            ${passOver ? `${horizon} = ${PLAIN_HORIZON}` : 'true'} AS plain
       FROM (SELECT CASE WHEN (SELECT count(*) FROM batch) < $3 THEN EXISTS (
               SELECT 1 FROM emt_messages
                WHERE is_archived = false AND message_kind = 'E'
                  AND (transaction_id, global_position) > ($1::xid8, $2::bigint)
                  AND transaction_id >= ${horizon}) ELSE false END AS held_back) AS held
       LEFT JOIN batch b ON true
      -- A text alias would sort '1005' before '766': order by the xid8 column itself.
      ORDER BY b.transaction_id, b.global_position`,
  );
};
const WITH_DATA_OF = 'CASE WHEN message_type = ANY($4::text[]) THEN message_data END';
const READ_LOG = readLog('message_data', false);
const READ_LOG_WITH_DATA_OF = readLog(WITH_DATA_OF, false);
const READ_LOG_PASSING_OVER = readLog('message_data', true);
const READ_LOG_WITH_DATA_OF_PASSING_OVER = readLog(WITH_DATA_OF, true);

export type LogBatch = {
  events: LoggedEvent[];
  /**
   * Committed events after the batch that an older, still running transaction keeps back; only
   * asked when the batch is short of `limit` (false otherwise).
   */
  heldBack: boolean;
  /**
   * Read with `passOver`: whether that horizon passed over a running transaction the plain one
   * would have stopped at (false: the plain horizon would have read as far, use it again).
   */
  passedOver: boolean;
};

export const readLogBatch = async (
  client: DbClient,
  after: Checkpoint,
  limit: number,
  /** When given, only these types' data is read; other events come with `data` null. */
  types?: readonly string[],
  /** Read up to the horizon that passes over transactions that cannot append (LOG_HORIZON). */
  { passOver = false }: { passOver?: boolean } = {},
): Promise<LogBatch> => {
  const statement = passOver
    ? types
      ? READ_LOG_WITH_DATA_OF_PASSING_OVER
      : READ_LOG_PASSING_OVER
    : types
      ? READ_LOG_WITH_DATA_OF
      : READ_LOG;
  const { rows } = await client.query<LogRow>(
    statement,
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
  return {
    events,
    heldBack: rows[0]?.held_back ?? false,
    passedOver: passOver && rows[0]?.plain === false,
  };
};
