import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { createEventStore, type EventStore } from '@zen/platform';
import { createTestDatabase, type TestDatabase } from '@zen/portal/testing';
import { LOG_START, READ_MODEL_WRITER, readLogBatch, type Checkpoint } from './log.ts';

/**
 * The log's horizon (log.ts): a transaction still running keeps the events after it unread only
 * if it could yet append to this log. One of this database that might append holds them back
 * until it ends, so a late commit is never skipped; one in another database on the same server,
 * or a read-model writer's (a runner's batch, a rebuild), does not.
 */
let db: TestDatabase;
let eventStore: EventStore;
const open: pg.Client[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  eventStore = createEventStore(db.url);
});
afterAll(async () => {
  await Promise.all(open.map((client) => client.end().catch(() => undefined)));
  await eventStore?.close();
  await db?.close();
});

/** A transaction that has taken its id (as a first write does) and stays open, on `url`. */
const runningWriteTransaction = async (url: string, applicationName?: string) => {
  const client = new pg.Client({ connectionString: url, application_name: applicationName });
  await client.connect();
  open.push(client);
  await client.query('BEGIN');
  await client.query('SELECT pg_current_xact_id()');
  return { end: () => client.query('COMMIT') };
};

let read: Checkpoint = LOG_START;
let appended = 0;
const append = async () =>
  eventStore.appendToStream(`horizon-${(appended += 1)}`, [{ type: 'HorizonProbe', data: { n: appended } }]);
/** What a runner reading on from its checkpoint reads now, by the plain horizon or passing over. */
const readOn = async (passOver = true) => {
  const client = await db.pool.connect();
  try {
    const batch = await readLogBatch(client, read, 100, undefined, { passOver });
    const last = batch.events.at(-1);
    if (last) read = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    return {
      probes: batch.events.map((event) => (event.data as { n: number }).n),
      heldBack: batch.heldBack,
      passedOver: batch.passedOver,
    };
  } finally {
    client.release();
  }
};

it('reads past a long write transaction in another database on the same server', async () => {
  const elsewhere = await runningWriteTransaction(db.url.replace(/\/[^/]+$/, '/postgres'));
  await append();
  // The plain horizon, the server's oldest running transaction, stops at it; passing over, read.
  expect(await readOn(false)).toEqual({ probes: [], heldBack: true, passedOver: false });
  expect(await readOn()).toEqual({ probes: [1], heldBack: false, passedOver: true });
  await elsewhere.end();
  await append();
  // Whether anything is left to pass over is not this test's to say: the server is shared with
  // the other test files, whose transactions in their own databases the plain horizon stops at.
  expect(await readOn()).toMatchObject({ probes: [2], heldBack: false });
});

it('reads past a read-model writer’s transaction in this database', async () => {
  const rebuild = await runningWriteTransaction(db.url, READ_MODEL_WRITER);
  await append();
  expect(await readOn()).toEqual({ probes: [3], heldBack: false, passedOver: true });
  await rebuild.end();
});

it('holds back what commits after a transaction of this database that might still append', async () => {
  const mightAppend = await runningWriteTransaction(db.url);
  await append();
  // Held back even passing over (passedOver may be true: other test files' transactions in their
  // own databases, on the shared server, are passed over beside this one).
  expect(await readOn()).toMatchObject({ probes: [], heldBack: true });
  await mightAppend.end();
  expect(await readOn()).toMatchObject({ probes: [4], heldBack: false });
});
