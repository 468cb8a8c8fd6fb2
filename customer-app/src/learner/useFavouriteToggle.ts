import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LearnerState } from '@zen/contracts';
import { savedNotYetShown, SHOWN_LATER_MS } from '../api/http.ts';
import { useNotify } from '../notifications/notificationsContext.ts';
import { addFavourite, learnerKeys, refreshAfterFavourite, removeFavourite } from './learnerQueries.ts';

type FavouriteChange = { contentId: number; favourite: boolean };

const withFavourite = (state: LearnerState, { contentId, favourite }: FavouriteChange): LearnerState => ({
  ...state,
  favourites: favourite
    ? [...state.favourites.filter((id) => id !== contentId), contentId]
    : state.favourites.filter((id) => id !== contentId),
});

const done = (favourite: boolean) => (favourite ? 'Added to favorites' : 'Removed from favorites');

/**
 * Adds or removes a favourite (spec §7, §8). The star turns at once; the server's answer is
 * confirmed with a toast, and a failure puts the star back with a destructive toast. A change the
 * server saved but could not show yet (503 'Saved, not yet visible') is a success: the star stays,
 * and the favourites are read again a moment later rather than at once, which would show the old
 * state and turn the star back.
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
    onSuccess: (_answer, { favourite }) => notify({ title: done(favourite), variant: 'success' }),
    onError: (error, { favourite }, context) => {
      const saved = savedNotYetShown(error);
      if (saved) {
        notify({ title: done(favourite), description: saved, variant: 'success' });
        return;
      }
      if (context?.before) client.setQueryData(learnerKeys.state, context.before);
      console.error('Failed to update favorites', error);
      notify({ title: 'Failed to update favorites', variant: 'destructive' });
    },
    onSettled: (_answer, error) => {
      if (!savedNotYetShown(error)) return refreshAfterFavourite(client);
      setTimeout(() => void refreshAfterFavourite(client), SHOWN_LATER_MS);
      return undefined;
    },
  });
}
