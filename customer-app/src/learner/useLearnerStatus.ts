import { useQuery } from '@tanstack/react-query';
import type { ContentState } from '@zen/contracts';
import { useCallback, useMemo } from 'react';
import { useSignedInUser } from '../session/RequireSession.tsx';
import { completionsQuery, learnerStateQuery } from './learnerQueries.ts';
import { usePendingCompletionIds } from './useCompletions.ts';

export interface LearnerStatus {
  stateOf: (contentId: number) => ContentState;
  isFavourite: (contentId: number) => boolean;
  favouriteCount: number | undefined;
  /** False until the learner's ids have arrived: cards then show no state rather than a wrong one. */
  ready: boolean;
}

/**
 * Each item's completion state and favourite flag (spec §4 content completion states): completed
 * when the server has a completion or one is waiting in the outbox; in progress when started and
 * not completed (in-progress ids already completed are pruned, spec §4); otherwise not started.
 */
export function useLearnerStatus(): LearnerStatus {
  const user = useSignedInUser();
  const state = useQuery(learnerStateQuery);
  const completions = useQuery(completionsQuery);
  const pending = usePendingCompletionIds(user.id);

  const completed = useMemo(
    () =>
      new Set([
        ...(state.data?.completed ?? []),
        ...(completions.data ?? []).map((completion) => completion.contentId),
        ...pending,
      ]),
    [state.data, completions.data, pending],
  );
  const inProgress = useMemo(() => new Set(state.data?.inProgress), [state.data]);
  const favourites = useMemo(() => new Set(state.data?.favourites), [state.data]);

  const stateOf = useCallback(
    (contentId: number): ContentState =>
      completed.has(contentId) ? 'completed' : inProgress.has(contentId) ? 'in-progress' : 'not-started',
    [completed, inProgress],
  );
  const isFavourite = useCallback((contentId: number) => favourites.has(contentId), [favourites]);

  return { stateOf, isFavourite, favouriteCount: state.data?.favourites.length, ready: state.isSuccess };
}
