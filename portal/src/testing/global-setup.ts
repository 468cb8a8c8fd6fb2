import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPool, migrate, startEmbeddedPostgres } from '@zen/platform';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL with no database name: the machine's (DATABASE_URL) or an embedded one. */
    testServerUrl: string;
    /** A migrated database each test file clones. */
    testTemplate: string;
  }
}

const serverUrlOf = (databaseUrl: string): string => {
  const url = new URL(databaseUrl);
  url.pathname = '';
  return url.toString().replace(/\/$/, '');
};

/**
 * Once per run: find a PostgreSQL server, create a template database with every migration, and
 * on teardown drop every database this run created.
 */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  let serverUrl: string;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (process.env.DATABASE_URL) {
    serverUrl = serverUrlOf(process.env.DATABASE_URL);
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'zen-test-pg-'));
    const embedded = await startEmbeddedPostgres(dataDir);
    serverUrl = embedded.serverUrl;
    stopEmbedded = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  const template = `zen_test_${runId}_template`;
  await admin.query(`CREATE DATABASE ${template}`);
  const pool = createPool(`${serverUrl}/${template}`, 4);
  await migrate(pool, `${serverUrl}/${template}`);
  await pool.end();

  project.provide('testServerUrl', serverUrl);
  project.provide('testTemplate', template);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`zen_test_${runId}_%`],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.end();
    await stopEmbedded?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
