import type { ReadStreamOptions } from '@event-driven-io/emmett';
import { describe, expect, it } from 'vitest';
import { createEventStore, type EventStore } from '@zen/platform';
import { useTestReplicas } from '@zen/portal/testing';
import { keptStateDecider } from './kept-stream-state.ts';

/**
 * A list of words, each at most once: a decision that a stale state would get wrong (a word
 * another replica added would be added again). Two event stores on one database stand for two
 * replicas, each keeping its own states.
 */
type WordAdded = { type: 'WordAdded'; data: { word: string } };
type Words = { words: readonly string[] };
class AlreadyThere extends Error {}

const words = keptStateDecider({
  decide: (command: { word: string }, state: Words): WordAdded[] => {
    if (state.words.includes(command.word)) throw new AlreadyThere(command.word);
    return [{ type: 'WordAdded', data: { word: command.word } }];
  },
  evolve: (state: Words, event: WordAdded): Words => ({ words: [...state.words, event.data.word] }),
  initialState: (): Words => ({ words: [] }),
});

const replicas = useTestReplicas();

/** The stream folded from its first event by a store that has kept nothing: the truth. */
const freshFold = async (stream: string) => {
  const store = createEventStore(replicas.db.url);
  try {
    const { state } = await store.aggregateStream<Words, WordAdded>(stream, {
      evolve: (state: Words, event: WordAdded) => ({ words: [...state.words, event.data.word] }),
      initialState: () => ({ words: [] }),
    });
    return state.words;
  } finally {
    await store.close();
  }
};

describe('a decider with its stream state kept between commands', () => {
  it("decides on the stream as it is, another replica's appends included", async () => {
    await words.handle(replicas.replicaA, 'words-1', { word: 'alpha' });
    await words.handle(replicas.replicaB, 'words-1', { word: 'beta' });
    const third = await words.handle(replicas.replicaA, 'words-1', { word: 'gamma' });
    expect(third.newState.words).toEqual(['alpha', 'beta', 'gamma']);
    expect(third.nextExpectedStreamVersion).toBe(3n);
    // A kept alpha, then gamma; beta came from B, and A refuses it all the same.
    await expect(words.handle(replicas.replicaA, 'words-1', { word: 'beta' })).rejects.toBeInstanceOf(
      AlreadyThere,
    );
    expect((await words.aggregate(replicas.replicaB, 'words-1')).state.words).toEqual(
      await freshFold('words-1'),
    );
  });

  it('reads only the events after the state it kept', async () => {
    const froms: (bigint | undefined)[] = [];
    const watched: EventStore = Object.assign(Object.create(replicas.replicaA) as EventStore, {
      readStream: ((stream: string, options?: ReadStreamOptions) => {
        froms.push(options?.from);
        return replicas.replicaA.readStream(stream, options);
      }) as EventStore['readStream'],
    });
    for (const word of ['one', 'two', 'three']) await words.handle(watched, 'words-2', { word });
    await words.handle(replicas.replicaB, 'words-2', { word: 'four' });
    const fifth = await words.handle(watched, 'words-2', { word: 'five' });
    // Each read starts after what the last one found: the store's own appends are read back by
    // the next command, not assumed (the first two read from the start: nothing was kept yet). The
    // last read takes three (A's own) and four (B's).
    expect(froms).toEqual([undefined, undefined, 2n, 3n]);
    expect(fifth.newState.words).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(await freshFold('words-2')).toEqual(fifth.newState.words);
  });

  it('lets one of two first commands on a new stream append; the other decides again', async () => {
    const results = await Promise.allSettled([
      words.handle(replicas.replicaA, 'words-3', { word: 'same' }),
      words.handle(replicas.replicaB, 'words-3', { word: 'same' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(AlreadyThere);
    expect(await freshFold('words-3')).toEqual(['same']);
  });

  it('loses nothing and doubles nothing when both replicas write at once', async () => {
    const sent = Array.from({ length: 24 }, (_, index) => `word-${index}`);
    const results = await Promise.all(
      sent.map((word, index) =>
        words.handle(index % 2 ? replicas.replicaA : replicas.replicaB, 'words-4', { word }),
      ),
    );
    expect(results.every((result) => result.newEvents.length === 1)).toBe(true);
    const stored = await freshFold('words-4');
    expect([...stored].sort()).toEqual([...sent].sort());
    expect((await words.aggregate(replicas.replicaA, 'words-4')).state.words).toEqual(stored);
    expect((await words.aggregate(replicas.replicaB, 'words-4')).state.words).toEqual(stored);
  });
});
