import { DeciderCommandHandler } from '@event-driven-io/emmett';
import { accountStreamName } from '@zen/contracts';
import type { EventStore, Pool } from '@zen/platform';
import { waitForProjections, USER_PROFILES, type Notifications } from '@zen/projections';
import { decide, evolve, initialState, type AccountCommand } from './account.ts';
import { RETRY_ON_VERSION_CONFLICT } from '../version-conflicts.ts';

const handleAccount = DeciderCommandHandler({
  decide,
  evolve,
  initialState,
  retry: RETRY_ON_VERSION_CONFLICT,
});

export type AccountCommandDeps = {
  pool: Pool;
  eventStore: EventStore;
  notifications?: Notifications;
};

/** Decides and appends, without waiting for read models: for bulk work (sync, seeding). */
export const handleAccountCommand = (eventStore: EventStore, command: AccountCommand) =>
  handleAccount(eventStore, accountStreamName(command.data.userId), command);

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
