import { useQuery } from '@tanstack/react-query';
import type { ContentSuggestion } from '@zen/contracts';
import { useEffect, useState } from 'react';
import { contentSuggestionsQuery } from '../../contentQueries.ts';

/** One letter would suggest half the catalogue: suggestions start at two (trimmed). */
export const MIN_SUGGESTION_LENGTH = 2;

/**
 * Typing settles this long before suggestions are asked for: shorter than the results' 300 ms,
 * so titles appear first, but long enough that a steady typist sends one request per pause
 * rather than one per letter.
 */
export const SUGGESTION_DEBOUNCE_MS = 200;

const NONE: ContentSuggestion[] = [];

/** Up to five titles for what is typed in the search box, best first; none below two letters. */
export function useContentSuggestions(typed: string): ContentSuggestion[] {
  const term = typed.trim();
  const [settled, setSettled] = useState(term);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(term), SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  // Checked on what is typed now as well: deleting down to one letter hides the titles at once.
  const enabled = term.length >= MIN_SUGGESTION_LENGTH && settled.length >= MIN_SUGGESTION_LENGTH;
  const { data } = useQuery({ ...contentSuggestionsQuery(settled), enabled });
  return enabled ? (data ?? NONE) : NONE;
}
