import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createEventStore, createPool, type EventStore, type Pool } from '@zen/platform';

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
 * A test file's own database and an event store on it, opened before the file's tests and closed
 * after them: read `db` and `eventStore` inside tests and hooks, once they have been opened.
 */
export const useTestEventStore = (): { readonly db: TestDatabase; readonly eventStore: EventStore } => {
  const file = {} as { db: TestDatabase; eventStore: EventStore };
  beforeAll(async () => {
    file.db = await createTestDatabase();
    file.eventStore = createEventStore(file.db.url);
  });
  afterAll(async () => {
    await file.eventStore?.close();
    await file.db?.close();
  });
  return file;
};

/**
 * A test file's own database with two event stores on it, standing for two replicas of the
 * command service: each keeps what its process keeps (stream states, caches), the database is
 * theirs to share. Opened before the file's tests and closed after them.
 */
export const useTestReplicas = (): {
  readonly db: TestDatabase;
  readonly replicaA: EventStore;
  readonly replicaB: EventStore;
} => {
  const file = {} as { db: TestDatabase; replicaA: EventStore; replicaB: EventStore };
  beforeAll(async () => {
    file.db = await createTestDatabase();
    file.replicaA = createEventStore(file.db.url);
    file.replicaB = createEventStore(file.db.url);
  });
  afterAll(async () => {
    await file.replicaA?.close();
    await file.replicaB?.close();
    await file.db?.close();
  });
  return file;
};
