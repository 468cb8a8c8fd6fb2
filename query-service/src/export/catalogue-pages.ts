import type { ContentFilter, ContentItem } from '@zen/contracts';
import type { Pool } from '@zen/platform';
import { CONTENT_ITEM_COLUMNS } from '@zen/projections';
import { adminFilterWhere } from '../content/queries.ts';

export const EXPORT_PAGE_SIZE = 1000;

/**
 * The catalogue items the admin list's filters select, page by page in id order. Each page starts
 * after the last id of the one before (keyset), so every page costs what the first does, at most
 * one page is in memory, and no connection is held while the download waits on a slow client.
 * The price: an item edited during a long download is exported as it was when its page was read.
 */
export async function* catalogueInPages(
  pool: Pool,
  filter: ContentFilter | undefined,
  pageSize = EXPORT_PAGE_SIZE,
  /** The ids the filter's search term matched (adminSearchMatches), when it has one. */
  matches?: readonly number[],
): AsyncGenerator<ContentItem[]> {
  let after = 0;
  for (;;) {
    const where = adminFilterWhere(filter, matches);
    where.and(`id > ${where.param(after)}`);
    const { rows } = await pool.query<ContentItem>(
      `SELECT ${CONTENT_ITEM_COLUMNS} FROM content_catalogue ${where} ORDER BY id LIMIT ${where.param(pageSize)}`,
      where.params,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.id;
  }
}
