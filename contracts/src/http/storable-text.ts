import type { FieldError } from './problem.ts';

/**
 * U+0000, which PostgreSQL text and jsonb cannot hold, and UTF-16 surrogates without their pair,
 * which UTF-8 cannot encode (jsonb refuses them; a text column would silently get U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const UNSTORABLE_TEXT_MESSAGE =
  'Contains a NUL character or an unpaired surrogate, which cannot be stored';
/** Enough to name the fields of any real request; a deeper value is refused as a whole. */
const MAX_DEPTH = 64;

/** Each string in `value` (keys included) the database cannot store, named by its path. */
export const unstorableFields = (
  value: unknown,
  path: string[],
  found: FieldError[],
  depth = 0,
): FieldError[] => {
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) found.push({ field: path.join('.'), message: UNSTORABLE_TEXT_MESSAGE });
  } else if (value && typeof value === 'object') {
    if (depth > MAX_DEPTH) {
      found.push({ field: path.join('.'), message: 'Nested too deeply' });
      return found;
    }
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key))
        found.push({ field: [...path, key].join('.'), message: UNSTORABLE_TEXT_MESSAGE });
      else unstorableFields(item, [...path, key], found, depth + 1);
    }
  }
  return found;
};

/** Whether any string in `value` (keys included) is text the database cannot store. */
export const hasUnstorableText = (value: unknown): boolean => unstorableFields(value, [], []).length > 0;
