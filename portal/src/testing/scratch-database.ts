import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPool, migrate, startEmbeddedPostgres } from '@zen/platform';
import type { TestDatabase } from './database.ts';

const onServer = async (databaseUrl: string, name: string, work: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(work.replace('$name', name));
  } finally {
    await client.end();
  }
};

/**
 * A fresh, migrated database for a command run outside vitest (the fuzz run): on the server of
 * `databaseUrl` when given, else on an embedded PostgreSQL in a temporary directory. Closing it
 * drops it (or stops the embedded server and removes its files), so a run leaves nothing behind.
 */
export const createScratchDatabase = async (databaseUrl: string | undefined): Promise<TestDatabase> => {
  const name = `zen_scratch_${randomBytes(4).toString('hex')}`;
  let url: string;
  let drop: () => Promise<void>;
  if (databaseUrl) {
    await onServer(databaseUrl, name, 'CREATE DATABASE $name');
    const at = new URL(databaseUrl);
    at.pathname = `/${name}`;
    url = at.toString();
    drop = async () => {
      // Closed pools' sockets take a moment to go: waiting for them keeps their clients from
      // reporting "connection lost". FORCE then ends whatever a failed run left open.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const dropped = await onServer(databaseUrl, name, 'DROP DATABASE IF EXISTS $name').then(
          () => true,
          () => false,
        );
        if (dropped) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await onServer(databaseUrl, name, 'DROP DATABASE IF EXISTS $name WITH (FORCE)');
    };
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zen-scratch-pg-'));
    const server = await startEmbeddedPostgres(dataDir);
    await server.createDatabase(name);
    url = server.url(name);
    drop = async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const pool = createPool(url, 10);
  try {
    await migrate(pool, url);
  } catch (error) {
    await pool.end().catch(() => undefined);
    await drop().catch(() => undefined);
    throw error;
  }
  return {
    url,
    pool,
    close: async () => {
      await pool.end();
      await drop();
    },
  };
};
