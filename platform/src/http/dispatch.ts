import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';

/**
 * The first two segments of a path, lowercased ('/api/content' of '/API/Content/5'): Express
 * matches case-insensitively and takes '/healthz/' for '/healthz', so keys must as well.
 */
const keyOf = (path: string): string => {
  const [, first = '', second = ''] = path.toLowerCase().split('/', 3);
  return second ? `/${first}/${second}` : `/${first}`;
};

/** A route path's key when its first two segments are literal; undefined when they are not. */
const literalKeyOf = (path: unknown): string | undefined => {
  if (typeof path !== 'string') return undefined;
  const key = keyOf(path);
  return /[:*?{}()[\]\\]/.test(key) ? undefined : key;
};

type Layer = { route?: { path?: unknown } };

/**
 * The keys (e.g. '/api/content') of every route of `router`, or undefined when one of its layers
 * could answer any path (a `router.use` or a route whose first segments are parameters).
 */
const keysOf = (router: Router): Set<string> | undefined => {
  const keys = new Set<string>();
  for (const layer of router.stack as Layer[]) {
    const key = layer.route ? literalKeyOf(layer.route.path) : undefined;
    if (key === undefined) return undefined;
    keys.add(key);
  }
  return keys;
};

/**
 * Mounts feature routers so that a request only enters those with a route under its first two
 * path segments, in the order given. Mounted one after another at the root, every request walked
 * and regex-matched every route of every feature (about a hundred) before reaching its own; a CPU
 * profile under load put 13 % of the process in the router's `next` (issue 11: the floor under
 * every call). Routers whose routes cannot be keyed are entered for every request, as before.
 */
export const dispatchByPath = (
  routers: readonly Router[],
): RequestHandler & { readonly routers: readonly Router[] } => {
  const entries = routers.map((router) => ({ router, keys: keysOf(router) }));
  const chains = new Map<string, Router[]>();
  for (const key of new Set(entries.flatMap(({ keys }) => [...(keys ?? [])]))) {
    chains.set(
      key,
      entries.filter(({ keys }) => keys === undefined || keys.has(key)).map(({ router }) => router),
    );
  }
  // Any other path (a typo, a probe) meets only the routers that may answer anything.
  const otherwise = entries.filter(({ keys }) => keys === undefined).map(({ router }) => router);

  const dispatch = (req: Request, res: Response, next: NextFunction): void => {
    const chain = chains.get(keyOf(req.path)) ?? otherwise;
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) return next(error);
      const router = chain[index++];
      if (!router) return next();
      router(req, res, step);
    };
    step();
  };
  // What it mounts, for whoever lists the routes an app serves (the OpenAPI coverage test).
  return Object.assign(dispatch, { routers });
};
