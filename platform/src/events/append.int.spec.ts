import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestEventStore } from '@zen/portal/testing';
import { EVENTS_APPENDED_CHANNEL } from './append.ts';
import { createEventStore } from './event-store.ts';

const file = useTestEventStore();

describe('the one-statement append', () => {
  it('stores events as Emmett does and reads them back in order', async () => {
    const result = await file.eventStore.appendToStream('learner-append-1', [
      { type: 'FavouriteAdded', data: { contentId: 7, big: 12n } },
      {
        type: 'FavouriteRemoved',
        data: { contentId: 7 },
        metadata: { messageId: '0f6f8a8e-5d6c-4e8e-9b7a-1c2d3e4f5a6b', by: 'tester' },
      },
    ]);
    expect(result.nextExpectedStreamVersion).toBe(2n);
    expect(result.createdNewStream).toBe(true);

    const read = await file.eventStore.readStream('learner-append-1');
    expect(read.currentStreamVersion).toBe(2n);
    expect(read.events.map((event) => [event.type, event.data, event.metadata.streamPosition])).toEqual([
      ['FavouriteAdded', { contentId: 7, big: '12' }, 1n],
      ['FavouriteRemoved', { contentId: 7 }, 2n],
    ]);
    expect(read.events.at(-1)!.metadata.globalPosition).toBe(result.lastEventGlobalPosition);

    const { rows } = await file.db.pool.query<{
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
    await file.eventStore.appendToStream('learner-append-2', [
      { type: 'FavouriteAdded', data: { contentId: 1 } },
    ]);
    const stale = file.eventStore.appendToStream(
      'learner-append-2',
      [{ type: 'FavouriteAdded', data: { contentId: 2 } }],
      {
        expectedStreamVersion: 0n,
      },
    );
    await expect(stale).rejects.toSatisfy(isExpectedVersionConflictError);
    const next = await file.eventStore.appendToStream(
      'learner-append-2',
      [{ type: 'FavouriteAdded', data: { contentId: 3 } }],
      { expectedStreamVersion: 1n },
    );
    expect(next.nextExpectedStreamVersion).toBe(2n);
    const read = await file.eventStore.readStream('learner-append-2');
    expect(read.events.map((event) => event.data)).toEqual([{ contentId: 1 }, { contentId: 3 }]);
  });

  it('lets one of two first appends to a new stream win; the other is a conflict to retry', async () => {
    const attempts = await Promise.allSettled(
      [1, 2].map((contentId) =>
        file.eventStore.appendToStream(
          'learner-append-3',
          [{ type: 'FavouriteAdded', data: { contentId } }],
          {
            expectedStreamVersion: 0n,
          },
        ),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    const refused = attempts.find((attempt) => attempt.status === 'rejected');
    expect(isExpectedVersionConflictError(refused?.reason)).toBe(true);
    expect((await file.eventStore.readStream('learner-append-3')).events).toHaveLength(1);
  });

  it('reads a long stream in stream order, as Emmett reads it', async () => {
    const events = Array.from({ length: 12 }, (_, index) => ({
      type: 'FavouriteAdded',
      data: { contentId: index + 1 },
    }));
    await file.eventStore.appendToStream('learner-append-4', events);
    const read = await file.eventStore.readStream('learner-append-4');
    expect(read.currentStreamVersion).toBe(12n);
    expect(read.events.map((event) => event.metadata.streamPosition)).toEqual(
      Array.from({ length: 12 }, (_, index) => BigInt(index + 1)),
    );
    // From a position on is prepared too (a command's state kept in memory reads only what it has
    // not seen), and answers as Emmett's own read does, a range with an end, including past the end.
    const tail = await file.eventStore.readStream('learner-append-4', { from: 11n });
    expect(tail.events.map((event) => event.data)).toEqual([{ contentId: 11 }, { contentId: 12 }]);
    const emmetts = await file.eventStore.readStream('learner-append-4', { from: 11n, to: 99n });
    expect(tail).toEqual(emmetts);
    const pastTheEnd = await file.eventStore.readStream('learner-append-4', { from: 13n });
    expect(pastTheEnd).toEqual(await file.eventStore.readStream('learner-append-4', { from: 13n, to: 99n }));
    expect(pastTheEnd).toMatchObject({ events: [], currentStreamVersion: 0n, streamExists: false });
  });
});

describe('appends arriving together (group commit)', () => {
  it('tells the runners what a store appended even when the store is closed right after', async () => {
    const listener = new pg.Client({ connectionString: file.db.url });
    await listener.connect();
    const payloads: string[] = [];
    listener.on('notification', ({ payload }) => payloads.push(payload ?? ''));
    await listener.query(`LISTEN ${EVENTS_APPENDED_CHANNEL}`);
    try {
      // As a seeding script or an import ends: append, close, exit.
      const store = createEventStore(file.db.url);
      await store.appendToStream('learner-append-closed', [
        { type: 'ContentViewed', data: { contentId: 4 } },
      ]);
      await store.close();
      // close() waits for it: ending the pool first dropped it, and the runners found the event
      // only on their idle poll, a second later.
      await expect.poll(() => payloads, { timeout: 5000 }).toContain('ContentViewed');
    } finally {
      await listener.end();
    }
  });

  it('commits the appends of one turn of the event loop together, each with its own answer', async () => {
    // Eight commands whose previous step answered together, as an import's creations do.
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        file.eventStore.appendToStream(`learner-turn-${index}`, [
          { type: 'FavouriteAdded', data: { contentId: index } },
        ]),
      ),
    );
    const transactions = new Set(
      results.map((result) => (result as { transactionId?: string }).transactionId),
    );
    expect(transactions.size).toBe(1);
    expect([...transactions][0]).toMatch(/^\d+$/);
    for (const [index, result] of results.entries()) {
      const read = await file.eventStore.readStream(`learner-turn-${index}`);
      expect(read.events.map((event) => event.data)).toEqual([{ contentId: index }]);
      expect(result.lastEventGlobalPosition).toBe(read.events[0]!.metadata.globalPosition);
    }
  });

  it('gives each of many concurrent appends its own answer: new streams, a stale version, a race', async () => {
    await file.eventStore.appendToStream('learner-group-stale', [
      { type: 'FavouriteAdded', data: { contentId: 1 } },
    ]);
    const fresh = Array.from({ length: 30 }, (_, index) => `learner-group-${index}`);
    const attempts = await Promise.allSettled([
      ...fresh.map((stream, index) =>
        file.eventStore.appendToStream(stream, [
          { type: 'FavouriteAdded', data: { contentId: index } },
          { type: 'FavouriteRemoved', data: { contentId: index } },
        ]),
      ),
      // Expects a version the stream has left: refused alone, whatever it was sent with.
      file.eventStore.appendToStream(
        'learner-group-stale',
        [{ type: 'FavouriteAdded', data: { contentId: 2 } }],
        {
          expectedStreamVersion: 0n,
        },
      ),
      // Three first appends to one new stream: one wins, two are conflicts to retry.
      ...[1, 2, 3].map((contentId) =>
        file.eventStore.appendToStream(
          'learner-group-race',
          [{ type: 'FavouriteAdded', data: { contentId } }],
          {
            expectedStreamVersion: 0n,
          },
        ),
      ),
    ]);
    const outcomes = attempts.map((attempt) =>
      attempt.status === 'fulfilled'
        ? 'ok'
        : isExpectedVersionConflictError(attempt.reason)
          ? 'conflict'
          : 'error',
    );
    expect(outcomes.slice(0, 30)).toEqual(fresh.map(() => 'ok'));
    expect(outcomes[30]).toBe('conflict');
    expect(outcomes.slice(31).sort()).toEqual(['conflict', 'conflict', 'ok']);

    // Each answer is that append's own: its stream's version and its last event's position.
    for (const [index, stream] of fresh.entries()) {
      const result = attempts[index] as PromiseFulfilledResult<{
        nextExpectedStreamVersion: bigint;
        lastEventGlobalPosition: bigint;
      }>;
      const read = await file.eventStore.readStream(stream);
      expect(read.events.map((event) => event.data)).toEqual([{ contentId: index }, { contentId: index }]);
      expect(result.value.nextExpectedStreamVersion).toBe(2n);
      expect(result.value.lastEventGlobalPosition).toBe(read.events.at(-1)!.metadata.globalPosition);
    }
    expect((await file.eventStore.readStream('learner-group-stale')).events).toHaveLength(1);
    expect((await file.eventStore.readStream('learner-group-race')).events).toHaveLength(1);
  });

  it('refuses an append PostgreSQL cannot store on its own: those sent with it are saved', async () => {
    // Half an emoji (a lone surrogate) is text jsonb refuses. Sent in one batch with the others,
    // it made every append of the batch fail with it.
    const attempts = await Promise.allSettled([
      ...[1, 2, 3].map((contentId) =>
        file.eventStore.appendToStream(`learner-beside-bad-${contentId}`, [
          { type: 'FavouriteAdded', data: { contentId } },
        ]),
      ),
      file.eventStore.appendToStream('learner-bad-text', [
        { type: 'SearchRecorded', data: { term: 'pay\ud83d' } },
      ]),
    ]);
    expect(attempts.map((attempt) => attempt.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    for (const contentId of [1, 2, 3]) {
      const read = await file.eventStore.readStream(`learner-beside-bad-${contentId}`);
      expect(read.events.map((event) => event.data)).toEqual([{ contentId }]);
    }
    expect((await file.eventStore.readStream('learner-bad-text')).events).toHaveLength(0);
  });
});
