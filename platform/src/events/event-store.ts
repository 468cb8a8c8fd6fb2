import { getPostgreSQLEventStore, type PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS, guardPool, STATEMENT_TIMEOUT_MS } from '../database/connections.ts';

export type EventStore = PostgresEventStore & { close: () => Promise<void> };

/**
 * Emmett's PostgreSQL event store on a pool of its own: Emmett expects BIGINTs as BigInt (its
 * driver sets pg's global parsers), while our read-side pools use numbers. We create that pool
 * rather than letting Emmett do it, so it is guarded like every other connection and bounded by
 * the same timeouts. The schema is created by `migrate`, never lazily on a request, so no request
 * pays for it and replicas do not race. Close it on shutdown.
 */
export const createEventStore = (connectionString: string, max = 10): EventStore => {
  const pool = guardPool(
    new pg.Pool({
      connectionString,
      max,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      keepAlive: true,
    }),
    'event-store',
  );
  const store = getPostgreSQLEventStore(connectionString, {
    schema: { autoMigration: 'None' },
    connectionOptions: { pool },
  });
  const closeStore = store.close.bind(store);
  return Object.assign(store, {
    close: async () => {
      await closeStore();
      await pool.end();
    },
  });
};
