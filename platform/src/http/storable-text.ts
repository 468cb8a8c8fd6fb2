import type { RequestHandler } from 'express';
import { UNSTORABLE_TEXT_MESSAGE as MESSAGE, unstorableFields } from '@zen/contracts';
import { HttpProblem } from './problem.ts';

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
