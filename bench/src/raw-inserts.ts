import type { ContentFormInput } from '@zen/contracts';
import { inTransaction, type Pool } from '@zen/platform';
import { rateOf, runConcurrently, type Rate } from './concurrency.ts';

/**
 * The baselines: what PostgreSQL does with the same data and none of our code. Each row is the
 * JSON a ContentCreated event carries, inserted one row per statement into a table with only a
 * primary key, so the ratio against it is what events, validation, indexes and HTTP cost.
 */
const SCRATCH_TABLE = 'bench_raw_inserts';

export const eventLikeRow = (form: ContentFormInput, index: number, by: string) => ({
  contentId: index + 1,
  ...form,
  createdBy: by,
  createdAt: new Date().toISOString(),
});

/** An empty scratch table for a baseline (or the bare write server, bare-write.ts) to fill. */
export const resetScratchTable = async (pool: Pool): Promise<void> => {
  await pool.query(`DROP TABLE IF EXISTS ${SCRATCH_TABLE}`);
  await pool.query(`CREATE TABLE ${SCRATCH_TABLE} (id bigserial PRIMARY KEY, data jsonb NOT NULL)`);
};

const INSERT = `INSERT INTO ${SCRATCH_TABLE} (data) VALUES ($1)`;
/** The same INSERT, answering the new row's id, as a write that must say what it made. */
export const INSERT_RETURNING_ID = `${INSERT} RETURNING id`;

/** Single-row INSERTs, each its own transaction, from `concurrency` connections at once. */
export const rawInsertsConcurrently = async (
  pool: Pool,
  rows: readonly object[],
  concurrency: number,
  signal?: AbortSignal,
): Promise<Rate> => {
  await resetScratchTable(pool);
  return runConcurrently(
    rows,
    concurrency,
    async (row) => {
      await pool.query(INSERT, [JSON.stringify(row)]);
    },
    signal,
  );
};

/** Single-row INSERTs on one connection in one transaction: the shape of a projection rebuild. */
export const rawInsertsInOneTransaction = async (pool: Pool, rows: readonly object[]): Promise<Rate> => {
  await resetScratchTable(pool);
  const startedAt = performance.now();
  await inTransaction(pool, async (client) => {
    for (const row of rows) await client.query(INSERT, [JSON.stringify(row)]);
  });
  return rateOf(rows.length, startedAt);
};
