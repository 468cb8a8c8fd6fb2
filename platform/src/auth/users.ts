import { APPLICATIONS, type SessionUser } from '@zen/contracts';
import type { Pool } from '../database/pool.ts';

export type UserRow = {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  is_active: boolean;
};

export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Admin is a fact about the verified account, decided here and nowhere in the browser (DESIGN §8). */
export const isAdminEmail = (email: string, adminDomain: string): boolean =>
  emailDomain(email) === adminDomain;

export const toSessionUser = (row: UserRow, adminDomain: string): SessionUser => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  isAdmin: isAdminEmail(row.email, adminDomain),
  // Until the CRM profile arrives, every user sees every application (spec §6 default).
  applications: [...APPLICATIONS],
});

export const findUserByEmail = async (pool: Pool, email: string): Promise<UserRow | undefined> =>
  (await pool.query<UserRow>('SELECT * FROM users WHERE email = $1', [email.toLowerCase()])).rows[0];

export const findUserById = async (pool: Pool, id: string): Promise<UserRow | undefined> =>
  (await pool.query<UserRow>('SELECT * FROM users WHERE id = $1', [id])).rows[0];

export type NewUser = {
  id?: string;
  email: string;
  passwordHash: string;
  firstName?: string;
  lastName?: string;
};

/** Creates the account, or leaves an existing one as it is; returns the stored row. */
export const ensureUser = async (pool: Pool, user: NewUser): Promise<UserRow> => {
  const { rows } = await pool.query<UserRow>(
    `INSERT INTO users (id, email, password_hash, first_name, last_name)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING *`,
    [
      user.id ?? null,
      user.email.toLowerCase(),
      user.passwordHash,
      user.firstName ?? null,
      user.lastName ?? null,
    ],
  );
  return rows[0]!;
};
