import { STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import type { EventStore } from '@zen/platform';

/**
 * Makes the first append to a stream as optimistic as every later one. Emmett's command handler
 * expects STREAM_DOES_NOT_EXIST for a stream it found empty, but its PostgreSQL store (0.42) maps
 * that to "no check" and appends after whatever is there by then: two first commands of a new
 * learner, each decided on an empty history, would both be appended (two completions of one
 * video). Expecting version 0 instead makes the loser's insert of the stream row fail, so the
 * handler re-reads and decides again, as it does for any other conflict.
 *
 * Only the store's reading and appending are passed on, not its sessions: Emmett then calls these
 * methods directly instead of those of a per-connection store built around them.
 */
export const withGuardedFirstAppend = (store: EventStore) => ({
  aggregateStream: store.aggregateStream.bind(store),
  readStream: store.readStream.bind(store),
  streamExists: store.streamExists.bind(store),
  appendToStream: ((streamName, events, options) =>
    store.appendToStream(
      streamName,
      events,
      options?.expectedStreamVersion === STREAM_DOES_NOT_EXIST
        ? { ...options, expectedStreamVersion: 0n }
        : options,
    )) as EventStore['appendToStream'],
});
