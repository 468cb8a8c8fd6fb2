import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  ContentItemSchema,
  ContentSuggestionsSchema,
  CustomerContentPageSchema,
  LearnerContentListSchema,
  type ContentItem,
  type ContentSuggestion,
  type CustomerContentPage,
  type CustomerContentQuery,
  type LearnerContentItem,
} from '@zen/contracts';
import { isClientError, request } from '../../api/http.ts';

/**
 * Query keys and fetchers for content, in one place. Every key starts with `contentKeys.all`, so a
 * command that changes what a list shows (a completion, an admin edit) invalidates them all with
 * `invalidateQueries({ queryKey: contentKeys.all })` (spec §4 "After a completion ...").
 */
export const contentKeys = {
  all: ['content'] as const,
  help: (query: HelpContentQuery) => [...contentKeys.all, 'filtered', 'help', query] as const,
  /** New Content: changes when the learner starts or completes something, not only when content does. */
  newContent: ['content', 'new'] as const,
  /** Titles offered under the search box for what is typed (trimmed). */
  suggestions: (term: string) => [...contentKeys.all, 'suggest', term] as const,
  /** One item, as a suggestion opens it. */
  item: (id: number) => [...contentKeys.all, 'item', id] as const,
};

/** The Browse Content query: GET /api/content/filtered?type=help plus search, filters and paging. */
export type HelpContentQuery = Omit<CustomerContentQuery, 'type'>;

export const fetchHelpContent = async (
  query: HelpContentQuery,
  signal?: AbortSignal,
): Promise<CustomerContentPage> => {
  const params = new URLSearchParams({ type: 'help' });
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return CustomerContentPageSchema.parse(await request(`/api/content/filtered?${params}`, { signal }));
};

/**
 * Content lists are retried up to 3 times, waiting 1 s, 2 s, 4 s (doubling, at most 30 s; spec §9).
 * A 4xx answer (signed out, bad filter) will not change on a retry, so it is shown at once.
 */
export const CONTENT_RETRIES = 3;
export const contentRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);
const retryContent = (failureCount: number, error: Error): boolean =>
  failureCount < CONTENT_RETRIES && !isClientError(error);

/** The retry policy of every content read: Browse, New Content, the journey and its modules. */
export const contentRetry = { retry: retryContent, retryDelay: contentRetryDelay } as const;

export const helpContentQuery = (query: HelpContentQuery) =>
  queryOptions({
    queryKey: contentKeys.help(query),
    queryFn: ({ signal }) => fetchHelpContent(query, signal),
    ...contentRetry,
    // Keep the current page on screen while the next page or filter result loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/content/new: up to 10 newest items the learner has neither started nor completed (spec §2). */
export const fetchNewContent = async (signal?: AbortSignal): Promise<LearnerContentItem[]> =>
  LearnerContentListSchema.parse(await request('/api/content/new', { signal }));

export const newContentQuery = queryOptions({
  queryKey: contentKeys.newContent,
  queryFn: ({ signal }) => fetchNewContent(signal),
  ...contentRetry,
});

/** GET /api/content/suggest?q=: up to five titles for what is typed, best first (issue 11). */
export const fetchContentSuggestions = async (
  term: string,
  signal?: AbortSignal,
): Promise<ContentSuggestion[]> => {
  const params = new URLSearchParams({ q: term });
  return ContentSuggestionsSchema.parse(await request(`/api/content/suggest?${params}`, { signal }))
    .suggestions;
};

/**
 * Suggestions are a convenience: one that fails is not retried and shows nothing (searching
 * still works). Typing back and forth reuses what a term was given; every term typed makes an
 * entry, so unused ones are dropped after a minute rather than the default five.
 */
export const contentSuggestionsQuery = (term: string) =>
  queryOptions({
    queryKey: contentKeys.suggestions(term),
    queryFn: ({ signal }) => fetchContentSuggestions(term, signal),
    gcTime: 60_000,
    // The last titles stay under the box while those for the next letters load: no flicker.
    placeholderData: keepPreviousData,
  });

/** GET /api/content/:id: the whole item, which a suggestion (id, title and type) needs to open. */
export const fetchContentItem = async (id: number, signal?: AbortSignal): Promise<ContentItem> =>
  ContentItemSchema.parse(await request(`/api/content/${id}`, { signal }));

/** Not retried: someone who chose an item is told at once when it cannot be opened. */
export const contentItemQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.item(id),
    queryFn: ({ signal }) => fetchContentItem(id, signal),
  });
