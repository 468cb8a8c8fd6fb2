import { z } from 'zod';

/**
 * An instant a caller passes in a query string: ISO 8601 with `Z` or an offset, answered as the
 * same instant in UTC (`toISOString()`).
 *
 * Why not hand the caller's text to PostgreSQL: ISO allows offsets up to ±23:59 and JavaScript
 * reads them, but PostgreSQL refuses offsets beyond ±15:59 ("time zone displacement out of
 * range") and years outside what it stores; the fuzz found both as 500s. Normalising to UTC here
 * and bounding the year makes every accepted value one the database takes.
 */
export const instantSchema = (field: string, earliestYear = 1) =>
  z.iso
    .datetime({ offset: true })
    .transform((text) => new Date(text))
    .refine(
      (date) => date.getUTCFullYear() >= earliestYear && date.getUTCFullYear() <= 9999,
      `${field} must be an instant between the years ${earliestYear} and 9999`,
    )
    .transform((date) => date.toISOString());
