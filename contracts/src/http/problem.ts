import { z } from 'zod';

/** RFC 9457 problem details; `errors` names each bad field of a rejected request. */
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;

/**
 * The 503 a command answers when its change is saved but the read model did not show it in time
 * (docs/api.md, Conventions): a success whose screens may be a moment behind, not to be sent again.
 */
export const SAVED_NOT_YET_VISIBLE = 'Saved, not yet visible';
/**
 * The title of the 503 the portal answers while it cannot reach its database (with Retry-After):
 * nothing was done, and the request may be sent again shortly.
 */
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable';
export const isSavedNotYetVisible = (problem: Problem | null | undefined): boolean =>
  problem?.status === 503 && problem.title === SAVED_NOT_YET_VISIBLE;
export type FieldError = { field: string; message: string };

/** Flattens zod issues to one message per field path ("keywords.2", "module", "" for the body). */
export const fieldErrorsOf = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));

/** The spec's rule for a failed call: "{status}: {body text or status text}" (spec §7). */
export const describeFailedResponse = (status: number, bodyText: string, statusText: string): string =>
  `${status}: ${bodyText.trim() === '' ? statusText : bodyText}`;
