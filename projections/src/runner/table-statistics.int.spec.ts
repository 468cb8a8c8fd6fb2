import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@zen/platform';
import { createTestDatabase, type TestDatabase } from '@zen/portal/testing';
import { startStatisticsKeeper, type StatisticsKeeper } from './table-statistics.ts';

/** Where the event store keeps live events (Emmett's default partition). */
const LOG = 'emt_messages_emt_default_active';

let db: TestDatabase;
let keeper: StatisticsKeeper;

beforeAll(async () => {
  db = await createTestDatabase();
  // Checked by the tests themselves: a long interval keeps the timer out of their way.
  keeper = startStatisticsKeeper({ pool: db.pool, logger: createLogger('silent'), intervalMs: 3_600_000 });
  // Autovacuum (on in the embedded PostgreSQL, off on some servers) would race the keeper on
  // these tables: the tests decide when statistics are gathered.
  await db.pool.query('CREATE TABLE small_table (id int PRIMARY KEY) WITH (autovacuum_enabled = false)');
  await db.pool.query(`ALTER TABLE ${LOG} SET (autovacuum_enabled = false)`);
});

afterAll(async () => {
  await keeper?.stop();
  await db?.close();
});

/**
 * Runs a write, and has its backend pass on its counts of changed rows at once, as the keeper
 * reads them: PostgreSQL otherwise sends them once the connection is idle, up to ten seconds later.
 */
const write = async (sql: string, params: unknown[] = []): Promise<void> => {
  const client = await db.pool.connect();
  try {
    await client.query(sql, params);
    await client.query('SELECT pg_stat_force_next_flush()');
  } finally {
    client.release();
  }
};

/**
 * Appends content creations `from`..`to` to the log, in one statement: the rows the event store
 * writes (its columns, its partition), at a rate a test can wait for.
 */
const appendCreations = (from: number, to: number) =>
  write(
    `INSERT INTO emt_messages (stream_id, stream_position, partition, message_kind, message_data,
       message_metadata, message_schema_version, message_type, message_id, is_archived, transaction_id)
     SELECT 'content-' || g, 1, 'emt:default', 'E',
            jsonb_build_object('contentId', g, 'title', 'Item ' || g, 'description', repeat('words ', 50)),
            '{}', '1', 'ContentCreated', gen_random_uuid()::text, false, pg_current_xact_id()
       FROM generate_series($1::int, $2::int) g`,
    [from, to],
  );

/** The plan a prepared statement runs with, as EXPLAIN EXECUTE prints it. */
const planOf = async (client: pg.Client, statement: string): Promise<string> => {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE ${statement}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
};

describe('table statistics', () => {
  it("lets the catalogue's read of new events, prepared on a young log, use the log's index once it has grown", async () => {
    const session = new pg.Client({ connectionString: db.url });
    await session.connect();
    try {
      // Prepared on a log of a few pages, as a new portal's runners prepare theirs.
      await appendCreations(1, 40);
      // Its statistics as autovacuum leaves a young log (or none at all, as on a server without
      // autovacuum): a table of a few pages either way.
      await db.pool.query(`ANALYZE ${LOG}`);
      await session.query(
        `PREPARE new_events(bigint[]) AS
           SELECT message_data FROM emt_messages
            WHERE global_position = ANY($1) AND message_type = 'ContentCreated'
              AND is_archived = false AND message_kind = 'E'`,
      );
      // After five runs PostgreSQL settles on one generic plan, kept until the statistics change.
      for (let run = 0; run < 6; run++) await session.query("EXECUTE new_events('{1,2}')");
      expect(await planOf(session, "new_events('{1,2}')")).toMatch(/Seq Scan on emt_messages/);

      await appendCreations(41, 40_000);
      // Without new statistics the plan made for forty events reads all forty thousand.
      expect(await planOf(session, "new_events('{1,2}')")).toMatch(/Seq Scan on emt_messages/);

      expect(await keeper.checkNow()).toContain(`public.${LOG}`);
      const plan = await planOf(session, "new_events('{1,2}')");
      expect(plan).toMatch(/global_position_idx/);
      expect(plan).not.toMatch(/Seq Scan/);
    } finally {
      await session.end();
    }
  });

  it('leaves small tables, and tables that changed little since their analysis, alone', async () => {
    await write('INSERT INTO small_table SELECT g FROM generate_series(1, 100) g');
    await appendCreations(40_001, 41_000);
    expect(await keeper.checkNow()).toEqual([]);
  });

  it('analyses a table again once it has doubled', async () => {
    await appendCreations(41_001, 90_000);
    expect(await keeper.checkNow()).toContain(`public.${LOG}`);
    const { rows } = await db.pool.query<{ rows: number }>(
      'SELECT reltuples::int AS rows FROM pg_class WHERE relname = $1',
      [LOG],
    );
    expect(rows[0]!.rows).toBe(90_000);
  });

  it('skips a table another transaction holds, and analyses it at the next check', async () => {
    await db.pool.query('CREATE TABLE swapped_in (id int PRIMARY KEY) WITH (autovacuum_enabled = false)');
    await write('INSERT INTO swapped_in SELECT g FROM generate_series(1, 5000) g');
    const rebuild = await db.pool.connect();
    try {
      await rebuild.query('BEGIN');
      await rebuild.query('LOCK TABLE swapped_in IN ACCESS EXCLUSIVE MODE');
      expect(await keeper.checkNow()).not.toContain('public.swapped_in');
    } finally {
      await rebuild.query('ROLLBACK');
      rebuild.release();
    }
    expect(await keeper.checkNow()).toContain('public.swapped_in');
  });

  it('is done by one replica at a time', async () => {
    await write('INSERT INTO small_table SELECT g FROM generate_series(101, 5000) g');
    const other = startStatisticsKeeper({
      pool: db.pool,
      logger: createLogger('silent'),
      intervalMs: 3_600_000,
    });
    try {
      const [mine, theirs] = await Promise.all([keeper.checkNow(), other.checkNow()]);
      // Whoever came second was locked out, or found the table analysed already.
      expect([...mine, ...theirs]).toEqual(['public.small_table']);
    } finally {
      await other.stop();
    }
  });
});
