import {
  createEventStore,
  createMailer,
  type Config,
  type Logger,
  type Mailer,
  type Pool,
} from '@zen/platform';
import { CatalogueIndex, type Notifications } from '@zen/projections';
import type { RateLimits } from './accounts/rate-limits.ts';
import { commandService } from './app.ts';
import { createCrmGateway, type CrmGateway } from './crm/index.ts';
import { scheduleCrmSync } from './crm-sync/schedule.ts';

export type CommandSideOptions = {
  config: Config;
  logger: Logger;
  pool: Pool;
  databaseUrl: string;
  notifications: Notifications;
  /** The secret in use when SESSION_SECRET is unset (it derives the CRM token key). */
  sessionSecret?: string;
  /** Replace the configured CRM or mail (tests point them at local stand-ins). */
  crm?: CrmGateway;
  mailer?: Mailer;
  rateLimits?: Partial<RateLimits>;
  /**
   * The catalogue's search index, when the process already keeps one (the single-node portal
   * shares the query side's); otherwise this side keeps its own, built as it starts.
   */
  index?: CatalogueIndex;
  /** The daily CRM sync; tests that do not exercise it leave it off. */
  scheduleSync?: boolean;
};

export type CommandSide = ReturnType<typeof commandService> & { stop: () => Promise<void> };

/**
 * Everything command-service runs, opened in one place for both layouts (its own process, or
 * inside the single-node portal): the event store, the CRM gateway, mail, the daily CRM sync
 * schedule and the command routes. `stop` closes what it opened.
 */
export const startCommandSide = async (options: CommandSideOptions): Promise<CommandSide> => {
  const { config, logger, pool, databaseUrl, notifications } = options;
  const eventStore = createEventStore(databaseUrl);
  const crm = options.crm ?? createCrmGateway({ pool, config, logger, sessionSecret: options.sessionSecret });
  const ownMailer = options.mailer ? undefined : createMailer(config, logger);
  const mailer = options.mailer ?? ownMailer!;
  // Every replica schedules the daily sync; Agenda runs each occurrence once.
  const schedule =
    options.scheduleSync === false
      ? undefined
      : await scheduleCrmSync(
          { pool, eventStore, crm, logger },
          { cron: config.CRM_SYNC_CRON, timezone: config.CRM_SYNC_TIMEZONE },
        );
  // A command-service of its own keeps its own index, built as it starts, as query-service does.
  const index = options.index ?? new CatalogueIndex(pool);
  if (!options.index) index.warmUp();
  const routes = commandService({
    config,
    pool,
    eventStore,
    logger,
    crm,
    mailer,
    adminDomain: config.PORTAL_ADMIN_DOMAIN,
    publicOrigin: config.PORTAL_PUBLIC_ORIGIN,
    notifications,
    index,
    rateLimits: options.rateLimits,
    sessionSecret: options.sessionSecret,
  });
  return {
    ...routes,
    stop: async () => {
      await schedule?.stop();
      await eventStore.close();
      ownMailer?.close();
    },
  };
};
