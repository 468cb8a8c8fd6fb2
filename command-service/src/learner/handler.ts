import { DeciderCommandHandler, isExpectedVersionConflictError } from '@event-driven-io/emmett';
import { learnerStreamName } from '@zen/contracts';
import type { EventStore, Pool } from '@zen/platform';
import {
  appendedAt,
  LEARNER_ACHIEVEMENTS,
  LEARNER_CONTENT,
  LEARNER_FAVOURITES,
  waitForProjections,
  type Notifications,
} from '@zen/projections';
import { withGuardedFirstAppend } from './first-append.ts';
import { decide, evolve, initialState, type LearnerCommand, type LearnerRecord } from './learner.ts';
import { streamStatesPerStore, type StreamStateCache } from '../stream-state-cache.ts';
import { appendDecided } from '../append-decided.ts';
import { caughtUp } from '../kept-stream-state.ts';
import { RETRY_ON_VERSION_CONFLICT } from '../version-conflicts.ts';

const handleLearner = DeciderCommandHandler({
  decide,
  evolve,
  initialState,
  // One learner in two tabs, or a double click: the loser re-reads the stream and decides again,
  // which is what turns a concurrent second completion into no event at all.
  retry: RETRY_ON_VERSION_CONFLICT,
});

/**
 * How many learners' states each event store keeps. A state is a few sets and maps of item ids,
 * so even heavy learners keep this to a few megabytes.
 */
const CACHED_LEARNERS = 5_000;

/** Learner states as this process last wrote them, per event store. */
const statesOf = streamStatesPerStore<LearnerRecord>(CACHED_LEARNERS);

/**
 * Decides on the state this process last wrote and appends expecting its version, without
 * reading the stream: every view and search appends to the learner's stream, so reading it whole
 * for each command grows with everything the learner ever did. A decision that appends is proved
 * current by the append's version check: another replica's append makes it fail, and the command
 * is handled afresh. A decision to do nothing could rest on a state another replica has moved
 * past, so only the events since that state are read (usually none) and the command decided
 * again on them: a badge check with nothing new to award, sent after every view, read the whole
 * stream before and cost 7 ms at a few hundred events. A refusal is handled afresh (rare).
 * Answers undefined whenever the command must be handled afresh.
 */
const handleOnCachedState = async (
  eventStore: EventStore,
  states: StreamStateCache<LearnerRecord>,
  stream: string,
  command: LearnerCommand,
) => {
  let known = states.get(stream);
  if (!known) return undefined;
  // A refusal is decided afresh on the whole stream; a database failure is not swallowed here.
  const decided = (state: LearnerRecord) => {
    try {
      return decide(command, state);
    } catch {
      return undefined;
    }
  };
  let newEvents = decided(known.state);
  if (newEvents?.length === 0) {
    known = await caughtUp(eventStore, states, stream, known, evolve);
    newEvents = decided(known.state);
    if (newEvents?.length === 0) {
      return {
        newEvents,
        newState: known.state,
        nextExpectedStreamVersion: known.version,
        // Nothing appended: nothing for a read model to show (callers wait only for new events).
        lastEventGlobalPosition: 0n,
        createdNewStream: false,
      };
    }
  }
  if (!newEvents) return undefined;
  try {
    const result = await appendDecided(eventStore, stream, newEvents, known, evolve);
    states.remember(stream, result.newState, result.nextExpectedStreamVersion);
    return result;
  } catch (error) {
    if (!isExpectedVersionConflictError(error)) throw error;
    states.forget(stream);
    return undefined;
  }
};

export const handleLearnerCommand = async (eventStore: EventStore, command: LearnerCommand) => {
  const stream = learnerStreamName(command.data.userId);
  const states = statesOf(eventStore);
  const fromCache = await handleOnCachedState(eventStore, states, stream, command);
  if (fromCache) return fromCache;
  const result = await handleLearner(withGuardedFirstAppend(eventStore), stream, command);
  states.remember(stream, result.newState, result.nextExpectedStreamVersion);
  return result;
};

/**
 * The read models the person reads right after each command (DESIGN §4 read-your-writes). Views
 * and searches feed analytics only, which may lag: nobody waits for them.
 */
const SHOWN_IN: Record<LearnerCommand['type'], readonly string[]> = {
  AddFavourite: [LEARNER_FAVOURITES],
  RemoveFavourite: [LEARNER_FAVOURITES],
  RecordView: [],
  RecordSearch: [],
  StartVideo: [LEARNER_CONTENT],
  CompleteContent: [LEARNER_CONTENT],
  CheckBadges: [LEARNER_ACHIEVEMENTS],
  RecoverCompletions: [LEARNER_CONTENT],
};

export type LearnerCommandDeps = {
  pool: Pool;
  eventStore: EventStore;
  notifications?: Notifications;
};

/** Runs a learner command and answers once the read models the learner reads next show it. */
export const executeLearnerCommand = async (deps: LearnerCommandDeps, command: LearnerCommand) => {
  const result = await handleLearnerCommand(deps.eventStore, command);
  if (result.newEvents.length > 0) {
    const readModels = SHOWN_IN[command.type];
    if (readModels.length > 0) {
      await waitForProjections(deps.pool, deps.notifications, readModels, appendedAt(result));
    }
  }
  return result;
};
