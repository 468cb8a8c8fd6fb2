import { WeighedCache, type EventStore } from '@zen/platform';

type Kept<S> = { state: S; version: bigint };

/**
 * The states of the streams a process last wrote, each with the stream version it reflects, in
 * the platform's bounded cache (most recently used kept, no age limit: a stale state costs only a
 * refused append). A command may decide on such a state instead of reading the whole stream again
 * only if it then appends expecting that version, so that the append's version check proves the
 * state was current (learner/handler.ts), or after reading the events since (kept-stream-state.ts).
 */
export class StreamStateCache<S> {
  private readonly entries: WeighedCache<string, Kept<S>>;

  constructor(max: number) {
    this.entries = new WeighedCache(max);
  }

  get(stream: string): Kept<S> | undefined {
    const entry = this.entries.get(stream);
    // Written again, it becomes the newest: the one evicted last.
    if (entry) this.entries.set(stream, entry);
    return entry;
  }

  /** Keeps `state` as of `version`, unless a later version is kept already (commands overlap). */
  remember(stream: string, state: S, version: bigint): void {
    const kept = this.entries.get(stream);
    if (kept && kept.version >= version) return;
    this.entries.set(stream, { state, version });
  }

  forget(stream: string): void {
    this.entries.delete(stream);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * A StreamStateCache for each event store, so for each database: tests run portals on several
 * databases in one process, with the same stream names in each.
 */
export const streamStatesPerStore = <S>(max: number): ((eventStore: EventStore) => StreamStateCache<S>) => {
  const caches = new WeakMap<EventStore, StreamStateCache<S>>();
  return (eventStore) => {
    let states = caches.get(eventStore);
    if (!states) caches.set(eventStore, (states = new StreamStateCache<S>(max)));
    return states;
  };
};
