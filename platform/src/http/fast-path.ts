import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Response } from 'express';

/**
 * An answer already serialised as JSON, sent as it is: a read that keeps its answers (e.g. a page
 * of search results per catalogue version) need not serialise the same page for every request.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * What a fast route answers: a status, a JSON body and any headers of its own (e.g. no-store), as
 * its Express route would send them.
 */
export type FastAnswer = { status: number; body: unknown; headers?: Readonly<Record<string, string>> };

/** The same answer sent by a fast route's Express twin (routeReads, routeCommands). */
export const sendAnswer = (res: Response, { status, body, headers }: FastAnswer): void => {
  if (headers) res.set(headers);
  if (body instanceof JsonText) res.status(status).type('json').send(body.text);
  else res.status(status).json(body);
};

/**
 * A hot route of signed-in users answered before Express (fast-reads.ts, fast-commands.ts). It
 * is registered in Express too, with the same contract and answer, and Express answers whatever
 * the fast path leaves to it.
 */
export type FastRoute = {
  method: 'GET' | 'POST';
  /**
   * The exact path, or one ending in a parameter segment (`/api/favorites/:sessionId`), which
   * matches any one non-empty segment there: any other spelling of it is Express's to answer.
   */
  path: string;
  /**
   * How this route answers the request, or undefined to leave it to Express untouched. The work
   * may still resolve to undefined, after reading the body: Express then answers with the body as
   * read (body-parser leaves a request it has read alone).
   */
  take: (
    req: IncomingMessage,
    res: ServerResponse,
    user: Express.User,
    query: string,
    /** The last segment as sent (still percent-encoded), for a path ending in a parameter. */
    segment?: string,
  ) => (() => Promise<FastAnswer | undefined>) | undefined;
};

/**
 * `/api/favorites/:sessionId` → the prefix `/api/favorites/` and the name `sessionId`; undefined
 * for an exact path.
 */
export const pathParameter = (path: string): { prefix: string; name: string } | undefined => {
  const slash = path.lastIndexOf('/');
  return path[slash + 1] === ':'
    ? { prefix: path.slice(0, slash + 1), name: path.slice(slash + 2) }
    : undefined;
};

export type FastPathOptions = {
  routes: readonly FastRoute[];
  /** The signed-in user when the session and account are in memory (auth/session.ts). */
  signedInUser: (cookieHeader: string | undefined) => Express.User | undefined;
  /** Headers every response carries (the same helmet configuration as Express's). */
  headers: Readonly<Record<string, string>>;
  /** Express's compression middleware, so an answer is compressed as its Express twin's would be. */
  compress: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** The size from which `compress` compresses (its `threshold`), in bytes. */
  compressFrom: number;
  /** Everything else: the Express app. */
  app: RequestListener;
};

/**
 * Whether compression would only add `Vary: Accept-Encoding` to a JSON answer below its threshold
 * with these headers of its own: not when they say Vary already (it would merge) or forbid
 * transforming (it would add nothing).
 */
const onlyVariesByEncoding = (own: FastAnswer['headers']): boolean =>
  !own ||
  Object.entries(own).every(
    ([name, value]) =>
      !/^vary$/i.test(name) &&
      !(/^cache-control$/i.test(name) && /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(value)),
  );

/** Where Express finds an error a fast route raised, to answer it as it answers its own. */
export const FAST_PATH_ERROR = Symbol('fast path error');
type WithFastPathError = IncomingMessage & { [FAST_PATH_ERROR]?: unknown };

/**
 * Express costs most of a small request's time: measured on this machine, a bare Express route
 * answered about a fifth of what Node's http module answers with the same body, before any
 * middleware. The calls a signed-in user makes all the time (who am I, search, suggestions, the
 * learner's clicks and what the app reads again after them) are answered here instead, with the
 * same checks, contract and answer as their Express routes: the user from the in-memory session
 * and account (as the session middleware would find them) and the same security headers.
 * Anything out of the ordinary goes to Express untouched, so its answer is exactly what it was:
 * another method or path, no cached session, input the contract refuses, text the database
 * cannot store. An error while answering is handed to Express too, which answers it as
 * problem+json, e.g. 503 while the database is away.
 */
