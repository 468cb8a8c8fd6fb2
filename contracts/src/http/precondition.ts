import { z } from 'zod';

/**
 * If-Match on a staff edit (a content item, a guide's details or module page, a template page, a
 * synonym group): the `updatedAt` of what the editor read, in double quotes (its ETag). With it,
 * an edit of something that has changed since is refused (412) rather than undoing what someone
 * else saved in between; without it, the edit applies as sent.
 */
const NOT_AN_UPDATED_AT = 'If-Match must be the updatedAt it was read at, in double quotes';

/** A time as written, that is a real one: not 2026-02-31 or 25:00, which Date would move on. */
const isRealInstant = (time: string): boolean => {
  const parsed = new Date(time);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === time.slice(0, 19);
};

export const PreconditionHeadersSchema = z.object({
  'if-match': z
    .union(
      [
        // HTTP's "any version there is": the same as sending none.
        z.literal('*').transform(() => undefined),
        z
          .string()
          .regex(/^"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z"$/, NOT_AN_UPDATED_AT)
          .transform((tag) => tag.slice(1, -1))
          .refine(isRealInstant, NOT_AN_UPDATED_AT),
      ],
      // Neither '*' nor an updatedAt: without this zod would say only 'Invalid input'.
      { error: NOT_AN_UPDATED_AT },
    )
    .optional(),
});

/** The If-Match value for something read with this `updatedAt`. */
export const etagOf = (updatedAt: string): string => `"${updatedAt}"`;
