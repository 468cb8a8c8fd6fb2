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
export type FieldError = { field: string; message: string };

/** Flattens zod issues to one message per field path ("keywords.2", "module", "" for the body). */
export const fieldErrorsOf = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));

/** The spec's rule for a failed call: "{status}: {body text or status text}" (spec §7). */
export const describeFailedResponse = (status: number, bodyText: string, statusText: string): string =>
  `${status}: ${bodyText.trim() === '' ? statusText : bodyText}`;
