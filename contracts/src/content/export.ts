import { z } from 'zod';
import { jsonQueryParam } from '../http/simple-rest.ts';
import { ContentFilterSchema } from './api.ts';

/**
 * GET /api/admin/content/download (spec §7): the whole catalogue as a workbook, or the part the
 * admin list's filters select, given in the list's own `filter` parameter.
 */
export const ContentExportQuerySchema = z.object({
  filter: jsonQueryParam(ContentFilterSchema, 'filter').optional(),
});
export type ContentExportQuery = z.infer<typeof ContentExportQuerySchema>;

/** content-export-{date}.xlsx, the date in UTC as YYYY-MM-DD. */
export const contentExportFileName = (at: Date): string =>
  `content-export-${at.toISOString().slice(0, 10)}.xlsx`;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
