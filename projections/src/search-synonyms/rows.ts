import type { SynonymGroup, SynonymListQuery } from '@zen/contracts';
import { containsPattern, isoText, type Pool, type PoolClient } from '@zen/platform';

const GROUP_COLUMNS = `id, terms, ${isoText('created_at')} AS "createdAt", ${isoText('updated_at')} AS "updatedAt"`;

const SORT_COLUMNS = { terms: 'terms', updatedAt: 'updated_at' } as const;

export const findSynonymGroup = async (pool: Pool, id: string): Promise<SynonymGroup | undefined> =>
  (await pool.query<SynonymGroup>(`SELECT ${GROUP_COLUMNS} FROM search_synonyms WHERE id = $1`, [id]))
    .rows[0];

/** The console's list, a page at a time with the total for Content-Range; `q` matches any term. */
export const listSynonymGroups = async (
  pool: Pool,
  query: SynonymListQuery,
): Promise<{ items: SynonymGroup[]; total: number; start: number }> => {
  const [start, end] = query.range ?? [0, 24];
  const [field, order] = query.sort ?? ['terms', 'ASC'];
  const direction = order.toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
  const q = query.filter?.q ?? '';
  const where = q ? `WHERE EXISTS (SELECT FROM unnest(terms) AS term WHERE term ILIKE $1)` : '';
  const params = q ? [containsPattern(q)] : [];
  const [items, total] = await Promise.all([
    pool.query<SynonymGroup>(
      `SELECT ${GROUP_COLUMNS} FROM search_synonyms ${where}
        ORDER BY ${SORT_COLUMNS[field]} ${direction}, id LIMIT ${end - start + 1} OFFSET ${start}`,
      params,
    ),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM search_synonyms ${where}`, params),
  ]);
  return { items: items.rows, total: total.rows[0]?.total ?? 0, start };
};

/** Every group's terms, for the search index. */
export const readSynonymTerms = async (client: Pool | PoolClient): Promise<string[][]> =>
  (await client.query<{ terms: string[] }>('SELECT terms FROM search_synonyms ORDER BY id')).rows.map(
    (row) => row.terms,
  );
