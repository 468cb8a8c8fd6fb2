import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LearnerState } from '@zen/contracts';
import { useNotify } from '../notifications/notificationsContext.ts';
import { addFavourite, learnerKeys, refreshAfterFavourite, removeFavourite } from './learnerQueries.ts';

type FavouriteChange = { contentId: number; favourite: boolean };

const withFavourite = (state: LearnerState, { contentId, favourite }: FavouriteChange): LearnerState => ({
  ...state,
  favourites: favourite
    ? [...state.favourites.filter((id) => id !== contentId), contentId]
    : state.favourites.filter((id) => id !== contentId),
});

/**
 * Adds or removes a favourite (spec §7, §8). The star turns at once; the server's answer is
 * confirmed with a toast, and a failure puts the star back with a destructive toast.
 */
export function useFavouriteToggle() {
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ contentId, favourite }: FavouriteChange) =>
      favourite ? addFavourite(contentId) : removeFavourite(contentId),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: learnerKeys.state });
      const before = client.getQueryData<LearnerState>(learnerKeys.state);
      if (before) client.setQueryData(learnerKeys.state, withFavourite(before, change));
      return { before };
    },
    onSuccess: (_answer, { favourite }) =>
      notify({ title: favourite ? 'Added to favorites' : 'Removed from favorites', variant: 'success' }),
    onError: (error, _change, context) => {
      if (context?.before) client.setQueryData(learnerKeys.state, context.before);
      console.error('Failed to update favorites', error);
      notify({ title: 'Failed to update favorites', variant: 'destructive' });
    },
    onSettled: () => refreshAfterFavourite(client),
  });
}
