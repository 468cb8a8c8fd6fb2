import { Router } from 'express';
import type { Config, Pool } from '@zen/platform';
import { crmSyncQueryRoutes } from './crm-sync/routes.ts';
import { profileQueryRoutes } from './profile/routes.ts';
import { contentQueryRoutes } from './content/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { openApiDocument } from './openapi/document.ts';
import { sessionRoutes } from './session/routes.ts';
import { staticAppRoutes } from './static/apps.ts';

const openApiRoutes = (): Router => {
  const document = openApiDocument();
  return Router().get('/api/openapi.json', (_req, res) => res.json(document));
};

/** Every read: read models to JSON, plus the two apps' static files (DESIGN §3). */
export const queryRoutes = (pool: Pool, config: Config): Router[] => [
  healthRoutes(pool),
  openApiRoutes(),
  sessionRoutes(),
  contentQueryRoutes(pool),
  profileQueryRoutes(pool),
  crmSyncQueryRoutes(pool, config),
  staticAppRoutes(),
];
