import {
  type AdminContentListQuery,
  type ContentFilter,
  type ContentItem,
  type ContentSortField,
} from '@zen/contracts';
import type { Pool } from '@zen/platform';
import {
  CONTENT_ITEM_COLUMNS,
  visibleByTitle,
  visibleMatches,
  type CatalogueIndex,
  type MatchFilters,
} from '@zen/projections';

/** A WHERE clause under construction, with its positional parameters. */
export class Where {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  and(clause: string): void {
    this.clauses.push(clause);
  }

  toString(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

const SORT_COLUMNS: Record<ContentSortField, string> = {
  id: 'id',
  title: 'lower(title)',
  contentNumber: 'content_number',
  identifier: 'identifier',
  application: 'application',
  module: 'module',
  level: 'level',
  type: 'type',
  learningJourney: 'learning_journey',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

/** The filters the admin list and the customer's list share (a search is not one of them). */
const applyFilter = (where: Where, filter: Omit<ContentFilter, 'id' | 'q'>): void => {
  if (filter.application) where.and(`application = ${where.param(filter.application)}`);
  if (filter.module) where.and(`module = ${where.param(filter.module)}`);
  if (filter.level) where.and(`level = ${where.param(filter.level)}`);
  if (filter.type) where.and(`type = ${where.param(filter.type)}`);
  if (filter.learningJourney === 'none') where.and('learning_journey IS NULL');
  else if (filter.learningJourney) where.and(`learning_journey = ${where.param(filter.learningJourney)}`);
};

/** Counts the matches; takes its own copy of the parameters, as the caller may add more. */
const count = async (pool: Pool, where: Where): Promise<number> =>
  (await pool.query<{ n: number }>(`SELECT count(*) AS n FROM content_catalogue ${where}`, [...where.params]))
    .rows[0]!.n;

/**
 * The items the admin list's search term selects, or undefined without one: matched as customers'
 * searches are (typos forgiven, prefixes as typed, ids and content numbers exactly), over every
 * item, and filtered with the index's facts, so no count over the catalogue is needed. One
 * definition of what a term finds, and no search text kept in PostgreSQL.
 */
/** The admin list's filters in the index's terms (its `type` is the index's `contentType`). */
const matchFiltersOf = (filter: ContentFilter = {}): MatchFilters => ({
  application: filter.application,
  module: filter.module,
  level: filter.level,
  contentType: filter.type,
  learningJourney: filter.learningJourney,
});

export const adminSearchMatches = async (
  index: CatalogueIndex,
  filter: ContentFilter | undefined,
): Promise<readonly number[] | undefined> => {
  if (!filter?.q) return undefined;
  const { ids } = await visibleMatches(index, undefined, filter.q, matchFiltersOf(filter));
  if (filter.id === undefined) return ids;
  const only = new Set([filter.id].flat());
  return ids.filter((id) => only.has(id));
};

/**
 * The admin list's filters as a WHERE clause; with a search term, the ids adminSearchMatches
 * selected (every filter applied already). The content export selects what the list shows.
 */
export const adminFilterWhere = (filter: ContentFilter = {}, matches?: readonly number[]): Where => {
  const where = new Where();
  if (filter.q) {
    where.and(`id = ANY(${where.param(matches ?? [])}::int[])`);
    return where;
  }
  const { id, ...rest } = filter;
  if (id !== undefined) where.and(`id = ANY(${where.param([id].flat())}::int[])`);
  applyFilter(where, rest);
  return where;
};

/** The admin list, in ra-data-simple-rest terms: a page of items and the total for Content-Range. */
export const listContentForAdmin = async (
  pool: Pool,
  index: CatalogueIndex,
  query: AdminContentListQuery,
): Promise<{ items: ContentItem[]; total: number; start: number }> => {
  const [field, direction] = query.sort ?? ['id', 'DESC'];
  const ascending = direction.toUpperCase() === 'ASC';
  const [start, end] = query.range ?? [0, 24];
  const limit = end - start + 1;
  const matches = await adminSearchMatches(index, query.filter);
  // In the list's own order (by id) a search's page is cut in memory and only its items are read.
  if (matches && field === 'id') {
    const page = [...matches].sort((a, b) => (ascending ? a - b : b - a)).slice(start, start + limit);
    return { items: await index.itemsInOrder(page), total: matches.length, start };
  }
  // By title without a search, from the index's title order as Browse Content is: in SQL a deep
  // page sorted the whole catalogue for every request (109 ms a page at 12 000 items). Descending
  // is that order reversed, equal titles included.
  if (!matches && field === 'title' && query.filter?.id === undefined) {
    await index.refresh();
    const byTitle = await visibleByTitle(index, undefined, matchFiltersOf(query.filter));
    const ordered = ascending ? byTitle : [...byTitle].reverse();
    return {
      items: await index.itemsInOrder(ordered.slice(start, start + limit)),
      total: byTitle.length,
      start,
    };
  }
  const where = adminFilterWhere(query.filter, matches);
  const total = matches?.length ?? (await count(pool, where));
  const order = `${SORT_COLUMNS[field]} ${ascending ? 'ASC' : 'DESC'} NULLS LAST, id`;
  const { rows } = await pool.query<ContentItem>(
    `SELECT ${CONTENT_ITEM_COLUMNS} FROM content_catalogue ${where}
      ORDER BY ${order} LIMIT ${where.param(limit)} OFFSET ${where.param(start)}`,
    where.params,
  );
  return { items: rows, total, start };
};
