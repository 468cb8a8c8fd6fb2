import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router, type RequestHandler } from 'express';
import { PRECOMPRESSED } from './precompress-build.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CUSTOMER_APP_DIST = path.join(ROOT, 'customer-app/dist');
export const ADMIN_APP_DIST = path.join(ROOT, 'admin-app/dist');

/** How long a hashed asset may be kept: its name changes whenever its content does. */
const ASSET_CACHING = { immutable: true, maxAge: '1y' } as const;

/**
 * Serves an asset's precompressed variant (written by the build, precompress-build.ts) to a
 * browser that accepts it, brotli first, with the asset's own type; express.static serves the file
 * itself to anyone else. The folder is read once, at start.
 */
const precompressedAssets = (assetsDir: string): RequestHandler => {
  const files = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^[\w.-]+$/.test(name)) return next();
    const offered = PRECOMPRESSED.filter(({ suffix }) => files.has(name + suffix));
    if (offered.length === 0) return next();
    // Whichever variant is sent, a shared cache must key it by what the browser accepts.
    res.vary('Accept-Encoding');
    const chosen = offered.find(({ encoding }) => req.acceptsEncodings(encoding) === encoding);
    if (!chosen) return next();
    res.type(path.extname(name)).set('Content-Encoding', chosen.encoding);
    res.sendFile(name + chosen.suffix, { root: assetsDir, ...ASSET_CACHING }, (error) => {
      if (!error) return;
      // A build replaced the folder while we run: the file itself is answered for, as before.
      if (!res.headersSent && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        res.removeHeader('Content-Encoding');
        return next();
      }
      next(error);
    });
  };
};

/**
 * Serves the two Vite builds: the console under /admin, the customer app everywhere else. Client
 * routes (e.g. /auth, /admin/content/12) get the app's index.html; /api never does.
 */
export const staticAppRoutes = (): Router => {
  const router = Router();
  // Mounted before the API: an API call leaves this router at once rather than costing a file
  // lookup (fs.stat) in each app's folder on every request.
  router.use((req, _res, next) => next(/^\/api\//i.test(req.path) ? 'router' : undefined));
  const apps = [
    { mount: '/admin', dist: ADMIN_APP_DIST },
    { mount: '/', dist: CUSTOMER_APP_DIST },
  ];
  for (const { mount, dist } of apps) {
    if (!existsSync(path.join(dist, 'index.html'))) continue;
    // Hashed assets never change; index.html must always be revalidated to pick up new builds.
    const assets = path.join(dist, 'assets');
    router.use(
      `${mount === '/' ? '' : mount}/assets`,
      precompressedAssets(assets),
      express.static(assets, ASSET_CACHING),
    );
    router.use(mount, express.static(dist, { index: false, maxAge: 0 }));
  }
  router.get(/^(?!\/api\/|\/healthz).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    const dist = req.path === '/admin' || req.path.startsWith('/admin/') ? ADMIN_APP_DIST : CUSTOMER_APP_DIST;
    const index = path.join(dist, 'index.html');
    if (!existsSync(index)) return next();
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
  return router;
};
