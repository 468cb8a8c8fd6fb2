import { z } from 'zod';
import { unstorableFields } from './storable-text.ts';

/**
 * ra-data-simple-rest's list parameters (DESIGN §7): `sort=["field","ASC"]`, `range=[0,24]` and
 * `filter={...}`, each a JSON text in the query string.
 */
export const jsonQueryParam = <T extends z.ZodType>(schema: T, label: string) =>
  z
    .string()
    .transform((raw, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${label} must be JSON` });
        return z.NEVER;
      }
      // The request's guard saw only the JSON text: an escape such as \u0000 becomes the text
      // the database cannot store here, once parsed.
      const unstorable = unstorableFields(parsed, [], []);
      for (const { field, message } of unstorable) {
        ctx.addIssue({ code: 'custom', message, path: field === '' ? [] : field.split('.') });
      }
      return unstorable.length > 0 ? z.NEVER : parsed;
    })
    .pipe(schema);

export const sortSchema = <const F extends readonly [string, ...string[]]>(fields: F) =>
  z.tuple([z.enum(fields), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);

/** Inclusive `[start, end]`: one page of at most 1000 rows. */
export const listRangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([start, end]) => end >= start && end - start < 1000, 'range must span 1 to 1000 items');

/** The `Content-Range` header react-admin reads the total from: `users 0-24/319`. */
export const contentRange = (resource: string, start: number, count: number, total: number): string =>
  `${resource} ${start}-${count > 0 ? start + count - 1 : start}/${total}`;
