import { Router } from 'express';
import type { Config, HttpRoutes, Pool } from '@zen/platform';
import { crmSyncQueryRoutes } from './crm-sync/routes.ts';
import { profileQueryRoutes } from './profile/routes.ts';
import { CatalogueIndex } from '@zen/projections';
import { contentFastReads, contentQueryRoutes } from './content/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { learnerFastReads, learnerQueryRoutes } from './learner/routes.ts';
import { guideQueryRoutes } from './guides/routes.ts';
import { synonymQueryRoutes } from './search-synonyms/routes.ts';
import { contentExportRoutes } from './export/routes.ts';
import { recoveryQueryRoutes } from './recovery/routes.ts';
import { xapiRoutes } from './xapi/routes.ts';
import { analyticsQueryRoutes } from './analytics/routes.ts';
import { userQueryRoutes } from './users/routes.ts';
import { openApiDocument } from './openapi/document.ts';
import { sessionFastReads, sessionRoutes } from './session/routes.ts';
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
const queryPublicRoutes = (pool: Pool): Router[] => [healthRoutes(pool), openApiRoutes(), staticAppRoutes()];

/**
 * Every read (DESIGN §3): read models to JSON, the public routes above, and the hot reads that
 * are also answered before Express (platform's fast-reads).
 */
export const queryService = (
  pool: Pool,
  config: Config,
  // One in-memory catalogue index per replica: search, suggestions and progress totals.
  index = new CatalogueIndex(pool),
): HttpRoutes => {
  return {
    routers: [
      sessionRoutes(),
      // Before the content routes: /api/content/essential, /company and /new are not content ids,
      // and the learning journey shares /api/content/filtered with Browse Content.
      learnerQueryRoutes(pool, index),
      contentQueryRoutes(pool, index),
      profileQueryRoutes(pool, config.LIVE_CHAT_WIDGET_URL),
      guideQueryRoutes(pool),
      synonymQueryRoutes(pool),
      crmSyncQueryRoutes(pool, config),
      contentExportRoutes(pool, index),
      recoveryQueryRoutes(pool),
      xapiRoutes(pool, config),
      analyticsQueryRoutes(pool),
      userQueryRoutes({ pool, index, adminDomain: config.PORTAL_ADMIN_DOMAIN }),
    ],
    publicRouters: queryPublicRoutes(pool),
    fastReads: [...sessionFastReads(), ...contentFastReads(pool, index), ...learnerFastReads(pool, index)],
  };
};
