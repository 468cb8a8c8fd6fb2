import { CONFIRMATION_NOT_SENT } from '@zen/contracts';
import { HttpProblem, registrationConfirmationMail, type Pool } from '@zen/platform';
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
  // Sign-ups past their hour are of no use to anyone, and each holds a password hash.
  await deps.pool.query('DELETE FROM registration_confirmations WHERE expires_at < now()');
  const { rows } = await deps.pool.query<{ id: string }>(
    `INSERT INTO registration_confirmations (email, password_hash, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING id`,
    [signUp.email.toLowerCase(), signUp.passwordHash, hash, CONFIRMATION_LINK_LIFETIME_MINUTES],
  );
  try {
    await deps.mailer.send(
      registrationConfirmationMail({
        to: signUp.email,
        confirmUrl: `${origin}/auth?${new URLSearchParams({ token, mode: 'confirm' })}`,
        expiresInMinutes: CONFIRMATION_LINK_LIFETIME_MINUTES,
      }),
    );
  } catch (error) {
    // A link no one received confirms nothing: it goes, and the person is asked to try again.
    await deps.pool.query('DELETE FROM registration_confirmations WHERE id = $1', [rows[0]!.id]);
    deps.logger.error({ err: error }, 'registration confirmation mail not sent');
    throw new HttpProblem(503, 'Confirmation not sent', CONFIRMATION_NOT_SENT);
  }
};

/** The sign-up a link confirms, while it is unexpired and its account not made; else undefined. */
export const findSignUp = async (
  pool: Pool,
  token: string,
): Promise<{ email: string; passwordHash: string } | undefined> =>
  (
    await pool.query<{ email: string; passwordHash: string }>(
      `SELECT email, password_hash AS "passwordHash" FROM registration_confirmations
        WHERE token_hash = $1 AND expires_at > now()`,
      [hashLinkToken(token)],
    )
  ).rows[0];

/**
 * Drops every sign-up of the address once its account exists (their password hashes are no
 * longer needed, and their links open nothing more). Dropped after the account is made, not
 * before: a failure in between leaves the link to be opened again, and a second opening finds
 * the account made (409) rather than a half-made one.
 */
export const spendSignUps = async (pool: Pool, email: string): Promise<void> => {
  await pool.query('DELETE FROM registration_confirmations WHERE email = $1', [email.toLowerCase()]);
};
