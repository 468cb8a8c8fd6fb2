import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@zen/portal/testing';
import { createEventStore, type EventStore } from './event-store.ts';

let db: TestDatabase;
let eventStore: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  eventStore = createEventStore(db.url);
});
afterAll(async () => {
  await eventStore.close();
  await db.close();
});

describe('the one-statement append', () => {
  it('stores events as Emmett does and reads them back in order', async () => {
    const result = await eventStore.appendToStream('learner-append-1', [
      { type: 'FavouriteAdded', data: { contentId: 7, big: 12n } },
      {
        type: 'FavouriteRemoved',
        data: { contentId: 7 },
        metadata: { messageId: '0f6f8a8e-5d6c-4e8e-9b7a-1c2d3e4f5a6b', by: 'tester' },
      },
    ]);
    expect(result.nextExpectedStreamVersion).toBe(2n);
    expect(result.createdNewStream).toBe(true);

    const read = await eventStore.readStream('learner-append-1');
    expect(read.currentStreamVersion).toBe(2n);
    expect(read.events.map((event) => [event.type, event.data, event.metadata.streamPosition])).toEqual([
      ['FavouriteAdded', { contentId: 7, big: '12' }, 1n],
      ['FavouriteRemoved', { contentId: 7 }, 2n],
    ]);
    expect(read.events.at(-1)!.metadata.globalPosition).toBe(result.lastEventGlobalPosition);

    const { rows } = await db.pool.query<{
      message_id: string;
      message_metadata: object;
      stream_type: string;
    }>(
      `SELECT m.message_id, m.message_metadata, s.stream_type
         FROM emt_messages m JOIN emt_streams s USING (stream_id)
        WHERE m.stream_id = 'learner-append-1' ORDER BY m.stream_position`,
    );
    expect(rows[0]!.message_id).toMatch(/^[0-9a-f-]{36}$/);
    // An id the event brings is its message id, kept out of the stored metadata as Emmett keeps it.
    expect(rows[1]).toEqual({
      message_id: '0f6f8a8e-5d6c-4e8e-9b7a-1c2d3e4f5a6b',
      message_metadata: { by: 'tester' },
      stream_type: 'learner',
    });
  });

  it('refuses an append whose expected version has moved, and appends nothing', async () => {
    await eventStore.appendToStream('learner-append-2', [{ type: 'FavouriteAdded', data: { contentId: 1 } }]);
    const stale = eventStore.appendToStream(
      'learner-append-2',
      [{ type: 'FavouriteAdded', data: { contentId: 2 } }],
      {
        expectedStreamVersion: 0n,
      },
    );
    await expect(stale).rejects.toSatisfy(isExpectedVersionConflictError);
    const next = await eventStore.appendToStream(
      'learner-append-2',
      [{ type: 'FavouriteAdded', data: { contentId: 3 } }],
      { expectedStreamVersion: 1n },
    );
    expect(next.nextExpectedStreamVersion).toBe(2n);
    const read = await eventStore.readStream('learner-append-2');
    expect(read.events.map((event) => event.data)).toEqual([{ contentId: 1 }, { contentId: 3 }]);
  });

  it('lets one of two first appends to a new stream win; the other is a conflict to retry', async () => {
    const attempts = await Promise.allSettled(
      [1, 2].map((contentId) =>
        eventStore.appendToStream('learner-append-3', [{ type: 'FavouriteAdded', data: { contentId } }], {
          expectedStreamVersion: 0n,
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    const refused = attempts.find((attempt) => attempt.status === 'rejected');
    expect(isExpectedVersionConflictError(refused?.reason)).toBe(true);
    expect((await eventStore.readStream('learner-append-3')).events).toHaveLength(1);
  });
});
