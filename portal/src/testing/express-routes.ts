import type { Server } from 'node:http';

/** One route an Express router answers: its method and its path in OpenAPI form (`{id}`). */
export type ServedRoute = { method: string; path: string };

type Layer = {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[]; routers?: { stack: Layer[] }[] };
};

/** '/api/content/:id' → '/api/content/{id}', the way the OpenAPI document spells parameters. */
const openApiPath = (expressPath: string): string => expressPath.replace(/:(\w+)/g, '{$1}');

const collect = (stack: Layer[], into: ServedRoute[]): ServedRoute[] => {
  for (const layer of stack) {
    if (layer.route) {
      // A route may answer several paths; regular-expression routes (the apps' static fallback)
      // are not API operations.
      const paths = [layer.route.path].flat().filter((path): path is string => typeof path === 'string');
      for (const method of Object.keys(layer.route.methods)) {
        if (method === '_all') continue;
        for (const path of paths) into.push({ method, path: openApiPath(path) });
      }
    } else if (layer.handle?.stack) {
      collect(layer.handle.stack, into);
    } else if (layer.handle?.routers) {
      // platform's dispatchByPath: the feature routers it enters by path.
      for (const router of layer.handle.routers) collect(router.stack, into);
    }
  }
  return into;
};

/**
 * Every route the running portal's Express app answers, read from its router stack (so a route
 * added to a service without a line in the OpenAPI document shows up as a gap). Each router is
 * mounted without a prefix, so a route's own path is its full path.
 */
export const servedRoutes = (server: Server): ServedRoute[] => {
  type App = { router?: { stack: Layer[] }; app?: App };
  const listener = server.listeners('request')[0] as App | undefined;
  // The listener is the Express app, or platform's fast reads in front of it.
  const app = listener?.app ?? listener;
  if (!app?.router) throw new Error('The server is not an Express 5 app');
  const seen = new Map<string, ServedRoute>();
  for (const route of collect(app.router.stack, [])) seen.set(`${route.method} ${route.path}`, route);
  return [...seen.values()];
};
