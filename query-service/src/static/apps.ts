import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router } from 'express';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CUSTOMER_APP_DIST = path.join(ROOT, 'customer-app/dist');
export const ADMIN_APP_DIST = path.join(ROOT, 'admin-app/dist');

/**
 * Serves the two Vite builds: the console under /admin, the customer app everywhere else. Client
 * routes (e.g. /auth, /admin/content/12) get the app's index.html; /api never does.
 */
export const staticAppRoutes = (): Router => {
  const router = Router();
  // Mounted before the API: an API call leaves this router at once rather than costing a file
  // lookup (fs.stat) in each app's folder on every request.
  router.use((req, _res, next) => next(req.path.startsWith('/api/') ? 'router' : undefined));
  const apps = [
    { mount: '/admin', dist: ADMIN_APP_DIST },
    { mount: '/', dist: CUSTOMER_APP_DIST },
  ];
  for (const { mount, dist } of apps) {
    if (!existsSync(path.join(dist, 'index.html'))) continue;
    // Hashed assets never change; index.html must always be revalidated to pick up new builds.
    router.use(
      `${mount === '/' ? '' : mount}/assets`,
      express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y' }),
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
