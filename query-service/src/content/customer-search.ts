import {
  type ContentAccess,
  type ContentSuggestion,
  type CustomerContentPage,
  type CustomerContentQuery,
} from '@zen/contracts';
import { visibleMatches, type CatalogueIndex } from '@zen/projections';

export const SUGGESTION_LIMIT = 5;

/**
 * Browse Content with a search term: matched and ranked in memory (typos forgiven, prefixes as
 * typed), counted exactly, and the page's items read from the catalogue.
 */
export const searchContentForCustomer = async (
  index: CatalogueIndex,
  access: ContentAccess,
  query: CustomerContentQuery & { search: string },
): Promise<CustomerContentPage> => {
  const { ids, matchedTerms } = await visibleMatches(index, access, query.search, query);
  const offset = (query.page - 1) * query.pageSize;
  const items = await index.itemsInOrder(ids.slice(offset, offset + query.pageSize));
  const available = index.visibleCount(access);
  return {
    items,
    total: ids.length,
    available,
    page: query.page,
    pageSize: query.pageSize,
    matchedTerms: [...matchedTerms],
  };
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
