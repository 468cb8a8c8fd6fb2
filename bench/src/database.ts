import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPool, migrate, startEmbeddedPostgres, type Pool } from '@zen/platform';

export type BenchDatabase = {
  url: string;
  pool: Pool;
  name: string;
  /** Where the database lives, for the report. */
  where: string;
  serverVersion: string;
  close: () => Promise<void>;
};

/** Enough for the portal's queries under 64 connections plus the bench's own concurrent writers. */
const POOL_SIZE = 20;

/** A created database: how to reach it, how to describe it and how to remove it. */
type CreatedDatabase = { url: string; name: string; where: string; drop: () => Promise<void> };

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * A new database on the server at `databaseUrl`, dropped on close: every run starts empty and
 * leaves nothing behind, and the server's other databases are not touched.
 */
const onServer = async (databaseUrl: string): Promise<CreatedDatabase> => {
  const name = `zen_bench_${randomBytes(4).toString('hex')}`;
  await withClient(databaseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    where: `server at ${url.host}`,
    // FORCE ends connections a failed run may have left open, so the drop cannot hang.
    drop: async () => {
      await withClient(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
};

/** An embedded PostgreSQL in a temporary directory, removed with its data on close. */
const embedded = async (): Promise<CreatedDatabase> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zen-bench-pg-'));
  const server = await startEmbeddedPostgres(dataDir);
  await server.createDatabase('zen_bench');
  return {
    url: server.url('zen_bench'),
    name: 'zen_bench',
    where: 'embedded, in a temporary directory',
    drop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** A fresh, migrated database: on DATABASE_URL's server when set, else embedded. */
export const openBenchDatabase = async (databaseUrl: string | undefined): Promise<BenchDatabase> => {
  const { url, name, where, drop } = databaseUrl ? await onServer(databaseUrl) : await embedded();
  const pool = createPool(url, POOL_SIZE);
  try {
    await migrate(pool, url);
    const { rows } = await pool.query<{ server_version: string }>('SHOW server_version');
    return {
      url,
      pool,
      name,
      where,
      serverVersion: rows[0]!.server_version,
      close: async () => {
        await pool.end();
        await drop();
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    await drop().catch(() => undefined);
    throw error;
  }
};
