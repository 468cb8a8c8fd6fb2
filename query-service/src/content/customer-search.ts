import {
  type ContentAccess,
  type ContentSuggestion,
  type CustomerContentPage,
  type CustomerContentQuery,
} from '@zen/contracts';
import { JsonText } from '@zen/platform';
import { visibleMatches, visibleMatchesNow, type CatalogueIndex } from '@zen/projections';

export const SUGGESTION_LIMIT = 5;

/**
 * Browse Content with a search term: matched and ranked in memory (typos forgiven, prefixes as
 * typed), counted exactly, and the page's items read from the catalogue. The serialised page is
 * kept per catalogue version and access: a company's customers search for the same few words.
 */
export const searchContentForCustomer = async (
  index: CatalogueIndex,
  access: ContentAccess,
  query: CustomerContentQuery & { search: string },
): Promise<JsonText> => {
  await index.refresh();
  const key = JSON.stringify(['customer-search', access, query]);
  const page = await index.answerPerVersion(key, async () => {
    const { ids, matchedTerms } = visibleMatchesNow(index, access, query.search, query);
    const offset = (query.page - 1) * query.pageSize;
    const items = await index.itemsInOrder(ids.slice(offset, offset + query.pageSize));
    return JSON.stringify({
      items,
      total: ids.length,
      available: index.visibleCount(access),
      page: query.page,
      pageSize: query.pageSize,
      matchedTerms: [...matchedTerms],
    } satisfies CustomerContentPage);
  });
  return new JsonText(page);
};

/** Up to five titles for what the customer is typing, best first, within their access. */
export const suggestContent = async (
  index: CatalogueIndex,
  access: ContentAccess,
  term: string,
): Promise<ContentSuggestion[]> => {
  const { ids } = await visibleMatches(index, access, term, {});
  const items = await index.itemsInOrder(ids.slice(0, SUGGESTION_LIMIT));
  return items.map(({ id, title, type }) => ({ id, title, type }));
};
