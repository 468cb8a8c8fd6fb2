import { Router } from 'express';
import type { Config, Pool } from '@zen/platform';
import { crmSyncQueryRoutes } from './crm-sync/routes.ts';
import { profileQueryRoutes } from './profile/routes.ts';
import { CatalogueIndex } from './content/catalogue-index/catalogue-index.ts';
import { contentQueryRoutes } from './content/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { learnerQueryRoutes } from './learner/routes.ts';
import { guideQueryRoutes } from './guides/routes.ts';
import { contentExportRoutes } from './export/routes.ts';
import { recoveryQueryRoutes } from './recovery/routes.ts';
import { xapiRoutes } from './xapi/routes.ts';
import { analyticsQueryRoutes } from './analytics/routes.ts';
import { userQueryRoutes } from './users/routes.ts';
import { openApiDocument } from './openapi/document.ts';
import { sessionRoutes } from './session/routes.ts';
import { staticAppRoutes } from './static/apps.ts';

const openApiRoutes = (): Router => {
  const document = openApiDocument();
  return Router().get('/api/openapi.json', (_req, res) => res.json(document));
};

/**
 * What needs no session: health, the API document and the two apps' static files. They are
 * served before any session work, so a page loads (and can say "reconnecting") even while the
 * database is away, and a static file costs no session lookup.
 */
export const queryPublicRoutes = (pool: Pool): Router[] => [
  healthRoutes(pool),
  openApiRoutes(),
  staticAppRoutes(),
];

/** Every read: read models to JSON (DESIGN §3). */
export const queryRoutes = (pool: Pool, config: Config): Router[] => {
  // One in-memory catalogue index per replica: search, suggestions and progress totals.
  const index = new CatalogueIndex(pool);
  return [
    sessionRoutes(),
    // Before the content routes: /api/content/essential, /company and /new are not content ids, and
    // the learning journey shares /api/content/filtered with Browse Content.
    learnerQueryRoutes(pool, index),
    contentQueryRoutes(pool, index),
    profileQueryRoutes(pool),
    guideQueryRoutes(pool),
    crmSyncQueryRoutes(pool, config),
    contentExportRoutes(pool),
    recoveryQueryRoutes(pool),
    xapiRoutes(pool, config),
    analyticsQueryRoutes(pool),
    userQueryRoutes({ pool, index, adminDomain: config.PORTAL_ADMIN_DOMAIN }),
  ];
};
