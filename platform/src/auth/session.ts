import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import passport from 'passport';
import type { SessionUser } from '@zen/contracts';
import type { Pool } from '../database/pool.ts';
import { reportDatabaseError } from '../database/connections.ts';
import type { Notifications } from '../database/notifications.ts';
import { ACCOUNT_CHANGED_CHANNEL, BoundedCache, CachedSessionStore } from './auth-cache.ts';
import { findAccountById, isActiveAccount, toRequestUser, type AccountRow } from './users.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // The signed-in user on `req.user`, as passport deserialises it (see toRequestUser).
    interface User extends SessionUser {
      /** The profile's People and Recruit module names, as the CRM gives them. */
      moduleAccess?: { people: readonly string[]; recruit: readonly string[] };
    }
  }
}

export const SESSION_COOKIE = 'zen.sid';
// A working day and then some. Sessions are not extended on every request: touching the
// session row per request would make every read a write.
const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export type SessionOptions = {
  pool: Pool;
  secret: string;
  secureCookies: boolean;
  adminDomain: string;
  /**
   * Listening on AUTH_CHANNELS: sessions and accounts are then cached in memory and dropped on
   * every replica when their rows change. Without it every request reads both rows.
   */
  notifications?: Notifications;
};

/**
 * Cookie sessions stored in PostgreSQL, so any replica can serve any request (DESIGN §3). The
 * session holds only the account id; the user is re-read on every request (from memory when
 * cached, the cache being dropped by NOTIFY the moment the account changes), so a deactivated
 * account loses access at once on every replica.
 */
export const sessionMiddleware = ({
  pool,
  secret,
  secureCookies,
  adminDomain,
  notifications,
}: SessionOptions): RequestHandler[] => {
  const PgStore = connectPgSimple(session);
  const accounts = new BoundedCache<AccountRow>(20_000, 60_000);
  if (notifications) accounts.invalidateOn(notifications, ACCOUNT_CHANGED_CHANNEL);
  const findAccount = (id: string) =>
    notifications ? accounts.through(id, () => findAccountById(pool, id)) : findAccountById(pool, id);
  const store = new PgStore({
    pool,
    tableName: 'sessions',
    pruneSessionInterval: 15 * 60,
    disableTouch: true,
    // A prune that fails while the database is away is retried at the next interval.
    errorLog: (_message: string, error: unknown) => reportDatabaseError('session-store', error),
  });
  // One authenticator per app: passport's default singleton would share one database across apps.
  const authenticator = new passport.Passport();
  authenticator.serializeUser((user, done) => done(null, user.id));
  authenticator.deserializeUser((id: string, done) => {
    findAccount(id).then(
      (row) => done(null, row && isActiveAccount(row) ? toRequestUser(row, adminDomain) : false),
      (error: unknown) => done(error),
    );
  });
  return [
    session({
      name: SESSION_COOKIE,
      store: notifications ? new CachedSessionStore(store, notifications) : store,
      secret,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge: SESSION_LIFETIME_MS },
    }),
    authenticator.initialize(),
    authenticator.session(),
  ];
};
