import type { RequestHandler } from 'express';
import type { FieldError } from '@zen/contracts';
import { HttpProblem } from './problem.ts';

/**
 * U+0000, which PostgreSQL text and jsonb cannot hold, and UTF-16 surrogates without their pair,
 * which UTF-8 cannot encode (jsonb refuses them; a text column would silently get U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MESSAGE = 'Contains a NUL character or an unpaired surrogate, which cannot be stored';
/** Enough to name the fields of any real request; a deeper value is refused as a whole. */
const MAX_DEPTH = 64;

const unstorableFields = (value: unknown, path: string[], found: FieldError[], depth = 0): FieldError[] => {
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) found.push({ field: path.join('.'), message: MESSAGE });
  } else if (value && typeof value === 'object') {
    if (depth > MAX_DEPTH) {
      found.push({ field: path.join('.'), message: 'Nested too deeply' });
      return found;
    }
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) found.push({ field: [...path, key].join('.'), message: MESSAGE });
      else unstorableFields(item, [...path, key], found, depth + 1);
    }
  }
  return found;
};

/** Whether any string in `value` (keys included) is text the database cannot store. */
export const hasUnstorableText = (value: unknown): boolean => unstorableFields(value, [], []).length > 0;

const decodedPath = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a broken escape: the router refuses it on its own
  }
};

/**
 * Refuses, before any handler runs, text that the database cannot store: every request reaches
 * PostgreSQL (its rows, its JSONB event log) or a key derived from its input, such as a rate-limit
 * counter, and the driver's error for such text would otherwise be a 500. One check at the door
 * covers every route, present and future, where a per-field rule in each contract would be
 * forgotten somewhere. Fields are named as zod names them, so the answer reads like any other 400.
 */
export const storableTextGuard: RequestHandler = (req, _res, next) => {
  if (decodedPath(req.path).includes(String.fromCharCode(0))) {
    return next(HttpProblem.validation([{ field: 'path', message: MESSAGE }], 'The path is not valid'));
  }
  const inQuery = unstorableFields(req.query, [], []);
  if (inQuery.length > 0) return next(HttpProblem.validation(inQuery, 'The query is not valid'));
  const inBody = unstorableFields(req.body, [], []);
  if (inBody.length > 0) return next(HttpProblem.validation(inBody, 'The request body is not valid'));
  next();
};
