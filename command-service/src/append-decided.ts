import type { Event } from '@event-driven-io/emmett';
import type { EventStore } from '@zen/platform';

/**
 * Emmett's command handler without its stream read, for a state the caller already knows (a new
 * stream's empty one, or one this process wrote last): `newEvents`, decided on `known.state`, are
 * appended expecting `known.version`, so the append's version check proves that state current.
 * Answers as the handler does; a version conflict is the caller's to handle.
 */
export const appendDecided = async <State, E extends Event>(
  eventStore: EventStore,
  stream: string,
  newEvents: E[],
  known: { state: State; version: bigint },
  evolve: (state: State, event: E) => State,
) => {
  const appended = await eventStore.appendToStream(stream, newEvents, {
    expectedStreamVersion: known.version,
  });
  return { ...appended, newEvents, newState: newEvents.reduce(evolve, known.state) };
};
