import { DeciderCommandHandler } from '@event-driven-io/emmett';
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
import { decide, evolve, initialState, type LearnerCommand } from './learner.ts';
import { RETRY_ON_VERSION_CONFLICT } from '../version-conflicts.ts';

const handleLearner = DeciderCommandHandler({
  decide,
  evolve,
  initialState,
  // One learner in two tabs, or a double click: the loser re-reads the stream and decides again,
  // which is what turns a concurrent second completion into no event at all.
  retry: RETRY_ON_VERSION_CONFLICT,
});

/** Decides and appends, without waiting for read models: for bulk work such as seeding. */
export const handleLearnerCommand = (eventStore: EventStore, command: LearnerCommand) =>
  handleLearner(withGuardedFirstAppend(eventStore), learnerStreamName(command.data.userId), command);

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
