import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  LoginResponseSchema,
  SessionResponseSchema,
  type LoginRequest,
  type SessionUser,
} from '@zen/contracts';
import { isSignedOut, request } from '../api/http.ts';

/**
 * The signed-in user lives in the server session; the browser only caches the answer of
 * GET /api/session under one key. Signing in, signing out and any 401 write to this key, and the
 * route guard and the header read it.
 */
export const sessionKeys = {
  session: ['session'] as const,
};

/** The spec's periodic status check (spec §4, §9): a revoked session sends the user to /auth. */
export const SESSION_CHECK_INTERVAL_MS = 600_000;

/** `null` when signed out: that is an answer, not a failure. */
export const fetchSession = async (signal?: AbortSignal): Promise<SessionUser | null> => {
  try {
    return SessionResponseSchema.parse(await request('/api/session', { signal })).user;
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
};

export const sessionQuery = queryOptions({
  queryKey: sessionKeys.session,
  queryFn: ({ signal }) => fetchSession(signal),
  refetchInterval: SESSION_CHECK_INTERVAL_MS,
});

export const signIn = async (credentials: LoginRequest): Promise<SessionUser> =>
  LoginResponseSchema.parse(await request('/api/auth/login', { method: 'POST', body: credentials })).user;

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
