import { z } from 'zod';
import { instantSchema } from '../http/instant.ts';

/**
 * Learner activity as xAPI 1.0.3 statements, for an LRS or a BI tool (GET /api/admin/xapi/statements).
 * The answer is xAPI's StatementResult: `statements`, and `more`, the path of the next page or ''.
 */
export const XAPI_VERSION = '1.0.3' as const;

export const XAPI_STATEMENTS_LIMIT = 500;
export const XAPI_STATEMENTS_MAX_LIMIT = 1000;

/** `after` is the opaque cursor a `more` link carries: "{transaction}.{position}" in the log. */
export const XapiStatementsQuerySchema = z.object({
  since: instantSchema('since').optional(),
  limit: z.coerce.number().int().min(1).max(XAPI_STATEMENTS_MAX_LIMIT).default(XAPI_STATEMENTS_LIMIT),
  after: z
    .string()
    // Digits that fit the log's xid8 and bigint columns.
    .regex(/^\d{1,19}\.\d{1,18}$/, 'after must be a cursor from a more link')
    .optional(),
});
export type XapiStatementsQuery = z.infer<typeof XapiStatementsQuerySchema>;

const LanguageMapSchema = z.record(z.string(), z.string());

export const XapiStatementSchema = z.object({
  id: z.uuid(),
  actor: z.object({
    objectType: z.literal('Agent'),
    mbox: z.string(),
    name: z.string().optional(),
  }),
  verb: z.object({ id: z.string(), display: LanguageMapSchema }),
  object: z.object({
    objectType: z.literal('Activity'),
    id: z.string(),
    definition: z.object({
      name: LanguageMapSchema,
      type: z.string().optional(),
    }),
  }),
  result: z
    .object({
      completion: z.boolean().optional(),
      duration: z.string().optional(),
      response: z.string().optional(),
      extensions: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  context: z.object({ platform: z.string() }),
  timestamp: z.string(),
  stored: z.string(),
  version: z.literal(XAPI_VERSION),
});
export type XapiStatement = z.infer<typeof XapiStatementSchema>;

export const XapiStatementResultSchema = z.object({
  statements: z.array(XapiStatementSchema),
  more: z.string(),
});
