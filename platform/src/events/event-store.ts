import {
  getPostgreSQLEventStore,
  PostgreSQLEventStoreDefaultStreamVersion,
  type PostgresEventStore,
} from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { guardPool, POOL_SETTINGS } from '../database/connections.ts';
import { oneStatementAppends } from './append.ts';
import { preparedReadOf, preparedStreamReads } from './read-stream.ts';

export type EventStore = PostgresEventStore & { close: () => Promise<void> };

/**
 * The expected version that makes an append fail if its stream already exists. Emmett's
 * PostgreSQL store (and ours after it) checks only a numeric expectation, not the general
 * STREAM_DOES_NOT_EXIST; a stream that does not exist is at this version.
 */
export const NO_STREAM_YET: bigint = PostgreSQLEventStoreDefaultStreamVersion;

/**
 * Emmett's PostgreSQL event store on a pool of its own: Emmett expects BIGINTs as BigInt (its
 * driver sets pg's global parsers), while our read-side pools use numbers. We create that pool
 * rather than letting Emmett do it, so it is guarded like every other connection and bounded by
 * the same timeouts. The schema is created by `migrate`, never lazily on a request, so no request
 * pays for it and replicas do not race. Appends take one round trip (./append.ts) and whole-stream
 * reads, and reads from a position on, are prepared statements (./read-stream.ts), except those
 * that ask Emmett for more (downcasting, upcasting, a range's end), which Emmett serves itself. Close it on shutdown.
 */
export const createEventStore = (connectionString: string, max = 10): EventStore => {
  const pool = guardPool(
    new pg.Pool({
      connectionString,
      max,
      ...POOL_SETTINGS,
    }),
    'event-store',
  );
  const store = getPostgreSQLEventStore(connectionString, {
    schema: { autoMigration: 'None' },
    connectionOptions: { pool },
  });
  const closeStore = store.close.bind(store);
  const appendThroughEmmett = store.appendToStream.bind(store);
  const oneStatement = oneStatementAppends(pool);
  const appendToStream = ((streamName, events, options) =>
    options?.schema
      ? appendThroughEmmett(streamName, events, options)
      : oneStatement.appendToStream(streamName, events, options)) as EventStore['appendToStream'];
  const readThroughEmmett = store.readStream.bind(store);
  const readPrepared = preparedStreamReads(pool);
  const readStream = ((streamName, options) => {
    const prepared = preparedReadOf(options);
    return prepared ? readPrepared(streamName, prepared.from) : readThroughEmmett(streamName, options);
  }) as EventStore['readStream'];
  return Object.assign(store, {
    appendToStream,
    // Emmett's aggregateStream reads through this.readStream, so commands use the prepared read too.
    readStream,
    // Emmett's command handler runs in a "session": a new store around one checked-out connection,
    // built for every command, whose appends are Emmett's own. Ours needs no connection of its own
    // (a read, then a one-statement append), so a session is this store.
    withSession: ((callback) =>
      callback({ eventStore: store, close: () => Promise.resolve() })) as EventStore['withSession'],
    close: async () => {
      // The last appends' notification first: the runners then apply them now, not at their poll.
      await oneStatement.notified();
      await closeStore();
      await pool.end();
    },
  });
};
