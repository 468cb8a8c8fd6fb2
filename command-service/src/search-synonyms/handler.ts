import { SYNONYMS_STREAM } from '@zen/contracts';
import type { EventStore, Pool } from '@zen/platform';
import { SEARCH_SYNONYMS, waitForProjections, type Notifications } from '@zen/projections';
import { keptStateDecider } from '../kept-stream-state.ts';
import { decide, evolve, initialState, type SynonymCommand } from './synonyms.ts';

/**
 * One stream holds every group's every save: its state is kept between commands. Two members of
 * staff saving groups at once: the loser re-reads every group and decides again, so a term cannot
 * slip into two groups.
 */
const synonyms = keptStateDecider({ decide, evolve, initialState });

/** Decides and appends, without waiting for read models: for the demo seed. */
export const handleSynonymCommand = (eventStore: EventStore, command: SynonymCommand) =>
  synonyms.handle(eventStore, SYNONYMS_STREAM, command);

export type SynonymCommandDeps = {
  pool: Pool;
  eventStore: EventStore;
  notifications?: Notifications;
};

/**
 * Runs a synonym command and answers once the synonyms read model shows it (DESIGN §4): every
 * query-service replica's search reads that read model's checkpoint before it searches, so the
 * next search anywhere uses the group as saved.
 */
export const executeSynonymCommand = async (deps: SynonymCommandDeps, command: SynonymCommand) => {
  const result = await handleSynonymCommand(deps.eventStore, command);
  if (result.newEvents.length > 0) {
    await waitForProjections(
      deps.pool,
      deps.notifications,
      [SEARCH_SYNONYMS],
      Number(result.lastEventGlobalPosition),
    );
  }
  return result;
};
