import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isSignedOut } from './api/http.ts';
import { connection } from './connection/connection.ts';
import { markSignedOut } from './session/sessionQueries.ts';

/**
 * The client data cache with the spec's defaults (spec §9): data never goes stale and is never
 * refetched behind the user's back; nothing is retried unless a query says so (the content list
 * does). Commands invalidate exactly the keys they change instead.
 */
export const createQueryClient = (): QueryClient => {
  const client: QueryClient = new QueryClient({
    // A 401 from any call means the session has ended (spec §7): the guard then shows /auth.
    queryCache: new QueryCache({
      onError: (error) => {
        if (isSignedOut(error)) markSignedOut(client);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isSignedOut(error)) markSignedOut(client);
      },
    }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  // Back from an outage: what failed meanwhile is asked for again, without a page reload.
  connection.onReconnected(() => {
    void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  });
  return client;
};
