import pg from 'pg';
import { guardPool, POOL_SETTINGS } from './connections.ts';

/**
 * Our pools parse values per pool, not through pg's global registry: Emmett's driver layer
 * rewrites the global parsers (BIGINT as BigInt, its own JSON reader) when it loads. Counts,
 * ids and log positions fit a JS number; JSON is plain JSON.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    if (oid === pg.types.builtins.JSON || oid === pg.types.builtins.JSONB)
      return (value: string) => JSON.parse(value) as unknown;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

/**
 * A pool whose requests fail fast while the database is away instead of hanging: opening a
 * connection and each statement are bounded (a request then answers 503), and a client losing
 * its server never crashes the process (see connections.ts).
 */
export const createPool = (connectionString: string, max = 10, role = 'pool'): pg.Pool =>
  guardPool(
    new pg.Pool({
      connectionString,
      max,
      idleTimeoutMillis: 30_000,
      ...POOL_SETTINGS,
      types,
    }),
    role,
  );

/** Runs `work` in one transaction on one client, rolling back on any error. */
export const inTransaction = async <T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};

/** Any single connection (a pooled client or a dedicated one): what work inside a transaction takes. */
export type DbClient = pg.ClientBase;

/** The pool, or one connection inside a transaction: for a write that may be part of a larger one. */
export type Queryable = Pool | DbClient;
