import { accessibleApplications, type SessionUser } from '@zen/contracts';
import type { Pool, Queryable } from '../database/pool.ts';

/**
 * An account as sign-in sees it: credentials from `users`, everything else from the
 * user_profiles read model (absent for a moment only if the projection has not caught up).
 */
export type AccountRow = {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  applications: string[] | null;
  is_active: boolean | null;
  profile_completed: boolean | null;
  people_modules_access: string[] | null;
  recruit_modules_access: string[] | null;
};

const ACCOUNT_SELECT = `SELECT u.id, u.email, u.password_hash, p.first_name, p.last_name, p.applications,
  p.is_active, p.profile_completed, p.people_modules_access, p.recruit_modules_access
  FROM users u LEFT JOIN user_profiles p ON p.user_id = u.id`;

export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Admin is a fact about the verified account, decided here and nowhere in the browser (DESIGN §8). */
export const isAdminEmail = (email: string, adminDomain: string): boolean =>
  emailDomain(email) === adminDomain;

/** An account may sign in unless its profile says it was deactivated. */
export const isActiveAccount = (row: AccountRow): boolean => row.is_active !== false;

export const toSessionUser = (row: AccountRow, adminDomain: string): SessionUser => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  isAdmin: isAdminEmail(row.email, adminDomain),
  applications: accessibleApplications(row.applications ?? []),
  profileCompleted: row.profile_completed ?? false,
});

/**
 * The signed-in user as routes see it: the session user plus the profile's module access, read
 * with the account (and cached with it), so content routes need no query of their own for it.
 * Server-side only: /api/session answers the SessionUser fields alone.
 */
export const toRequestUser = (row: AccountRow, adminDomain: string): Express.User => ({
  ...toSessionUser(row, adminDomain),
  moduleAccess: { people: row.people_modules_access ?? [], recruit: row.recruit_modules_access ?? [] },
});

export const findAccountByEmail = async (pool: Pool, email: string): Promise<AccountRow | undefined> =>
  (await pool.query<AccountRow>(`${ACCOUNT_SELECT} WHERE u.email = $1`, [email.toLowerCase()])).rows[0];

export const findAccountById = async (pool: Pool, id: string): Promise<AccountRow | undefined> =>
  (await pool.query<AccountRow>(`${ACCOUNT_SELECT} WHERE u.id = $1`, [id])).rows[0];

/** Stores credentials for a new account; false when the e-mail already has an account. */
export const insertCredentials = async (
  pool: Pool,
  account: { id: string; email: string; passwordHash: string },
): Promise<boolean> => {
  const { rowCount } = await pool.query(
    'INSERT INTO users (id, email, password_hash) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING',
    [account.id, account.email.toLowerCase(), account.passwordHash],
  );
  return rowCount === 1;
};

export const updatePasswordHash = async (
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<void> => {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
    userId,
    passwordHash,
  ]);
};

/**
 * Ends every session of an account at once (deactivation, password reset); given a transaction's
 * client, with whatever else that transaction changes.
 */
export const endSessionsOf = async (db: Queryable, userId: string): Promise<number> =>
  (await db.query('DELETE FROM sessions WHERE user_id = $1', [userId])).rowCount ?? 0;
