import type { Pool } from '@zen/platform';
import { LOG_HORIZON } from '@zen/projections';
import { XAPI_EVENT_TYPES, type ActivityRow } from './statements.ts';

/** A place in the log: the (transaction, position) pair the projections also read in. */
export type LogCursor = { transactionId: string; globalPosition: string };
export const LOG_START: LogCursor = { transactionId: '0', globalPosition: '0' };

export const parseCursor = (text: string | undefined): LogCursor => {
  if (!text) return LOG_START;
  const [transactionId = '0', globalPosition = '0'] = text.split('.');
  return { transactionId, globalPosition };
};
export const formatCursor = (cursor: LogCursor): string => `${cursor.transactionId}.${cursor.globalPosition}`;

// Written out in full, as in migration 0010's partial index, so the planner can use that index.
const EVENT_TYPES_SQL = XAPI_EVENT_TYPES.map((type) => `'${type}'`).join(', ');

type Row = ActivityRow & LogCursor;

/**
 * The next learner events after `after`, in log order, with the account's e-mail and name and the
 * item's title and URL (from the catalogue, or the deleted items for one deleted since). Only
 * events below the log's horizon are read, as the projections read them (LOG_HORIZON): a cursor
 * handed out never skips an event that commits late.
 */
export const readActivity = async (
  pool: Pool,
  after: LogCursor,
  since: string | undefined,
  limit: number,
): Promise<Row[]> => {
  const { rows } = await pool.query<Row>(
    `SELECT m.message_id AS "messageId", m.message_type AS type, m.message_data AS data, m.created AS stored,
            m.transaction_id::text AS "transactionId", m.global_position::text AS "globalPosition",
            u.email, nullif(concat_ws(' ', p.first_name, p.last_name), '') AS name,
            coalesce(c.title, d.title) AS "contentTitle", coalesce(c.url, d.url) AS "contentUrl",
            coalesce(c.type, d.type) AS "contentType"
       FROM emt_messages m
       JOIN users u ON u.id = (m.message_data ->> 'userId')::uuid
       LEFT JOIN user_profiles p ON p.user_id = u.id
       LEFT JOIN content_catalogue c ON c.id = (m.message_data ->> 'contentId')::int
       LEFT JOIN content_catalogue_deleted d ON d.id = (m.message_data ->> 'contentId')::int
      WHERE m.message_type IN (${EVENT_TYPES_SQL})
        AND m.message_kind = 'E' AND NOT m.is_archived
        AND (m.transaction_id, m.global_position) > ($1::xid8, $2::bigint)
        AND m.transaction_id < ${LOG_HORIZON}
        AND ($3::timestamptz IS NULL OR m.created > $3::timestamptz)
      ORDER BY m.transaction_id, m.global_position
      LIMIT $4`,
    [after.transactionId, after.globalPosition, since ?? null, limit],
  );
  return rows;
};
