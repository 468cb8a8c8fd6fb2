import type { Pool } from '@zen/platform';

/**
 * Tables whose rows change while a refused request is answered, without that request writing:
 * the rate-limit counters exist to count refused attempts (a wrong password is exactly what they
 * must remember), and the projection runners store their checkpoints past other read models'
 * events on their own clock (at most once a second), whatever request is in flight. A request
 * that did append would still show in emt_messages and in the read models.
 */
const MAY_CHANGE_WHEN_REFUSED = ['rate_limit_hits', 'projection_checkpoints'];

/**
 * A record of every row written in the fuzz's scratch database: an AFTER ... FOR EACH ROW trigger
 * on every table (and TRUNCATE per statement) appends the table's name to fuzz_writes. Comparing
 * the log's last id before and after a request tells, to the row, whether it wrote anything: the
 * per-request form of "a hash of every table before and after", at a fraction of a millisecond,
 * and rolled back with the transaction it belongs to, so only committed writes count.
 */
export const installWriteLog = async (pool: Pool): Promise<void> => {
  await pool.query(`
    CREATE TABLE fuzz_writes (id bigserial PRIMARY KEY, table_name text NOT NULL, operation text NOT NULL);
    CREATE FUNCTION fuzz_record_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_writes (table_name, operation) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$;
  `);
  const { rows } = await pool.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND c.relname <> 'fuzz_writes' AND NOT (c.relname = ANY($1))`,
    [MAY_CHANGE_WHEN_REFUSED],
  );
  for (const { name } of rows) {
    await pool.query(
      `CREATE TRIGGER fuzz_rows AFTER INSERT OR UPDATE OR DELETE ON "${name}"
         FOR EACH ROW EXECUTE FUNCTION fuzz_record_write();
       CREATE TRIGGER fuzz_truncate AFTER TRUNCATE ON "${name}"
         FOR EACH STATEMENT EXECUTE FUNCTION fuzz_record_write();`,
    );
  }
};

/** The id of the last write recorded so far: a mark to compare against. */
export const lastWrite = async (pool: Pool): Promise<number> =>
  Number((await pool.query<{ id: string | null }>('SELECT max(id) AS id FROM fuzz_writes')).rows[0]!.id ?? 0);

/** Which tables were written after `mark`, with how many rows each ("emt_messages: 2"). */
export const writesSince = async (pool: Pool, mark: number): Promise<string[]> =>
  (
    await pool.query<{ summary: string }>(
      `SELECT table_name || ' ' || lower(operation) || ': ' || count(*) AS summary
         FROM fuzz_writes WHERE id > $1 GROUP BY table_name, operation ORDER BY table_name`,
      [mark],
    )
  ).rows.map((row) => row.summary);
