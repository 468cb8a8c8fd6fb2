import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import type { Router } from 'express';
import type { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards.ts';
import { hasUnstorableText } from './storable-text.ts';
import { parseQuery } from './validate.ts';

/**
 * A hot read answered before Express: an exact path, its query contract and its answer. It is
 * registered in Express too (`routeReads`), which answers whatever the fast path leaves to it.
 */
export type FastRead = {
  path: string;
  /** Omitted for a read that takes no query (the route ignores it). */
  query?: z.ZodType;
  /** Which parsed queries it answers, when another route answers the rest of that path. */
  when?: (query: never) => boolean;
  answer: (query: never, user: Express.User) => Promise<unknown>;
};

/**
 * An answer already serialised as JSON, sent as it is: a read that keeps its answers (e.g. a page
 * of search results per catalogue version) need not serialise the same page for every request.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Declares a fast read with its query type checked against its answer. */
export const fastRead = <S extends z.ZodType>(read: {
  path: string;
  query: S;
  when?: (query: z.output<S>) => boolean;
  answer: (query: z.output<S>, user: Express.User) => Promise<unknown>;
}): FastRead => read as FastRead;

/**
 * Registers each read as an Express route of a signed-in user on `router`, with the same contract
 * and answer: what the fast path leaves to Express (no cached session, a query the contract
 * refuses, an error) is answered there, as every other route's is.
 */
export const routeReads = (router: Router, reads: readonly FastRead[]): Router => {
  for (const read of reads) {
    router.get(read.path, requireUser, async (req, res, next) => {
      const query: unknown = read.query ? parseQuery(read.query, req) : undefined;
      if (read.when && !read.when(query as never)) return next();
      const body = await read.answer(query as never, currentUser(req));
      if (body instanceof JsonText) res.type('json').send(body.text);
      else res.json(body);
    });
  }
  return router;
};

export type FastReadOptions = {
  reads: readonly FastRead[];
  /** The signed-in user when the session and account are in memory (auth/session.ts). */
  signedInUser: (cookieHeader: string | undefined) => Express.User | undefined;
  /** Headers every response carries (the same helmet configuration as Express's). */
  headers: Readonly<Record<string, string>>;
  /** Everything else: the Express app. */
  app: RequestListener;
};

/** Where Express finds an error a fast read raised, to answer it as it answers its own. */
export const FAST_READ_ERROR = Symbol('fast read error');
type WithFastReadError = IncomingMessage & { [FAST_READ_ERROR]?: unknown };

/**
 * Express costs most of a small read's time: measured on this machine, a bare Express route
 * answered about a fifth of what Node's http module answers with the same body, before any
 * middleware. The reads a signed-in user makes all the time (who am I, search, suggestions) are
 * answered here instead, with the same checks, contract and answer as their Express routes
 * (`routeReads`):
 * the user from the in-memory session and account (as the session middleware would find them),
 * the query parsed by node:querystring (Express's 'simple' parser) and the route's zod contract,
 * the same security headers. Anything out of the ordinary goes to Express untouched, so its
 * answer is exactly what it was: another method or path, no cached session, a query the contract
 * refuses (Express answers the 400), text the database cannot store. An error while answering is
 * handed to Express too, which answers it as problem+json, e.g. 503 while the database is away.
 */
export const fastReadsListener = ({
  reads,
  signedInUser,
  headers,
  app,
}: FastReadOptions): RequestListener => {
  const byPath = new Map(reads.map((read) => [read.path, read]));
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const prepared = req.method === 'GET' ? prepare(req) : undefined;
    if (!prepared) return app(req, res);
    // Through a promise from the start, so a handler that throws at once is answered the same way.
    Promise.resolve()
      .then(prepared)
      .then((body) => {
        const json = body instanceof JsonText ? body.text : JSON.stringify(body);
        res.writeHead(200, {
          ...headers,
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(json),
        });
        res.end(json);
      })
      .catch((error: unknown) => {
        if (res.headersSent) return void res.destroy(error as Error);
        (req as WithFastReadError)[FAST_READ_ERROR] = error;
        app(req, res);
      });
  };
  // The app behind stays reachable, e.g. for the route inventory of the OpenAPI coverage test.
  return Object.assign(listener, { app });

  function prepare(req: IncomingMessage): (() => Promise<unknown>) | undefined {
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const read = byPath.get(mark < 0 ? url : url.slice(0, mark));
    if (!read) return undefined;
    const user = signedInUser(req.headers.cookie);
    if (!user) return undefined;
    const raw = parseQueryString(mark < 0 ? '' : url.slice(mark + 1));
    if (hasUnstorableText(raw)) return undefined;
    if (!read.query) return () => read.answer(undefined as never, user);
    const parsed = read.query.safeParse(raw);
    if (!parsed.success || (read.when && !read.when(parsed.data as never))) return undefined;
    return () => read.answer(parsed.data as never, user);
  }
};

/** The first middleware after the security headers: an error from a fast read, answered by Express. */
export const fastReadErrors = (req: IncomingMessage, _res: unknown, next: (error?: unknown) => void): void =>
  next((req as WithFastReadError)[FAST_READ_ERROR]);
