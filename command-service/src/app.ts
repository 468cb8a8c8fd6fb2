import type { Config, EventStore, HttpRoutes, Logger, Mailer, Pool } from '@zen/platform';
import type { CatalogueIndex, Notifications } from '@zen/projections';
import { authRoutes } from './accounts/auth-routes.ts';
import { accountStatusRoutes } from './accounts/account-status-routes.ts';
import { profileCommandRoutes } from './accounts/profile-routes.ts';
import type { RateLimits } from './accounts/rate-limits.ts';
import { contentCommandRoutes, contentFastCommands } from './content/routes.ts';
import { contentRecoveryRoutes } from './content/recovery-routes.ts';
import { completionRecoveryRoutes } from './learner/recovery-routes.ts';
import { learnerCommandRoutes, learnerFastCommands } from './learner/routes.ts';
import { guideCommandRoutes } from './guides/routes.ts';
import { templateCommandRoutes } from './templates/routes.ts';
import { synonymCommandRoutes } from './search-synonyms/routes.ts';
import type { CrmGateway } from './crm/gateway.ts';
import { companyRoutes } from './crm/company-routes.ts';
import { zohoOAuthRoutes } from './crm/zoho-oauth-routes.ts';
import { crmSyncRoutes } from './crm-sync/routes.ts';

export type CommandServiceDeps = {
  config: Config;
  pool: Pool;
  eventStore: EventStore;
  logger: Logger;
  crm: CrmGateway;
  mailer: Mailer;
  adminDomain: string;
  publicOrigin?: string;
  notifications?: Notifications;
  /** The catalogue's in-memory search index: what a tracked search's result count comes from. */
  index: CatalogueIndex;
  rateLimits?: Partial<RateLimits>;
  /** Derives the CRM token key when CRM_TOKEN_KEY is unset. */
  sessionSecret?: string;
};

/**
 * Every route that changes state: validate, decide, append (DESIGN §3). The learner's clicks and
 * content creation are also answered before Express (platform's fast-path).
 */
/**
 * A guide's or template's module page holds several rich-text fields of up to 100,000 characters
 * each (and a template up to 100 answers): their routes take bodies as large as nginx lets through.
 */
const RICH_TEXT_BODIES = { paths: ['/api/admin/userguide', '/api/admin/template'], limit: '2mb' };

export const commandService = (
  deps: CommandServiceDeps,
): Required<Pick<HttpRoutes, 'routers' | 'fastCommands' | 'largeBodies'>> => {
  const learnerCommands = learnerFastCommands(deps);
  const contentCommands = contentFastCommands(deps);
  return {
    routers: [
      authRoutes(deps),
      profileCommandRoutes(deps),
      accountStatusRoutes(deps),
      contentCommandRoutes(deps, contentCommands),
      contentRecoveryRoutes(deps),
      learnerCommandRoutes(deps, learnerCommands),
      completionRecoveryRoutes(deps),
      templateCommandRoutes(deps),
      guideCommandRoutes(deps),
      synonymCommandRoutes(deps),
      crmSyncRoutes(deps),
      companyRoutes(deps.crm),
      zohoOAuthRoutes({
        pool: deps.pool,
        config: deps.config,
        logger: deps.logger,
        sessionSecret: deps.sessionSecret,
      }),
    ],
    fastCommands: [...learnerCommands, ...contentCommands],
    largeBodies: RICH_TEXT_BODIES,
  };
};
