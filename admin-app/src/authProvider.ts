import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import type { LoginResponse, SessionResponse, SessionUser } from '@zen/contracts';
import { isUnreachable } from './connection/connection.ts';
import { httpClient } from './httpClient.ts';

/** The console has one permission: being provider staff. The server decides it, per session. */
export type Permissions = 'admin' | 'customer';

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

const readSession = async (): Promise<SessionUser | null> => {
  try {
    const { json } = await httpClient('/api/session');
    // `null` when no one is signed in (the session read answers that, not a 401).
    return (json as SessionResponse).user;
  } catch (error) {
    // A replica not yet updated (a rolling deploy) still says signed out as a 401.
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
};

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
    session = Promise.resolve((json as LoginResponse).user);
    sessionReadAt = performance.now();
  },

  logout: async () => {
    const known = await session?.catch(() => undefined);
    session = Promise.resolve(null);
    sessionReadAt = performance.now();
    // react-admin also "logs out" a visitor the server has just reported signed out.
    if (known === null) return;
    // Signing out of a session that has meanwhile expired is still signing out.
    await httpClient('/api/auth/logout', { method: 'POST', body: '{}' }).catch(() => undefined);
  },

  checkAuth: async () => {
    const known = session;
    try {
      if ((await recentSession()) === null) throw new Error();
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
  },

  checkError: async (error: unknown) => {
    const status = statusOf(error);
    if (status === 401) {
      session = undefined;
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
