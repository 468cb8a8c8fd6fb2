import { randomUUID } from 'node:crypto';
import type { CrmContact, PersonalDetails } from '@zen/contracts';
import { insertCredentials, type Pool } from '@zen/platform';
import { waitForProjections, USER_PROFILES } from '@zen/projections';
import type { AccountCommand } from './account.ts';
import { handleAccountCommand, type AccountCommandDeps } from './handler.ts';

export class EmailAlreadyRegistered extends Error {}

export type NewAccount = {
  email: string;
  passwordHash: string;
  /** The CRM's record, when known at registration: the profile starts from it. */
  contact?: CrmContact | null;
  /** Only for seeding demo and test accounts whose profile is already complete. */
  details?: PersonalDetails;
  at?: string;
  /** Seeding before the projections run cannot wait for them. */
  awaitReadModels?: boolean;
};

const withoutEmail = ({ email: _email, ...contact }: CrmContact) => contact;

/**
 * Creates an account: the credentials row (whose unique e-mail is the guard against two sign-ups
 * racing), then the account's events. If appending fails, the credentials are removed again, so
 * no account is left half-made. Answers once the profile read model shows the account.
 */
export const registerAccount = async (deps: AccountCommandDeps, account: NewAccount): Promise<string> => {
  const userId = randomUUID();
  const email = account.email.toLowerCase();
  const at = account.at ?? new Date().toISOString();
  if (!(await insertCredentials(deps.pool, { id: userId, email, passwordHash: account.passwordHash }))) {
    throw new EmailAlreadyRegistered('User already exists');
  }
  const command: AccountCommand = {
    type: 'RegisterAccount',
    data: {
      userId,
      at,
      email,
      ...(account.contact ? { contact: withoutEmail(account.contact) } : {}),
      ...(account.details ? { details: account.details } : {}),
    },
  };
  let position: number;
  try {
    position = Number((await handleAccountCommand(deps.eventStore, command)).lastEventGlobalPosition);
  } catch (error) {
    await removeCredentials(deps.pool, userId);
    throw error;
  }
  if (account.awaitReadModels !== false) {
    await waitForProjections(deps.pool, deps.notifications, [USER_PROFILES], position);
  }
  return userId;
};

const removeCredentials = (pool: Pool, userId: string) =>
  pool.query('DELETE FROM users WHERE id = $1', [userId]).catch(() => undefined);
