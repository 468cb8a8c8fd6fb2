import { isDatabaseUnavailable, type Logger, type Pool, type PoolClient } from '@zen/platform';

/**
 * Keeps the planner's statistics up with tables that grow fast, the event log above all.
 *
 * The runners' and the commands' statements are prepared, and PostgreSQL keeps a prepared
 * statement's generic plan until the table's statistics change. A plan made while the log was a
 * few pages long reads it whole (a sequential scan is the cheapest way to read a few pages), and
 * goes on reading it whole as it grows: measured on a fresh portal with 8 admins creating
 * content, the catalogue runner's statement scanned the log in every batch, 5 061 scans and
 * 101 million rows read for 40 000 creations, and creations ran at half their rate. New
 * statistics make PostgreSQL plan such statements again, with the log's index.
 *
 * Autovacuum gathers them too, but only on its own schedule: a database is visited once a
 * minute at best, and not at all where autovacuum is off (as on the development machine's
 * server). So each process checks every few seconds, and analyses a table once its rows changed
 * by half of what it holds since it was last analysed: when a young table doubles, then rarely.
 * Autovacuum, where it runs, analyses sooner (at a tenth) and leaves this nothing to do.
 * Replicas take turns: one holds the lock while it analyses, the others skip that check.
 */

/** Smaller tables are planned well from their size alone, and analysing them often would only replan. */
const MIN_ROWS = 500;
const DEFAULT_INTERVAL_MS = 5_000;
const LOCK_KEY = 'zen-table-statistics';
const LOCK_WAIT_MS = 200;
/** SQLSTATE of a lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

const STALE_TABLES = `SELECT format('%I.%I', schemaname, relname) AS name
   FROM pg_stat_user_tables
  WHERE n_live_tup >= $1 AND n_mod_since_analyze * 2 >= n_live_tup`;

export type StatisticsKeeper = {
  /** Analyses the tables that need it now; answers their names (none while another replica does it). */
  checkNow: () => Promise<string[]>;
  stop: () => Promise<void>;
};

export const startStatisticsKeeper = ({
  pool,
  logger,
  intervalMs = DEFAULT_INTERVAL_MS,
}: {
  pool: Pool;
  logger: Logger;
  intervalMs?: number;
}): StatisticsKeeper => {
  let checking: Promise<string[]> | undefined;
  const checkNow = (): Promise<string[]> =>
    (checking ??= analyseStale(pool).finally(() => {
      checking = undefined;
    }));
  const timer = setInterval(() => {
    checkNow().then(
      (tables) => {
        if (tables.length > 0) logger.debug({ tables }, 'table statistics refreshed');
      },
      (error: unknown) => {
        // A database away is reported by the connection guard; the next check tries again.
        if (!isDatabaseUnavailable(error)) logger.warn({ err: error }, 'table statistics not refreshed');
      },
    );
  }, intervalMs);
  timer.unref();
  return {
    checkNow,
    stop: async () => {
      clearInterval(timer);
      await checking?.catch(() => undefined);
    },
  };
};

const staleTables = async (client: PoolClient): Promise<string[]> =>
  (await client.query<{ name: string }>(STALE_TABLES, [MIN_ROWS])).rows.map(({ name }) => name);

const unlock = async (client: PoolClient): Promise<void> => {
  await client.query('RESET lock_timeout');
  await client.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK_KEY]);
};

/**
 * Most checks find nothing to do and cost one statement. Otherwise the replica that takes the
 * lock reads the list again (another may have just analysed those tables) and analyses them.
 * Each ANALYZE runs in a transaction of its own: an ANALYZE takes a transaction id as it writes
 * its statistics, and the runners read no event appended after a transaction that is still
 * running (log.ts), so in one transaction for every table the runners would wait for the last.
 */
const analyseStale = async (pool: Pool): Promise<string[]> => {
  const client = await pool.connect();
  let locked = false;
  try {
    if ((await staleTables(client)).length === 0) return [];
    const { rows: lock } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
      [LOCK_KEY],
    );
    locked = lock[0]?.locked === true;
    if (!locked) return [];
    // A table another transaction holds (a rebuild swapping it in, for minutes) is left for the
    // next check rather than waited for.
    await client.query(`SET lock_timeout = '${LOCK_WAIT_MS}ms'`);
    const analysed: string[] = [];
    for (const name of await staleTables(client)) {
      try {
        // The name comes from the catalogue, quoted by format('%I'): nothing of a caller's is in it.
        await client.query(`ANALYZE ${name}`);
        analysed.push(name);
      } catch (error) {
        if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw error;
      }
    }
    return analysed;
  } finally {
    // The lock and the setting belong to the connection, which goes back to the pool; one that
    // cannot be cleaned is closed instead, which frees the lock as well.
    const cleaned =
      !locked ||
      (await unlock(client).then(
        () => true,
        () => false,
      ));
    client.release(!cleaned);
  }
};
