import { accountStreamName } from '@zen/contracts';
import type { EventStore, Pool } from '@zen/platform';
import { waitForProjections, USER_PROFILES, type Notifications } from '@zen/projections';
import { decide, evolve, initialState, type AccountCommand } from './account.ts';
import { keptStateDecider } from '../kept-stream-state.ts';

/**
 * An account's stream grows by a CRM sync a day for as long as the account lives, and the sync
 * runs a command on every account: each keeps its state between commands and reads only the
 * events since (kept-stream-state.ts). A state is a few short strings, so a process keeps every
 * account of a large provider.
 */
const accounts = keptStateDecider({ decide, evolve, initialState, maxStreams: 20_000 });

export type AccountCommandDeps = {
  pool: Pool;
  eventStore: EventStore;
  notifications?: Notifications;
};

/** Decides and appends, without waiting for read models: for bulk work (sync, seeding). */
export const handleAccountCommand = (eventStore: EventStore, command: AccountCommand) =>
  accounts.handle(eventStore, accountStreamName(command.data.userId), command);

/** Runs an account command and answers once the profile read model shows its result. */
export const executeAccountCommand = async (deps: AccountCommandDeps, command: AccountCommand) => {
  const result = await handleAccountCommand(deps.eventStore, command);
  if (result.newEvents.length > 0) {
    await waitForProjections(
      deps.pool,
      deps.notifications,
      [USER_PROFILES],
      Number(result.lastEventGlobalPosition),
    );
  }
  return result;
};
