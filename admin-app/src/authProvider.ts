import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import {
  SIGNED_IN_MARK_KEY,
  type LoginResponse,
  type SessionResponse,
  type SessionUser,
} from '@zen/contracts';
import { isUnreachable } from './connection/connection.ts';
import { httpClient } from './httpClient.ts';

/** The console has one permission: being provider staff. The server decides it, per session. */
export type Permissions = 'admin' | 'customer';

/** The customer app's page where a new account completes its profile (spec §2). */
const COMPLETE_PROFILE = '/complete-profile';

const ADMIN_RIGHTS_NEEDED =
  'Admin Access Required: this account does not have admin rights. Sign in with a provider staff account.';

// react-admin asks for identity and permissions many times per page; they come from the last
// session read, and checkAuth (run on every navigation) refreshes it from the server.
let session: Promise<SessionUser | null> | undefined;
let sessionReadAt = 0;

/**
 * How long a session read stands for checkAuth, from its answer. Opening the console signed out,
 * react-admin checks three times as its pieces load (the routes, the first resource, the login
 * page): three reads for one answer. On a slow device (or a busy test
 * machine) loading the login page alone took more than 1.5 s. The server still refuses every call of a
 * session that ended meanwhile, and checkError then sends the admin to the login form.
 */
const SESSION_READ_STANDS_MS = 5000;

/**
 * The mark of a session nobody signed out of, in the browser's storage (shared with the customer
 * app, as the session cookie is). The server finding no session while it is set means the server
 * ended it (revoked, deactivated, expired): the sign-in page then says so (spec §8 'Session
 * Expired'). Storage may be unavailable (private mode): then nothing is said.
 */
const signedInMark = {
  set: () => {
    try {
      localStorage.setItem(SIGNED_IN_MARK_KEY, '1');
    } catch {
      // Nothing to remember with.
    }
  },
  /** Removes the mark; whether it was there. */
  take: (): boolean => {
    try {
      const was = localStorage.getItem(SIGNED_IN_MARK_KEY) === '1';
      localStorage.removeItem(SIGNED_IN_MARK_KEY);
      return was;
    } catch {
      return false;
    }
  },
};

let sessionEnded = false;

/** What the server said about the session, noted against the mark. */
const noteSession = (user: SessionUser | null): SessionUser | null => {
  if (user) {
    signedInMark.set();
    sessionEnded = false;
  } else if (signedInMark.take()) sessionEnded = true;
  return user;
};

/** Whether the server ended the last session (once: the sign-in page says it, then forgets it). */
export const takeSessionEnded = (): boolean => {
  const ended = sessionEnded;
  sessionEnded = false;
  return ended;
};

const readSession = async (): Promise<SessionUser | null> => {
  try {
    const { json } = await httpClient('/api/session');
    // `null` when no one is signed in (the session read answers that, not a 401).
    return noteSession((json as SessionResponse).user);
  } catch (error) {
    // A replica not yet updated (a rolling deploy) still says signed out as a 401.
    if (error instanceof HttpError && error.status === 401) return noteSession(null);
    throw error;
  }
};

/**
 * A failed auth check react-admin should not announce (its documented sign: a `message` of false):
 * when the server ended the session, the sign-in page says so instead of "Please login to continue".
 */
const quietly = (): Error => Object.assign(new Error(), { message: false });

const refreshSession = (): Promise<SessionUser | null> => {
  // Counted from the answer: while the read is under way the promise itself is reused.
  sessionReadAt = Number.POSITIVE_INFINITY;
  const reading = readSession().finally(() => {
    if (session === reading) sessionReadAt = performance.now();
  });
  session = reading;
  return reading;
};

/** The session as read within SESSION_READ_STANDS_MS (or still being read), else read again. */
const recentSession = (): Promise<SessionUser | null> =>
  session && performance.now() - sessionReadAt < SESSION_READ_STANDS_MS ? session : refreshSession();

const currentUser = (): Promise<SessionUser | null> => session ?? refreshSession();

/** The session as the server has just said it is, standing as a read would. */
const knowSession = (user: SessionUser | null): void => {
  session = Promise.resolve(user);
  sessionReadAt = performance.now();
};

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;

type Credentials = { username?: string; email?: string; password?: string };

export const authProvider: AuthProvider = {
  login: async ({ username, email, password }: Credentials) => {
    const { json } = await httpClient('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: email ?? username, password }),
    });
    knowSession(noteSession((json as LoginResponse).user));
  },

  logout: async () => {
    const known = await session?.catch(() => undefined);
    knowSession(null);
    // react-admin also "logs out" a visitor the server has just reported signed out.
    if (known === null) return;
    // Signing out: nothing to tell on the sign-in page. A session that has meanwhile expired is
    // still signed out of.
    signedInMark.take();
    await httpClient('/api/auth/logout', { method: 'POST', body: '{}' }).catch(() => undefined);
  },

  checkAuth: async () => {
    const known = session;
    let user: SessionUser;
    try {
      const current = await recentSession();
      if (current === null) throw sessionEnded ? quietly() : new Error();
      user = current;
    } catch (error) {
      // The server is away, not the session: stay on the page (the reconnecting notice says so)
      // rather than sending a signed-in admin to the login form and losing an open form.
      const previous = await known?.catch(() => null);
      if (isUnreachable(error) && previous) {
        session = Promise.resolve(previous);
        return;
      }
      throw error;
    }
    // /admin has the dashboard's guard (spec §2 Routes): a profile is completed first, in the
    // customer app, whose page then leads on. Nothing of the console shows meanwhile.
    if (!user.profileCompleted) {
      window.location.replace(COMPLETE_PROFILE);
      await new Promise<never>(() => undefined);
    }
  },

  checkError: async (error: unknown) => {
    const status = statusOf(error);
    if (status === 401) {
      // The server has no session for this browser: signed out, as the session read would say.
      knowSession(noteSession(null));
      throw new Error();
    }
    if (status === 403) {
      session = undefined;
      throw new Error(ADMIN_RIGHTS_NEEDED);
    }
  },

  getIdentity: async (): Promise<UserIdentity> => {
    const user = await currentUser();
    if (!user) throw new Error();
    const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
    return { id: user.id, fullName: fullName || user.email, email: user.email };
  },

  getPermissions: async (): Promise<Permissions> => ((await currentUser())?.isAdmin ? 'admin' : 'customer'),

  canAccess: async () => (await currentUser())?.isAdmin === true,
};
