import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool, type Pool } from '@zen/platform';

export type TestDatabase = { url: string; pool: Pool; close: () => Promise<void> };

/**
 * A fresh, migrated database for one test file, cloned from the run's template (fast, and no
 * file sees another's rows). Dropped with the rest of the run's databases at teardown.
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const serverUrl = inject('testServerUrl');
  const template = inject('testTemplate');
  const name = `${template.replace(/_template$/, '')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = `${serverUrl}/${name}`;
  const pool = createPool(url, 10);
  return { url, pool, close: () => pool.end() };
};
