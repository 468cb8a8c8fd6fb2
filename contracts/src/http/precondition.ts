import { z } from 'zod';

/**
 * If-Match on a staff edit (a content item, a guide's details or module page, a template page, a
 * synonym group): the `updatedAt` of what the editor read, in double quotes (its ETag). With it,
 * an edit of something that has changed since is refused (412) rather than undoing what someone
 * else saved in between; without it, the edit applies as sent.
 */
export const PreconditionHeadersSchema = z.object({
  'if-match': z
    .string()
    .regex(
      /^"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z"$/,
      'If-Match must be the updatedAt it was read at, in double quotes',
    )
    .transform((tag) => tag.slice(1, -1))
    .optional(),
});

/** The If-Match value for something read with this `updatedAt`. */
export const etagOf = (updatedAt: string): string => `"${updatedAt}"`;
