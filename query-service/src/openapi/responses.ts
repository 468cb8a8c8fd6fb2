import type { z } from 'zod';
import { PreconditionHeadersSchema, ProblemSchema } from '@zen/contracts';

/** The pieces every path of the API document is written with, defined once. */
export const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

export const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ProblemSchema } },
});

/** Refusals that declare an operation's access (see access.ts): any signed-in user, or staff only. */
export const signedIn = { '401': problem('Not signed in') };
export const adminOnly = { ...signedIn, '403': problem('Not an admin') };

/**
 * A staff edit that may carry If-Match (what it edits, by the updatedAt it was read at): 412 when
 * it changed since, writing nothing.
 */
export const withPrecondition = <T extends { requestParams: { path: z.ZodObject }; responses: object }>(
  operation: T,
) => ({
  ...operation,
  requestParams: { ...operation.requestParams, header: PreconditionHeadersSchema },
  responses: {
    ...operation.responses,
    '412': problem('Changed by someone else since the If-Match it was read at; nothing written'),
  },
});
