import type { DeletedContentItem, DeletedContentListQuery } from '@zen/contracts';
import { containsPattern, isoText, type Pool } from '@zen/platform';
import { resolveActors } from './actors.ts';

const SORT_COLUMNS = { id: 'id', title: 'lower(title)', deletedAt: 'deleted_at' } as const;

type Row = Omit<DeletedContentItem, 'deletedBy'> & { deletedBy: string };

/**
 * Deleted items, most recently deleted first unless sorted otherwise, in ra-data-simple-rest terms.
 * `q` matches the title (any part, any case) or the id.
 */
export const listDeletedContent = async (
  pool: Pool,
  query: DeletedContentListQuery,
): Promise<{ items: DeletedContentItem[]; total: number; start: number }> => {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const q = query.filter?.q;
  const where = q
    ? `WHERE title ILIKE ${param(containsPattern(q))}` +
      (/^\d{1,9}$/.test(q) ? ` OR id = ${param(Number(q))}` : '')
    : '';
  const [field, direction] = query.sort ?? ['deletedAt', 'DESC'];
  const order = `${SORT_COLUMNS[field]} ${direction.toUpperCase() === 'ASC' ? 'ASC' : 'DESC'}, id DESC`;
  const [start, end] = query.range ?? [0, 24];
  const total = (
    await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM content_catalogue_deleted ${where}`, [
      ...params,
    ])
  ).rows[0]!.n;
  const { rows } = await pool.query<Row>(
    `SELECT id, title, description, type, identifier, content_number AS "contentNumber", application, module,
            level, url, keywords, learning_journey AS "learningJourney", thumbnail,
            ${isoText('created_at')} AS "createdAt", ${isoText('updated_at')} AS "updatedAt",
            ${isoText('deleted_at')} AS "deletedAt", deleted_by AS "deletedBy"
       FROM content_catalogue_deleted ${where}
      ORDER BY ${order} LIMIT ${param(end - start + 1)} OFFSET ${param(start)}`,
    params,
  );
  const actors = await resolveActors(
    pool,
    rows.map((row) => row.deletedBy),
  );
  return { items: rows.map((row) => ({ ...row, deletedBy: actors.get(row.deletedBy)! })), total, start };
};
