import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_CHECK_INTERVAL_MS, SESSION_ENDED, type SessionUser } from '@zen/contracts';
import { describeError } from '../api/http.ts';
import { completionOutbox } from '../learner/completionOutbox.ts';
import { sendCompletion } from '../learner/learnerQueries.ts';
import { useDismissNotifications, useNotify } from '../notifications/notificationsContext.ts';
import {
  adoptSession,
  checkUserStatus,
  confirmRegistration,
  markSignedOut,
  register,
  removeUserData,
  sessionKeys,
  sessionQuery,
  signIn,
  signOut,
} from './sessionQueries.ts';
import { clearLocalData, saveUserHint } from './userHint.ts';

export const useSession = () => useQuery(sessionQuery);

/** POST /api/auth/login; the answer becomes the session (see `adoptSession`). */
export const useSignIn = () => {
  const client = useQueryClient();
  const dismissNotifications = useDismissNotifications();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (user) => {
      // An earlier attempt's 'Password Incorrect' is no longer true: it would stay over the
      // dashboard. Here, not in the form: adopting the session takes the form off the screen.
      dismissNotifications();
      saveUserHint(user);
      await adoptSession(client, user);
    },
  });
};

/** POST /api/auth/register (first-time password): mails the link that confirms the address. */
export const useRegister = () => useMutation({ mutationFn: register });

/** The confirmation link opened: the account is made and signed in, like a sign-in. */
export const useConfirmRegistration = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmRegistration,
    onSuccess: async (user) => {
      saveUserHint(user);
      await adoptSession(client, user);
    },
  });
};

/**
 * Sign Out (spec §2 profile panel): ends the server session, clears all local storage, drops every
 * cached answer and goes to /auth. Completions earned while the server was away are sent first,
 * and local storage is cleared only once the server has ended the session: cleared before, a
 * sign-out that fails (the server away) would leave the person signed in with those completions
 * lost for good.
 */
export const useSignOut = () => {
  const client = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  return useMutation({
    mutationFn: async () => {
      const user = client.getQueryData<SessionUser | null>(sessionKeys.session);
      if (user) await completionOutbox.flush(user.id, sendCompletion);
      await signOut();
      clearLocalData();
    },
    onSuccess: async () => {
      markSignedOut(client);
      await navigate('/auth', { replace: true });
      removeUserData(client);
    },
    onError: (error) =>
      notify({ title: 'Sign Out Failed', description: describeError(error).detail, variant: 'destructive' }),
  });
};

/** What happens when the server says the session is no longer valid (spec §4 Session, §8). */
const useEndRevokedSession = () => {
  const client = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  return useCallback(async () => {
    clearLocalData();
    notify({ ...SESSION_ENDED, variant: 'destructive' });
    markSignedOut(client);
    await navigate('/auth', { replace: true });
    removeUserData(client);
  }, [client, navigate, notify]);
};

/**
 * POST /api/auth/check-user-status (spec §4 Session). `valid: false` ends the session here too;
 * a valid answer re-reads the session, so a change of name, role or profile shows at once.
 * Resolves to whether the session is still valid.
 */
export const useSessionStatusCheck = () => {
  const client = useQueryClient();
  const endRevokedSession = useEndRevokedSession();
  return useMutation({
    mutationFn: checkUserStatus,
    onSuccess: async (valid) => {
      if (valid) await client.invalidateQueries({ queryKey: sessionKeys.session });
      else await endRevokedSession();
    },
  });
};

/**
 * The status check every 10 minutes (spec §9) while a signed-in page is open. A check that cannot
 * reach the server changes nothing: only the server saying "invalid" signs the user out.
 */
export const usePeriodicSessionCheck = (email: string) => {
  const { mutate } = useSessionStatusCheck();
  useEffect(() => {
    const timer = setInterval(() => mutate(email), SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [mutate, email]);
};
