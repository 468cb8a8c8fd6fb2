import {
  endSessionsOf,
  findAccountByEmail,
  hashPassword,
  inTransaction,
  passwordResetMail,
  updatePasswordHash,
  type Logger,
  type Mailer,
} from '@zen/platform';
import { executeAccountCommand, type AccountCommandDeps } from './handler.ts';
import { hashLinkToken, newLinkToken } from './link-tokens.ts';

export const RESET_LINK_LIFETIME_MINUTES = 60;

export type PasswordResetDeps = AccountCommandDeps & { mailer: Mailer; logger: Logger };

/**
 * Mails a single-use reset link valid for an hour, if the account exists. Only the token's hash
 * is stored; the caller answers the same either way, so the answer reveals nothing.
 */
export const requestPasswordReset = async (
  deps: PasswordResetDeps,
  email: string,
  origin: string,
): Promise<void> => {
  const account = await findAccountByEmail(deps.pool, email);
  if (!account || account.is_active === false) return;
  const { token, hash } = newLinkToken();
  await deps.pool.query(
    `INSERT INTO password_resets (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [account.id, hash, RESET_LINK_LIFETIME_MINUTES],
  );
  const resetUrl = `${origin}/auth?${new URLSearchParams({ token, mode: 'reset' })}`;
  await deps.mailer.send(
    passwordResetMail({
      to: account.email,
      firstName: account.first_name,
      resetUrl,
      expiresInMinutes: RESET_LINK_LIFETIME_MINUTES,
    }),
  );
};

/**
 * Sets a new password from a reset link. The link is spent atomically (a second use, even at the
 * same moment, finds it used), every other open link of the account is spent with it, and every
 * session of the account ends. Returns false for unknown, used or expired links.
 */
export const resetPassword = async (
  deps: PasswordResetDeps,
  token: string,
  password: string,
): Promise<boolean> => {
  const passwordHash = await hashPassword(password);
  const userId = await inTransaction(deps.pool, async (client) => {
    const { rows } = await client.query<{ user_id: string }>(
      `UPDATE password_resets SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [hashLinkToken(token)],
    );
    const spent = rows[0];
    if (!spent) return undefined;
    await client.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
      spent.user_id,
    ]);
    // The new password and the end of every session commit together: a process killed in
    // between must not leave the sessions of whoever knew the old password alive.
    await updatePasswordHash(client, spent.user_id, passwordHash);
    await endSessionsOf(client, spent.user_id);
    return spent.user_id;
  });
  if (!userId) return false;
  await executeAccountCommand(deps, {
    type: 'ChangePassword',
    data: { userId, reason: 'reset', at: new Date().toISOString() },
  });
  return true;
};
