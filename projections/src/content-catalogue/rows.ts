import type { ContentItem } from '@zen/contracts';
import { preparedStatement, type Pool } from '@zen/platform';

/** The catalogue's columns as API items; the one place rows are mapped. */
export const CONTENT_ITEM_COLUMNS = `id, title, description, type, identifier, content_number AS "contentNumber",
  application, module, level, url, keywords, learning_journey AS "learningJourney", thumbnail,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

const FIND_CONTENT_ITEM = preparedStatement(
  `SELECT ${CONTENT_ITEM_COLUMNS} FROM content_catalogue WHERE id = $1`,
);

export const findContentItem = async (pool: Pool, id: number): Promise<ContentItem | undefined> =>
  (await pool.query<ContentItem>(FIND_CONTENT_ITEM, [id])).rows[0];
