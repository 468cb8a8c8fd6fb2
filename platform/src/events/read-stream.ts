import type { Event, ReadStreamResult } from '@event-driven-io/emmett';
import { defaultTag, PostgreSQLEventStoreDefaultStreamVersion } from '@event-driven-io/emmett-postgresql';
import type pg from 'pg';
import { preparedStatement } from '../database/prepared.ts';

/**
 * Emmett's stream read (0.42) as a prepared statement. Every command reads its stream before it
 * decides, and Emmett writes the stream's name into the SQL text as a literal, so PostgreSQL
 * plans the query anew each time: measured at 20 000 appends, planning it took ten times as long
 * as running it (0.14 ms of 0.15 ms per read), about a third of the database's time per command.
 * The same query with parameters, prepared once per connection, is planned once.
 *
 * What it returns is what Emmett's returns: the events in stream order, each with its stored
 * metadata plus message id, stream name and positions as bigints, kind 'Event', and the stream's
 * version (0n and no events when it does not exist). Reads that ask for more (a range, another
 * partition, upcasting) are Emmett's own.
 */

const READ_STREAM = preparedStatement(
  `SELECT stream_position::text AS stream_position, global_position::text AS global_position,
                message_data, message_metadata, message_type, message_id
           FROM emt_messages m
          WHERE stream_id = $1 AND partition = $2 AND is_archived = FALSE AND m.stream_position >= $3
          ORDER BY m.stream_position ASC`, // the column, not the text alias (which sorts 10 before 2)
);

type StreamRow = {
  stream_position: string;
  global_position: string;
  message_data: Record<string, unknown>;
  message_metadata: Record<string, unknown> | null;
  message_type: string;
  message_id: string;
};

/**
 * What a read asks for, when the prepared reads can answer it: the whole stream, or the stream from
 * a position on (Emmett's `from`, inclusive). Undefined for anything else (Emmett's own read).
 */
export const preparedReadOf = (options?: object): { from?: bigint } | undefined => {
  const asked = Object.entries(options ?? {}).filter(
    ([key, value]) => key !== 'expectedStreamVersion' && value !== undefined,
  );
  if (asked.length === 0) return {};
  const [[key, from]] = asked as [[string, unknown]];
  return asked.length === 1 && key === 'from' && typeof from === 'bigint' ? { from } : undefined;
};

export const preparedStreamReads =
  (pool: pg.Pool) =>
  async (streamName: string, from?: bigint): Promise<ReadStreamResult<Event>> => {
    // The whole stream is the stream from position 0: one statement, prepared once, serves both.
    const { rows } = await pool.query<StreamRow>(READ_STREAM, [streamName, defaultTag, String(from ?? 0n)]);
    const events = rows.map((row) => ({
      type: row.message_type,
      data: row.message_data,
      kind: 'Event' as const,
      metadata: {
        ...row.message_metadata,
        messageId: row.message_id,
        streamName,
        streamPosition: BigInt(row.stream_position),
        globalPosition: BigInt(row.global_position),
      },
    }));
    const last = events.at(-1);
    return last
      ? { currentStreamVersion: last.metadata.streamPosition, events, streamExists: true }
      : { currentStreamVersion: PostgreSQLEventStoreDefaultStreamVersion, events: [], streamExists: false };
  };
