import { hasUnstorableText } from '@zen/contracts';
import { parse as parseQueryString } from 'node:querystring';
import type { Router } from 'express';
import type { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards.ts';
import { pathParameter, sendAnswer, type FastAnswer, type FastRoute } from './fast-path.ts';
import { parseParams, parseQuery } from './validate.ts';

/**
 * A hot read answered before Express (fast-path.ts): an exact path (or one ending in a parameter),
 * its query contract and its answer. It is registered in Express too (`routeReads`), which
 * answers whatever the fast path leaves to it.
 */
export type FastRead = {
  path: string;
  /**
   * The contract of a path ending in a parameter (`{ sessionId: … }`). The parameter is checked,
   * not passed on: the one such read, the spec's `/api/favorites/{sessionId}`, ignores it.
   */
  params?: z.ZodType;
  /** Omitted for a read that takes no query (the route ignores it). */
  query?: z.ZodType;
  /** Which parsed queries it answers, when another route answers the rest of that path. */
  when?: (query: never) => boolean;
  answer: (query: never, user: Express.User) => Promise<unknown>;
  /** Headers of its own on every answer, e.g. `Cache-Control: no-store` for a learner's data. */
  headers?: Readonly<Record<string, string>>;
};

/** Declares a fast read with its query type checked against its answer. */
export const fastRead = <S extends z.ZodType>(read: {
  path: string;
  params?: z.ZodType;
  query: S;
  when?: (query: z.output<S>) => boolean;
  answer: (query: z.output<S>, user: Express.User) => Promise<unknown>;
  headers?: Readonly<Record<string, string>>;
}): FastRead => read as FastRead;

/**
 * Registers each read as an Express route of a signed-in user on `router`, with the same contract
 * and answer: what the fast path leaves to Express (no cached session, a query the contract
 * refuses, an error) is answered there, as every other route's is.
 */
export const routeReads = (router: Router, reads: readonly FastRead[]): Router => {
  for (const read of reads) {
    router.get(read.path, requireUser, async (req, res, next) => {
      if (read.params) parseParams(read.params, req);
      const query: unknown = read.query ? parseQuery(read.query, req) : undefined;
      if (read.when && !read.when(query as never)) return next();
      sendAnswer(res, answerOf(read, await read.answer(query as never, currentUser(req))));
    });
  }
  return router;
};

/** The read's answer to a request, on either path. */
const answerOf = (read: FastRead, body: unknown): FastAnswer => ({
  status: 200,
  body,
  ...(read.headers && { headers: read.headers }),
});

/**
 * Whether a path parameter, decoded as Express decodes it, is one the contract takes: a check
 * made once per read here, so a request only decodes and parses its segment.
 */
const parameterCheck = (read: FastRead): ((segment: string | undefined) => boolean) => {
  const name = pathParameter(read.path)?.name;
  const { params } = read;
  if (!params || !name) return () => true;
  return (segment) => {
    let value: string;
    try {
      value = decodeURIComponent(segment ?? '');
    } catch {
      return false; // a broken escape: Express answers it
    }
    return !hasUnstorableText(value) && params.safeParse({ [name]: value }).success;
  };
};

/**
 * The read on the fast path: the query parsed by node:querystring (Express's 'simple' parser) and
 * the read's contract. A query the contract refuses, or text the database cannot store, is left
 * to Express, which answers the 400.
 */
export const readRoute = (read: FastRead): FastRoute => {
  const passesParams = parameterCheck(read);
  return {
    method: 'GET',
    path: read.path,
    take: (_req, _res, user, query, segment) => {
      if (!passesParams(segment)) return undefined;
      const raw = parseQueryString(query);
      if (hasUnstorableText(raw)) return undefined;
      const parsed = read.query?.safeParse(raw);
      if (parsed && (!parsed.success || (read.when && !read.when(parsed.data as never)))) return undefined;
      return async () => answerOf(read, await read.answer(parsed?.data as never, user));
    },
  };
};
