import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  markSignedOut,
  removeUserData,
  sessionKeys,
  sessionQuery,
  signIn,
  signOut,
} from './sessionQueries.ts';
import { clearLocalData, saveUserHint } from './userHint.ts';

export const useSession = () => useQuery(sessionQuery);

/**
 * Signs in, then makes the session query the source of truth again: the login answer is cached
 * at once (so the guard on '/' lets the user in without a flash of /auth) and the query is
 * invalidated so it is confirmed against the server's cookie.
 */
export const useSignIn = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (user) => {
      removeUserData(client);
      saveUserHint(user);
      client.setQueryData(sessionKeys.session, user);
      await client.invalidateQueries({ queryKey: sessionKeys.session });
    },
  });
};

/** Ends the server session, clears local storage and every cached answer, and goes to /auth. */
export const useSignOut = () => {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      clearLocalData();
      markSignedOut(client);
      await navigate('/auth', { replace: true });
      removeUserData(client);
    },
  });
};
