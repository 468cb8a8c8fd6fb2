import {
  canAccessContent,
  type ContentAccess,
  type ContentItem,
  type ContentSuggestion,
  type CustomerContentPage,
  type CustomerContentQuery,
} from '@zen/contracts';
import type { Pool } from '@zen/platform';
import { CONTENT_ITEM_COLUMNS } from '@zen/projections';
import type { CatalogueIndex, ItemFacts } from './catalogue-index/catalogue-index.ts';
import { countVisible } from './queries.ts';

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
  const { ranked, matchedTerms } = index.find(term);
  const ids: number[] = [];
  for (const hit of ranked) {
    const facts = index.factsOf(hit.id);
    if (facts && passes(facts, access, filters)) ids.push(hit.id);
  }
  return { ids, matchedTerms };
};

/** The catalogue rows of `ids`, in that order. */
const itemsInOrder = async (pool: Pool, ids: readonly number[]): Promise<ContentItem[]> => {
  if (ids.length === 0) return [];
  const { rows } = await pool.query<ContentItem>(
    `SELECT ${CONTENT_ITEM_COLUMNS} FROM content_catalogue WHERE id = ANY($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((item): item is ContentItem => item !== undefined);
};

/**
 * Browse Content with a search term: matched and ranked in memory (typos forgiven, prefixes as
 * typed), counted exactly, and the page's items read from the catalogue.
 */
export const searchContentForCustomer = async (
  pool: Pool,
  index: CatalogueIndex,
  access: ContentAccess,
  query: CustomerContentQuery & { search: string },
): Promise<CustomerContentPage> => {
  const [{ ids, matchedTerms }, available] = await Promise.all([
    visibleMatches(index, access, query.search, query),
    countVisible(pool, access),
  ]);
  const offset = (query.page - 1) * query.pageSize;
  const items = await itemsInOrder(pool, ids.slice(offset, offset + query.pageSize));
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
  pool: Pool,
  index: CatalogueIndex,
  access: ContentAccess,
  term: string,
): Promise<ContentSuggestion[]> => {
  const { ids } = await visibleMatches(index, access, term, {});
  const items = await itemsInOrder(pool, ids.slice(0, SUGGESTION_LIMIT));
  return items.map(({ id, title, type }) => ({ id, title, type }));
};
