import type { z } from 'zod';
import { ProblemSchema } from '@zen/contracts';

/** The pieces every path of the API document is written with, defined once. */
export const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

export const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ProblemSchema } },
});

/** Refusals that declare an operation's access (see access.ts): any signed-in user, or staff only. */
export const signedIn = { '401': problem('Not signed in') };
export const adminOnly = { ...signedIn, '403': problem('Not an admin') };
