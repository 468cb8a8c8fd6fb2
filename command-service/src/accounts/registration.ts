import { randomUUID } from 'node:crypto';
import { accountStreamName, type CrmContact, type PersonalDetails } from '@zen/contracts';
import { insertCredentials, type AccountRow, type Pool } from '@zen/platform';
import type { CrmGateway } from '../crm/gateway.ts';
import { AccountAlreadyExists, type AccountCommand } from './account.ts';
import { validateEmail } from './email-validation.ts';
import {
  executeAccountCommand,
  handleAccountCommand,
  profilesShow,
  type AccountCommandDeps,
} from './handler.ts';

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

/** The account's first command, for a registration and for one that was cut off. */
const registrationCommand = (
  account: Pick<NewAccount, 'contact' | 'details'> & { userId: string; email: string; at: string },
): AccountCommand => ({
  type: 'RegisterAccount',
  data: {
    userId: account.userId,
    at: account.at,
    email: account.email,
    ...(account.contact ? { contact: withoutEmail(account.contact) } : {}),
    ...(account.details ? { details: account.details } : {}),
  },
});

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
  const command = registrationCommand({ ...account, userId, email, at });
  let position: number;
  try {
    position = Number((await handleAccountCommand(deps.eventStore, command)).lastEventGlobalPosition);
  } catch (error) {
    // A sign-in with these credentials in the same moment took this for a cut-off registration
    // and made the account (completeCutOffRegistration): it is whole, so its credentials stay.
    if (error instanceof AccountAlreadyExists) throw new EmailAlreadyRegistered('User already exists');
    // An append can fail after it committed (the connection lost between COMMIT and its answer):
    // the account then exists, and without its credentials its e-mail would be taken for good.
    // Credentials without events are whole again at the next sign-in (completeCutOffRegistration),
    // so they are removed only when the log surely has no account.
    if (!(await accountStreamExists(deps.pool, userId).catch(() => true))) {
      await removeCredentials(deps.pool, userId);
    }
    throw error;
  }
  if (account.awaitReadModels !== false) {
    await profilesShow(deps, position);
  }
  return userId;
};

/**
 * Whether these credentials are a registration cut off between its two writes: a process killed
 * after the credentials row and before the account's events (registerAccount undoes the row on
 * any failure it lives to see). An account with a profile row has its events, since the profile
 * is made from them, so only one without (a rare moment) costs a look at the log.
 */
export const isCutOffRegistration = async (
  pool: Pool,
  account: Pick<AccountRow, 'id' | 'profile_completed'>,
): Promise<boolean> => {
  if (account.profile_completed !== null) return false;
  return !(await accountStreamExists(pool, account.id));
};

/** Whether the log holds the account's stream (any of its events). */
const accountStreamExists = async (pool: Pool, userId: string): Promise<boolean> => {
  const { rowCount } = await pool.query('SELECT 1 FROM emt_streams WHERE stream_id = $1', [
    accountStreamName(userId),
  ]);
  return rowCount !== 0;
};

/**
 * Makes the account of a cut-off registration (isCutOffRegistration). The person signs in with
 * the password they chose, so at that sign-in the account is made as registration would have
 * made it, from what the CRM says now; otherwise they could sign in but never save a profile, and
 * staff would not see them. Answers whether it made one.
 */
export const completeCutOffRegistration = async (
  deps: AccountCommandDeps & { crm: CrmGateway; adminDomain: string },
  account: Pick<AccountRow, 'id' | 'email' | 'profile_completed'>,
): Promise<boolean> => {
  if (!(await isCutOffRegistration(deps.pool, account))) return false;
  const validation = await validateEmail(deps, account.email);
  try {
    await executeAccountCommand(
      deps,
      registrationCommand({
        userId: account.id,
        email: account.email,
        at: new Date().toISOString(),
        contact: validation.valid ? validation.contact : null,
      }),
    );
  } catch (error) {
    // Two sign-ins at once: the other one made it.
    if (error instanceof AccountAlreadyExists) return false;
    throw error;
  }
  return true;
};

/** Undoes a registration's credentials row, as a failed or cut-off registration must. */
export const removeCredentials = (pool: Pool, userId: string) =>
  pool.query('DELETE FROM users WHERE id = $1', [userId]).catch(() => undefined);
