import { accountStreamName } from '@zen/contracts';
import type { EventStore, Pool } from '@zen/platform';
import { waitForProjections, USER_PROFILES, type Notifications } from '@zen/projections';
import { decide, evolve, initialState, type AccountCommand } from './account.ts';
import { sharedCommandProblem, type CommandWording } from '../command-problems.ts';
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

const WORDING: CommandWording = {
  raced: 'Someone else changed this account at the same time. Please try again.',
  lagging: 'The change was saved but may take a moment to show',
};

/**
 * Runs an account command and answers once the profile read model shows its result. `appended`
 * runs once the events are in the log and before that wait: what must follow the change even if
 * the read model is slow to show it (a deactivation ends the account's sessions). A read model
 * that does not catch up in time is 503 'Saved, not yet visible', as for every other command: the
 * change is made, and a caller must not take it for a failure to try again.
 */
export const executeAccountCommand = async (
  deps: AccountCommandDeps,
  command: AccountCommand,
  appended?: () => Promise<unknown>,
) => {
  const result = await handleAccountCommand(deps.eventStore, command).catch((error: unknown) => {
    throw sharedCommandProblem(error, WORDING);
  });
  await appended?.();
  if (result.newEvents.length > 0) await profilesShow(deps, Number(result.lastEventGlobalPosition));
  return result;
};

/** Until the profile read model shows the log up to `position`; too long is 503 (it is saved). */
export const profilesShow = async (deps: AccountCommandDeps, position: number): Promise<void> => {
  try {
    await waitForProjections(deps.pool, deps.notifications, [USER_PROFILES], position);
  } catch (error) {
    throw sharedCommandProblem(error, WORDING);
  }
};
