import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createEventStore, createPool, type Pool } from '@zen/platform';

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

/**
 * A test file's own database and what `open` makes on it, opened before the file's tests and
 * closed after them (what was opened first, then the database): read them inside tests and
 * hooks, once they have been opened.
 */
const useTestDatabaseWith = <T extends object>(
  open: (db: TestDatabase) => T,
  close: (opened: T) => Promise<unknown>,
): { readonly db: TestDatabase } & Readonly<T> => {
  const uses = {} as { db: TestDatabase } & T;
  let opened: T | undefined;
  beforeAll(async () => {
    const db = await createTestDatabase();
    opened = open(db);
    Object.assign(uses, { db }, opened);
  });
  afterAll(async () => {
    if (opened) await close(opened);
    await uses.db?.close();
  });
  return uses;
};

/** A test file's own database and an event store on it (useTestDatabaseWith). */
export const useTestEventStore = () =>
  useTestDatabaseWith(
    (db) => ({ eventStore: createEventStore(db.url) }),
    ({ eventStore }) => eventStore.close(),
  );

/**
 * A test file's own database with two event stores on it, standing for two replicas of the
 * command service: each keeps what its process keeps (stream states, caches), the database is
 * theirs to share.
 */
export const useTestReplicas = () =>
  useTestDatabaseWith(
    (db) => ({ replicaA: createEventStore(db.url), replicaB: createEventStore(db.url) }),
    ({ replicaA, replicaB }) => Promise.all([replicaA.close(), replicaB.close()]),
  );
