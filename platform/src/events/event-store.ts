import { getPostgreSQLEventStore, type PostgresEventStore } from '@event-driven-io/emmett-postgresql';

export type { PostgresEventStore as EventStore };

/**
 * Emmett's PostgreSQL event store. It keeps a pool of its own because Emmett expects BIGINTs as
 * BigInt, while our read-side pools use numbers. The schema is created by `migrate`, never
 * lazily on a request, so no request pays for it and replicas do not race. Close it on shutdown.
 */
export const createEventStore = (connectionString: string): PostgresEventStore =>
  getPostgreSQLEventStore(connectionString, { schema: { autoMigration: 'None' } });
