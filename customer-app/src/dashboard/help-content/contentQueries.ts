import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  CustomerContentPageSchema,
  LearnerContentListSchema,
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

export const helpContentQuery = (query: HelpContentQuery) =>
  queryOptions({
    queryKey: contentKeys.help(query),
    queryFn: ({ signal }) => fetchHelpContent(query, signal),
    retry: retryContent,
    retryDelay: contentRetryDelay,
    // Keep the current page on screen while the next page or filter result loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/content/new: up to 10 newest items the learner has neither started nor completed (spec §2). */
export const fetchNewContent = async (signal?: AbortSignal): Promise<LearnerContentItem[]> =>
  LearnerContentListSchema.parse(await request('/api/content/new', { signal }));

export const newContentQuery = queryOptions({
  queryKey: contentKeys.newContent,
  queryFn: ({ signal }) => fetchNewContent(signal),
  retry: retryContent,
  retryDelay: contentRetryDelay,
});
