import { registrationConfirmationMail, type Pool } from '@zen/platform';
import type { PasswordResetDeps } from './password-reset.ts';
import { hashLinkToken, newLinkToken } from './link-tokens.ts';

export const CONFIRMATION_LINK_LIFETIME_MINUTES = 60;

/**
 * Keeps a sign-up (the address and the chosen password's hash) and mails the link that confirms
 * it. Nothing else is made: the account is made when the link is opened (confirmRegistration in
 * auth-routes.ts), so only whoever reads the address's mail can create its account.
 */
export const requestRegistration = async (
  deps: PasswordResetDeps,
  signUp: { email: string; passwordHash: string },
  origin: string,
): Promise<void> => {
  const { token, hash } = newLinkToken();
  await deps.pool.query(
    `INSERT INTO registration_confirmations (email, password_hash, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [signUp.email.toLowerCase(), signUp.passwordHash, hash, CONFIRMATION_LINK_LIFETIME_MINUTES],
  );
  await deps.mailer.send(
    registrationConfirmationMail({
      to: signUp.email,
      confirmUrl: `${origin}/auth?${new URLSearchParams({ token, mode: 'confirm' })}`,
      expiresInMinutes: CONFIRMATION_LINK_LIFETIME_MINUTES,
    }),
  );
};

/** The sign-up a link confirms, while it is unused and unexpired; undefined for any other. */
export const findSignUp = async (
  pool: Pool,
  token: string,
): Promise<{ email: string; passwordHash: string } | undefined> =>
  (
    await pool.query<{ email: string; passwordHash: string }>(
      `SELECT email, password_hash AS "passwordHash" FROM registration_confirmations
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [hashLinkToken(token)],
    )
  ).rows[0];

/**
 * Spends every open link of the address once its account exists. Spent after the account is
 * made, not before: a failure in between leaves the link to be opened again, and a second
 * opening finds the account made (409) rather than a half-made one.
 */
export const spendSignUps = async (pool: Pool, email: string): Promise<void> => {
  await pool.query(
    'UPDATE registration_confirmations SET used_at = now() WHERE email = $1 AND used_at IS NULL',
    [email.toLowerCase()],
  );
};
