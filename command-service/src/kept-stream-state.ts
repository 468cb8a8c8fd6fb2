import { asyncRetry, type Event } from '@event-driven-io/emmett';
import type { EventStore } from '@zen/platform';
import { streamStatesPerStore, type StreamStateCache } from './stream-state-cache.ts';
import { RETRY_ON_VERSION_CONFLICT } from './version-conflicts.ts';

/**
 * A decider whose stream only grows, handled with its state kept in the process between commands.
 *
 * Emmett's `DeciderCommandHandler` reads a stream from its first event on every command. For a
 * stream that every save of a long-lived document appends to (the baseline template: one stream,
 * every page's every save, each event the page in full) that read grows without end: at 2 000
 * saves a save took 143 ms, against 6 ms at 50. Here each process keeps the state it last folded
 * for a stream, with the stream position it reached (StreamStateCache), and a command reads only
 * the events after it (a prepared read from that position), folds them, decides, and appends
 * expecting that version, as Emmett would. Nothing is written anywhere else: a restarted process
 * folds the whole stream once, and another replica's appends are simply events after its position.
 *
 * The learner's handler goes further and decides without reading at all; it can, because its
 * commands are many and small and a refusal is cheap to decide again. Here the read of what is new
 * (usually nothing) keeps every decision, refusals included, on the stream as it is.
 *
 * Only a state folded from events as read back from the store is kept, never one evolved from the
 * events just decided (those are the events as written, which their stored JSON may not equal), so
 * the state kept is what a fresh fold gives. `evolve` must return a new state, never change the
 * one it is given: a kept state is shared by the commands that read it.
 */
export type KeptStateDecider<State, Command, StreamEvent extends Event> = {
  decide: (command: Command, state: State) => StreamEvent[];
  evolve: (state: State, event: StreamEvent) => State;
  initialState: () => State;
  /** How many streams each store keeps states for; the least recently used goes first. */
  maxStreams?: number;
};

export type KeptStateResult<State, StreamEvent> = {
  newEvents: StreamEvent[];
  newState: State;
  nextExpectedStreamVersion: bigint;
  /** Where the last new event is in the log; undefined when the command appended nothing. */
  lastEventGlobalPosition?: bigint;
  /** The append's transaction, where the store says (read-your-writes waits by it). */
  transactionId?: string;
  createdNewStream: boolean;
};

/**
 * `kept` with the stream's events since its version folded in (a prepared read from there; all of
 * them from a version 0n), remembered in `states`: the stream as it is now, and its version.
 */
export const caughtUp = async <State, StreamEvent extends Event>(
  eventStore: EventStore,
  states: StreamStateCache<State>,
  streamName: string,
  kept: { state: State; version: bigint },
  evolve: (state: State, event: StreamEvent) => State,
): Promise<{ state: State; version: bigint }> => {
  const { events } = await eventStore.readStream<StreamEvent>(
    streamName,
    kept.version > 0n ? { from: kept.version + 1n } : undefined,
  );
  let { version, state } = kept;
  for (const event of events) {
    state = evolve(state, event);
    version = event.metadata.streamPosition;
  }
  states.remember(streamName, state, version);
  return { version, state };
};

export const keptStateDecider = <State, Command, StreamEvent extends Event>({
  decide,
  evolve,
  initialState,
  maxStreams = 100,
}: KeptStateDecider<State, Command, StreamEvent>) => {
  const statesOf = streamStatesPerStore<State>(maxStreams);

  /** The stream now: the kept state with the events since folded in, and its version (0n: none). */
  const aggregate = (eventStore: EventStore, streamName: string) => {
    const states = statesOf(eventStore);
    const kept = states.get(streamName) ?? { version: 0n, state: initialState() };
    return caughtUp(eventStore, states, streamName, kept, evolve);
  };

  const handle = (
    eventStore: EventStore,
    streamName: string,
    command: Command,
  ): Promise<KeptStateResult<State, StreamEvent>> =>
    asyncRetry(async () => {
      const { version, state } = await aggregate(eventStore, streamName);
      const newEvents = decide(command, state);
      const newState = newEvents.reduce(evolve, state);
      if (newEvents.length === 0) {
        return { newEvents, newState, nextExpectedStreamVersion: version, createdNewStream: false };
      }
      // Expecting 0 for a stream not yet there, not Emmett's STREAM_DOES_NOT_EXIST (which its
      // store, and ours, take as "no check"): of two first commands, the second must decide again.
      // Any writer between the read and this append makes it a version conflict, the one failure
      // retried (version-conflicts.ts): the retry reads the events since the kept state, which
      // stays true (a stream only grows), and decides again.
      const appended = await eventStore.appendToStream(streamName, newEvents, {
        expectedStreamVersion: version,
      });
      // The append's answer as Emmett's handler passes it on (ours adds the transaction's id).
      return { ...appended, newEvents, newState };
    }, RETRY_ON_VERSION_CONFLICT.onVersionConflict);

  return { handle, aggregate };
};
