import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import passport from 'passport';
import type { SessionUser } from '@zen/contracts';
import type { Pool } from '../database/pool.ts';
import { reportDatabaseError } from '../database/connections.ts';
import type { Notifications } from '../database/notifications.ts';
import { ACCOUNT_CHANGED_CHANNEL, BoundedCache, CachedSessionStore } from './auth-cache.ts';
import { signedSessionIdReader } from './session-cookie.ts';
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

/** The sign-in routes, which use the session itself; Express matches paths whatever their case. */
const SIGN_IN_ROUTES = /^\/api\/auth\//i;

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
}: SessionOptions): SessionHandling => {
  const PgStore = connectPgSimple(session);
  const pgStore = new PgStore({
    pool,
    tableName: 'sessions',
    pruneSessionInterval: 15 * 60,
    disableTouch: true,
    // A prune that fails while the database is away is retried at the next interval.
    errorLog: (_message: string, error: unknown) => reportDatabaseError('session-store', error),
  });
  const cachedStore = notifications ? new CachedSessionStore(pgStore, notifications) : undefined;
  const accounts = new BoundedCache<AccountRow>(20_000, 60_000);
  if (notifications) accounts.invalidateOn(notifications, ACCOUNT_CHANGED_CHANNEL);
  const findAccount = (id: string) =>
    notifications ? accounts.through(id, () => findAccountById(pool, id)) : findAccountById(pool, id);
  const requestUserOf = requestUsers(adminDomain);

  // One authenticator per app: passport's default singleton would share one database across apps.
  const authenticator = new passport.Passport();
  authenticator.serializeUser((user, done) => done(null, user.id));
  authenticator.deserializeUser((id: string, done) => {
    findAccount(id).then(
      (row) => done(null, row && isActiveAccount(row) ? requestUserOf(row) : false),
      (error: unknown) => done(error),
    );
  });
  const sessionAndUser = chain([
    session({
      name: SESSION_COOKIE,
      store: cachedStore ?? pgStore,
      secret,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge: SESSION_LIFETIME_MS },
    }),
    authenticator.initialize(),
    authenticator.session(),
  ]);
  if (!cachedStore) return { middleware: sessionAndUser, signedInUser: () => undefined };

  /**
   * Most requests come from a signed-in user whose session and account are both in memory. For
   * those, express-session and passport would parse the cookie, check its signature, rebuild the
   * session object and hash it to see whether to save it, then re-read the user: about a third of
   * a small request's CPU. This does the same checks directly and sets only `req.user`. Nothing
   * is lost: only the sign-in routes under /api/auth/ use the session itself (they always take
   * the full path), only sessions holding nothing but the sign-in are taken, and an unchanged
   * session is neither saved nor re-sent (rolling and saveUninitialized are off). Any miss takes
   * the full path, which fills the caches; their invalidation by NOTIFY is the same for both.
   */
  const sessionIdOf = signedSessionIdReader(SESSION_COOKIE, secret);
  const signedInUser = (cookieHeader: string | undefined): Express.User | undefined => {
    const sid = sessionIdOf(cookieHeader);
    const accountId = sid && cachedStore.signedIn(sid);
    const row = accountId ? accounts.get(accountId) : undefined;
    return row && isActiveAccount(row) ? requestUserOf(row) : undefined;
  };
  return {
    middleware: (req, res, next) => {
      const user = SIGN_IN_ROUTES.test(req.path) ? undefined : signedInUser(req.headers.cookie);
      if (!user) return sessionAndUser(req, res, next);
      req.user = user;
      next();
    },
    signedInUser,
  };
};

/**
 * The request user of an account row, made once per row: a cached row is the same object for
 * every request until its account changes (then a new row is read), so its user need not be
 * rebuilt per request, and a read may keep what it answers a user by that user (e.g. the
 * session's JSON). Frozen, as it is shared by every request of the account.
 */
const requestUsers = (adminDomain: string): ((row: AccountRow) => Express.User) => {
  const made = new WeakMap<AccountRow, Express.User>();
  return (row) => {
    let user = made.get(row);
    if (!user) {
      user = toRequestUser(row, adminDomain);
      Object.freeze(user.applications);
      if (user.moduleAccess) {
        Object.freeze(user.moduleAccess.people);
        Object.freeze(user.moduleAccess.recruit);
        Object.freeze(user.moduleAccess);
      }
      made.set(row, Object.freeze(user));
    }
    return user;
  };
};

export type SessionHandling = {
  /** Sessions and the signed-in user on `req` (express-session and passport, or from memory). */
  middleware: RequestHandler;
  /**
   * The user a session cookie is signed in as, when its session and account are in memory and
   * the session holds nothing but the sign-in; for reads answered without Express.
   */
  signedInUser: (cookieHeader: string | undefined) => Express.User | undefined;
};

/** Runs middleware in order as one, stopping at the first error. */
const chain =
  (handlers: readonly RequestHandler[]): RequestHandler =>
  (req, res, next) => {
    const run = (index: number, error?: unknown): void => {
      if (error !== undefined || index === handlers.length) return next(error);
      handlers[index]!(req, res, (nextError?: unknown) => run(index + 1, nextError));
    };
    run(0);
  };
