import {
  type ContentAccess,
  type ContentSuggestion,
  type CustomerContentPage,
  type CustomerContentQuery,
} from '@zen/contracts';
import { JsonText } from '@zen/platform';
import { visibleByTitle, visibleMatches, visibleMatchesNow, type CatalogueIndex } from '@zen/projections';

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
    return pageOf(index, access, query, ids, { matchedTerms: [...matchedTerms] });
  });
  return new JsonText(page);
};

/** The serialised page `query` asks for of `ids`, with the X and Y of 'X of Y items'. */
const pageOf = async (
  index: CatalogueIndex,
  access: ContentAccess,
  query: Pick<CustomerContentQuery, 'page' | 'pageSize'>,
  ids: readonly number[],
  extra: Pick<CustomerContentPage, 'matchedTerms'> = {},
): Promise<string> => {
  const offset = (query.page - 1) * query.pageSize;
  const items = await index.itemsInOrder(ids.slice(offset, offset + query.pageSize));
  return JSON.stringify({
    items,
    total: ids.length,
    available: index.visibleCount(access),
    page: query.page,
    pageSize: query.pageSize,
    ...extra,
  } satisfies CustomerContentPage);
};

/**
 * Browse Content without a search: every item the customer may see that passes the filters, by
 * title, from the in-process index as a search is (read-your-writes included), the page's items
 * read from the catalogue and the serialised page kept per catalogue version and access. In SQL
 * every request counted and sorted the customer's whole visible catalogue, and a deep page read
 * every row before it: the dashboard's first list took 67 ms at 2 000 items, a last page 248 ms.
 */
export const browseContentForCustomer = async (
  index: CatalogueIndex,
  access: ContentAccess,
  query: Omit<CustomerContentQuery, 'search'>,
): Promise<JsonText> => {
  await index.refresh();
  const key = JSON.stringify(['customer-browse', access, { ...query, search: undefined }]);
  const page = await index.answerPerVersion(key, async () =>
    pageOf(index, access, query, await visibleByTitle(index, access, query)),
  );
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
