import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  CheckUserStatusResponseSchema,
  LoginResponseSchema,
  RegisterResponseSchema,
  SessionResponseSchema,
  type ConfirmRegistrationRequest,
  type LoginRequest,
  type RegisterRequest,
  type RegisterResponse,
  type SessionUser,
} from '@zen/contracts';
import { isSignedOut, request } from '../api/http.ts';

/**
 * The signed-in user lives in the server session; the browser only caches the answer of
 * GET /api/session under one key. Signing in, registering, signing out and any 401 write to this
 * key, and the route guards and the header read it.
 */
export const sessionKeys = {
  session: ['session'] as const,
};

/**
 * `null` when signed out: that is an answer, not a failure (the server says `{ user: null }`; a
 * replica not yet updated, in a rolling deploy, a 401).
 */
export const fetchSession = async (signal?: AbortSignal): Promise<SessionUser | null> => {
  try {
    return SessionResponseSchema.parse(await request('/api/session', { signal })).user;
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
};

/** Asked once per page load; afterwards the status check (every 10 minutes) keeps it honest. */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.session,
  queryFn: ({ signal }) => fetchSession(signal),
});

export const signIn = async (credentials: LoginRequest): Promise<SessionUser> =>
  LoginResponseSchema.parse(await request('/api/auth/login', { method: 'POST', body: credentials })).user;

/**
 * First-time password creation: nothing is made yet. The server mails a link to confirm the
 * address; opening it (confirmRegistration) makes the account and signs in.
 */
export const register = async (account: RegisterRequest): Promise<RegisterResponse> =>
  RegisterResponseSchema.parse(await request('/api/auth/register', { method: 'POST', body: account }));

/**
 * The mailed link (`/auth?token=…&mode=confirm`) with the password chosen at sign-up: the account
 * is made and signed in.
 */
export const confirmRegistration = async (confirmation: ConfirmRegistrationRequest): Promise<SessionUser> =>
  LoginResponseSchema.parse(
    await request('/api/auth/confirm-registration', { method: 'POST', body: confirmation }),
  ).user;

/**
 * POST /api/auth/check-user-status. The server answers from its own session only; the e-mail is
 * the browser's idea of who is signed in. A 401 is an answer too: the session is gone.
 */
export const checkUserStatus = async (email: string): Promise<boolean> => {
  try {
    return CheckUserStatusResponseSchema.parse(
      await request('/api/auth/check-user-status', { method: 'POST', body: { email } }),
    ).valid;
  } catch (error) {
    if (isSignedOut(error)) return false;
    throw error;
  }
};

/** Signing out of a session that has already ended is still a successful sign-out. */
export const signOut = async (): Promise<void> => {
  try {
    await request('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    if (!isSignedOut(error)) throw error;
  }
};

/** Drops every cached answer that belongs to a user, so the next user never sees them. */
export const removeUserData = (client: QueryClient): void => {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.session[0] });
};

/** Any 401 means the server session is gone: the guard sees `null` and redirects to /auth. */
export const markSignedOut = (client: QueryClient): void => {
  client.setQueryData(sessionKeys.session, null);
};

/**
 * A new session (sign-in or registration): cached at once, so the guards let the user in without
 * a flash of /auth, then confirmed against the server's cookie.
 */
export const adoptSession = async (client: QueryClient, user: SessionUser): Promise<void> => {
  removeUserData(client);
  client.setQueryData(sessionKeys.session, user);
  await client.invalidateQueries({ queryKey: sessionKeys.session });
};

/** Where a signed-in user belongs: the dashboard, or first the profile they have not completed. */
export const homeFor = (user: SessionUser): string => (user.profileCompleted ? '/' : '/complete-profile');
