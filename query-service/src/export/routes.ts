import { Router } from 'express';
import {
  contentExportFileName,
  ContentExportQuerySchema,
  XLSX_CONTENT_TYPE,
  type ContentItem,
} from '@zen/contracts';
import { parseQuery, requireAdmin, type Pool } from '@zen/platform';
import type { CatalogueIndex } from '@zen/projections';
import { adminSearchMatches } from '../content/queries.ts';
import { catalogueInPages, EXPORT_PAGE_SIZE } from './catalogue-pages.ts';
import { DownloadAborted, writeContentWorkbook } from './workbook.ts';

/** The first page, then the rest: read before any byte is sent, so a failure can still be a problem. */
async function* startingWith(
  first: IteratorResult<ContentItem[]>,
  rest: AsyncGenerator<ContentItem[]>,
): AsyncGenerator<ContentItem[]> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

/** GET /api/admin/content/download (spec §2 'Download Excel', §7): admin only. */
export const contentExportRoutes = (pool: Pool, index: CatalogueIndex): Router => {
  const router = Router();

  router.get('/api/admin/content/download', requireAdmin, async (req, res) => {
    const { filter } = parseQuery(ContentExportQuerySchema, req);
    const matches = await adminSearchMatches(index, filter);
    const pages = catalogueInPages(pool, filter, EXPORT_PAGE_SIZE, matches);
    // A database that is away answers 503 problem+json here, while headers can still be chosen.
    const first = await pages.next();
    res
      .status(200)
      .type(XLSX_CONTENT_TYPE)
      .attachment(contentExportFileName(new Date()))
      .set('Cache-Control', 'no-store');
    try {
      await writeContentWorkbook(startingWith(first, pages), res);
    } catch (error) {
      // The admin cancelled or closed the tab: nobody is left to tell.
      if (error instanceof DownloadAborted) return;
      // Once bytes are out a failure cannot become a status. Express's final handler logs it and
      // cuts the connection, so the browser reports a failed download rather than saving a
      // truncated file as complete.
      throw error;
    }
  });

  return router;
};
