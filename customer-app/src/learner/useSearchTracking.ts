import { TrackedSearchSchema } from '@zen/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { recordActivity } from './learnerQueries.ts';

/** Spec §9: a search is tracked once typing has paused this long (or on Enter). */
export const SEARCH_TRACKING_DELAY_MS = 500;

/** The words as the server will store them, or null when the server would refuse them. */
export const trackable = (query: string): string | null => {
  const parsed = TrackedSearchSchema.safeParse(query);
  return parsed.success ? parsed.data : null;
};

/**
 * Tracks the learner's searches (spec §4, §5, §9): at least 2 characters after trimming, after a
 * 500 ms pause or at once on Enter, one event per settled query (Enter and then the pause, or
 * Enter twice, is one search). Admins' searches are never sent (spec §6; the server would ignore
 * them anyway). Returns what the search box calls on Enter.
 */
export function useSearchTracking(query: string, enabled: boolean): () => void {
  // The query last sent: the same words settling again (a trailing space, Enter then the pause)
  // are not a new search. Forgotten once the box is emptied, so searching it again counts.
  const lastTracked = useRef<string | null>(null);

  const track = useCallback(
    (value: string) => {
      const search = trackable(value);
      if (!enabled || search === null || lastTracked.current === search) return;
      lastTracked.current = search;
      recordActivity({ action: 'search', searchQuery: search }).catch((error: unknown) =>
        console.warn('Failed to record the search', error),
      );
    },
    [enabled],
  );

  useEffect(() => {
    if (trackable(query) === null) lastTracked.current = null;
    const timer = setTimeout(() => track(query), SEARCH_TRACKING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, track]);

  return useCallback(() => track(query), [query, track]);
}
