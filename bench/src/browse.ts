import { CUSTOMER_PAGE_SIZE, type ContentSuggestion, type CustomerContentPage } from '@zen/contracts';
import { captureMedianResponse, captureResponse, SEARCH_TERMS, type CapturedResponse } from './search.ts';

/**
 * Browse Content's other reads, beside its search (search.ts): the titles suggested under the
 * search box as a customer types, and the list with no search, by title, a page at a time.
 */

/** Suggestions start at two letters, trimmed (customer-app's useContentSuggestions). */
const MIN_SUGGESTION_LENGTH = 2;

/**
 * The search terms as typed, from their second letter on, each once: a slow typist's box asks
 * for every one (the app asks once typing pauses for 200 ms). A prefix ending in a space is left
 * out: the app trims it to the prefix before it, which it has asked for already.
 */
export const SUGGEST_PREFIXES: readonly string[] = [
  ...new Set(
    SEARCH_TERMS.flatMap((term) =>
      Array.from({ length: term.length - MIN_SUGGESTION_LENGTH + 1 }, (_, i) =>
        term.slice(0, MIN_SUGGESTION_LENGTH + i),
      ),
    ).filter((prefix) => prefix === prefix.trim()),
  ),
];

export const suggestPath = (prefix: string): string => `/api/content/suggest?q=${encodeURIComponent(prefix)}`;

/**
 * Every prefix once, each required to answer 200, and the answer of median size for the ceiling.
 * Suggestions that were all empty would measure nothing: the median answer must name a title.
 */
export const probeSuggest = async (portalUrl: string, cookie: string): Promise<CapturedResponse> => {
  const sample = await captureMedianResponse(portalUrl, SUGGEST_PREFIXES.map(suggestPath), cookie);
  const { suggestions } = JSON.parse(sample.body.toString('utf8')) as { suggestions: ContentSuggestion[] };
  if (suggestions.length === 0) throw new Error('Most search-term prefixes suggest no title');
  return sample;
};

/** Browse Content with no search or filter: one page of the customer's items, by title. */
export const browsePath = (page: number): string => `/api/content/filtered?type=help&page=${page}`;

/** The last page the contract takes (CustomerContentQuerySchema): a deeper one is refused. */
const LAST_PAGE_TAKEN = 10_000;

export type BrowseProbe = {
  first: CapturedResponse;
  /** The items the customer may see, as page 1 counted them. */
  total: number;
  /** Their last full page (or the contract's last page), for the list's deepest OFFSET. */
  deepPage: number;
  deep: CapturedResponse;
};

/**
 * Reads page 1, to learn how many items the list holds, then its last full page: each must answer
 * 200 with items (an empty page past the end would measure a cheaper query), and is kept for its
 * ceiling to replay. A full page, so that its ceiling replays as many items as page 1's does. The bench customers all have the same access, so one customer's count holds
 * for every one of them.
 */
export const probeBrowse = async (portalUrl: string, cookie: string): Promise<BrowseProbe> => {
  const pageOf = async (page: number) => {
    const response = await captureResponse(portalUrl, browsePath(page), cookie);
    const body = JSON.parse(response.body.toString('utf8')) as CustomerContentPage;
    if (body.items.length === 0) throw new Error(`${browsePath(page)} lists no items (of ${body.total})`);
    return { response, total: body.total };
  };
  const first = await pageOf(1);
  const deepPage = Math.min(LAST_PAGE_TAKEN, Math.floor(first.total / CUSTOMER_PAGE_SIZE));
  if (deepPage < 2) throw new Error(`Browse Content holds ${first.total} items: no page after the first`);
  const deep = await pageOf(deepPage);
  return { first: first.response, total: first.total, deepPage, deep: deep.response };
};
