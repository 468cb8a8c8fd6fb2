import {
  canAccessContent,
  type ContentAccess,
  type ContentSuggestion,
  type CustomerContentPage,
  type CustomerContentQuery,
} from '@zen/contracts';
import type { CatalogueIndex, ItemFacts } from './catalogue-index/catalogue-index.ts';

export const SUGGESTION_LIMIT = 5;

type Filters = Pick<
  CustomerContentQuery,
  'application' | 'module' | 'level' | 'contentType' | 'learningJourney'
>;

const passes = (facts: ItemFacts, access: ContentAccess, filters: Filters): boolean =>
  canAccessContent(access, facts) &&
  (!filters.application || facts.application === filters.application) &&
  (!filters.module || facts.module === filters.module) &&
  (!filters.level || facts.level === filters.level) &&
  (!filters.contentType || facts.type === filters.contentType) &&
  (!filters.learningJourney ||
    (filters.learningJourney === 'none'
      ? facts.learningJourney === null
      : facts.learningJourney === filters.learningJourney));

/** The ids this user may see among the matches for `term`, best first. */
const visibleMatches = async (
  index: CatalogueIndex,
  access: ContentAccess,
  term: string,
  filters: Filters,
): Promise<{ ids: number[]; matchedTerms: readonly string[] }> => {
  await index.refresh();
  const { application, module, level, contentType, learningJourney } = filters;
  const key = JSON.stringify([term, access, application, module, level, contentType, learningJourney]);
  return index.perVersion(key, () => {
    const { ranked, matchedTerms } = index.find(term);
    const ids: number[] = [];
    for (const hit of ranked) {
      const facts = index.factsOf(hit.id);
      if (facts && passes(facts, access, filters)) ids.push(hit.id);
    }
    return { ids, matchedTerms };
  });
};

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
