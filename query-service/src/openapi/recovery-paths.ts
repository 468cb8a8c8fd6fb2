import { z } from 'zod';
import {
  CompletionRecoveryRequestSchema,
  CompletionRecoveryResponseSchema,
  ContentExportQuerySchema,
  ContentHistorySchema,
  ContentIdParamsSchema,
  ContentItemSchema,
  ContentRestoreRequestSchema,
  ContentVersionParamsSchema,
  DeletedContentItemSchema,
  DeletedContentListQuerySchema,
  LearnerCompletionsQuerySchema,
  LearnerCompletionsResponseSchema,
  XapiStatementResultSchema,
  XapiStatementsQuerySchema,
  XLSX_CONTENT_TYPE,
} from '@zen/contracts';
import { adminOnly, json, problem, withPrecondition } from './responses.ts';

const invalid = { '400': problem('Invalid parameters; nothing done') };

/**
 * Issue 9's routes: the content export, Data Recovery (staff and the customer's own completions)
 * and xAPI statements for analytics consumers.
 */
export const recoveryPaths = {
  '/api/admin/content/download': {
    get: {
      summary: 'Download Excel: content-export-{date}.xlsx, every item with every field, streamed',
      description:
        'The same `filter` as the admin content list (JSON). Rows in id order under a header row. ' +
        'Streamed as it is read: no Content-Length; a failure after the first byte cuts the connection.',
      requestParams: { query: ContentExportQuerySchema },
      responses: {
        '200': { description: 'The workbook', content: { [XLSX_CONTENT_TYPE]: { schema: z.string() } } },
        ...invalid,
        ...adminOnly,
      },
    },
  },
  '/api/admin/deleted-content': {
    get: {
      summary: 'Deleted content, most recently deleted first (ra-data-simple-rest)',
      requestParams: { query: DeletedContentListQuerySchema.partial() },
      responses: {
        '200': { description: 'Items; total in Content-Range', ...json(z.array(DeletedContentItemSchema)) },
        ...invalid,
        ...adminOnly,
      },
    },
  },
  '/api/admin/content/{id}/restore': {
    post: {
      summary: 'Restore a deleted item (ContentRestored): back in search, journeys and favourites',
      requestParams: { path: ContentIdParamsSchema },
      requestBody: json(ContentRestoreRequestSchema),
      responses: {
        '200': { description: 'The item, back in the catalogue', ...json(ContentItemSchema) },
        '404': problem('No such item'),
        '409': problem('The item is not deleted; nothing appended'),
        ...adminOnly,
      },
    },
  },
  '/api/admin/content/{id}/history': {
    get: {
      summary: 'Every version of an item, newest first: who changed which fields, and when',
      requestParams: { path: ContentIdParamsSchema },
      responses: {
        '200': { description: 'History', ...json(ContentHistorySchema) },
        '404': problem('No such item'),
        ...adminOnly,
      },
    },
  },
  '/api/admin/content/{id}/versions/{version}/restore': {
    post: withPrecondition({
      requestParams: { path: ContentVersionParamsSchema },
      summary: 'Make an earlier version current (a ContentUpdated by the admin; unchanged: nothing appended)',
      requestBody: json(ContentRestoreRequestSchema),
      responses: {
        '200': { description: 'The item as it now is', ...json(ContentItemSchema) },
        '400': problem('The version no longer passes the content rules'),
        '404': problem('No such item or version'),
        '409': problem('The item is deleted: restore it first'),
        ...adminOnly,
      },
    }),
  },
  '/api/admin/learner-completions': {
    get: {
      summary: 'A learner’s completions as of a date (the end of that day, UTC) or instant, newest first',
      requestParams: { query: LearnerCompletionsQuerySchema },
      responses: {
        '200': { description: 'Completions', ...json(LearnerCompletionsResponseSchema) },
        ...invalid,
        '404': problem('No account uses that e-mail'),
        ...adminOnly,
      },
    },
  },
  '/api/video-completions/recover': {
    post: {
      summary:
        'Data Recovery (customer): record completions kept in the browser that the server lacks; ' +
        'sending them again changes nothing',
      requestBody: json(CompletionRecoveryRequestSchema),
      responses: {
        '201': { description: 'Some were recovered', ...json(CompletionRecoveryResponseSchema) },
        '200': { description: 'Nothing to recover', ...json(CompletionRecoveryResponseSchema) },
        '400': problem('Invalid list; nothing recorded'),
        '401': problem('Not signed in'),
      },
    },
  },
  '/api/admin/xapi/statements': {
    get: {
      summary: 'Learner activity as xAPI 1.0.3 statements (viewed, searched, completed), streamed',
      description:
        'An xAPI StatementResult in log order. `since` keeps statements stored after an instant; ' +
        '`limit` caps the page (default 500, at most 1000); `more` is the path of the next page ' +
        '(with an `after` cursor) when the page is full, else empty. Header X-Experience-API-Version: 1.0.3.',
      requestParams: { query: XapiStatementsQuerySchema },
      responses: {
        '200': { description: 'StatementResult', ...json(XapiStatementResultSchema) },
        ...invalid,
        ...adminOnly,
      },
    },
  },
};