export const fastPathListener = ({
  routes,
  signedInUser,
  headers,
  compress,
  compressFrom,
  app,
}: FastPathOptions): RequestListener => {
  // Exact paths by method and path; paths ending in a parameter by method, then their prefix.
  const byMethod = new Map<string | undefined, Map<string, FastRoute>>();
  const byPrefix = new Map<string | undefined, [prefix: string, route: FastRoute][]>();
  for (const route of routes) {
    const prefix = pathParameter(route.path)?.prefix;
    if (prefix) byPrefix.set(route.method, [...(byPrefix.get(route.method) ?? []), [prefix, route]]);
    else byMethod.set(route.method, (byMethod.get(route.method) ?? new Map()).set(route.path, route));
  }
  /** The route for a path, and the parameter segment when it ends in one. */
  const routeFor = (method: string | undefined, path: string): [FastRoute, string?] | undefined => {
    const exact = byMethod.get(method)?.get(path);
    if (exact) return [exact];
    for (const [prefix, route] of byPrefix.get(method) ?? []) {
      const segment = path.slice(prefix.length);
      if (path.startsWith(prefix) && segment !== '' && !segment.includes('/')) return [route, segment];
    }
    return undefined;
  };
  /**
   * The headers of an answer but its length, made once per read's own headers (a read's are one
   * object) rather than merged per request: about a dozen security headers each time.
   */
  type Heads = {
    plain: Record<string, string>;
    /** Below the compression threshold, when compression would only add its Vary. */
    small?: Record<string, string>;
  };
  const headsOf = (own: FastAnswer['headers']): Heads => {
    const plain = { ...headers, ...own, 'content-type': 'application/json; charset=utf-8' };
    return onlyVariesByEncoding(own) ? { plain, small: { ...plain, vary: 'Accept-Encoding' } } : { plain };
  };
  const shared = headsOf(undefined);
  const byOwnHeaders = new WeakMap<object, Heads>();
  const headsFor = (own: FastAnswer['headers']): Heads => {
    if (!own) return shared;
    let heads = byOwnHeaders.get(own);
    if (!heads) byOwnHeaders.set(own, (heads = headsOf(own)));
    return heads;
  };
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const [route, segment] = routeFor(req.method, mark < 0 ? url : url.slice(0, mark)) ?? [];
    const user = route && signedInUser(req.headers.cookie);
    const work = user && route.take(req, res, user, mark < 0 ? '' : url.slice(mark + 1), segment);
    if (!work) return app(req, res);
    // Through a promise from the start, so work that throws at once is answered the same way.
    Promise.resolve()
      .then(work)
      .then((answer) => {
        if (!answer) return app(req, res);
        const json = answer.body instanceof JsonText ? answer.body.text : JSON.stringify(answer.body);
        const length = Buffer.byteLength(json);
        const heads = headsFor(answer.headers);
        if (length < compressFrom && heads.small) {
          // All compression does for a small JSON answer is say that answers vary with
          // Accept-Encoding; wrapping the response to find that out cost about 3 % of a learner
          // command's CPU.
          res.writeHead(answer.status, { ...heads.small, 'content-length': length }).end(json);
          return;
        }
        compress(req, res, () => {
          res.writeHead(answer.status, { ...heads.plain, 'content-length': length });
          res.end(json);
        });
      })
      .catch((error: unknown) => {
        if (res.headersSent) return void res.destroy(error as Error);
        (req as WithFastPathError)[FAST_PATH_ERROR] = error;
        app(req, res);
      });
  };
  // The app behind stays reachable, e.g. for the route inventory of the OpenAPI coverage test.
  return Object.assign(listener, { app });
};

/** The first middleware after the security headers: an error from the fast path, answered by Express. */
export const fastPathErrors = (req: IncomingMessage, _res: unknown, next: (error?: unknown) => void): void =>
  next((req as WithFastPathError)[FAST_PATH_ERROR]);
