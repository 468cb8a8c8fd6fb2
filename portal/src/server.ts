import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startCommandSide, type CrmGateway, type RateLimits } from '@zen/command-service';
import {
  AUTH_CHANNELS,
  closeHttpServer,
  createHttpApp,
  EVENTS_APPENDED_CHANNEL,
  listenHttp,
  secureCookies,
  type Config,
  type Logger,
  type Mailer,
  type Pool,
} from '@zen/platform';
import {
  CatalogueIndex,
  CHECKPOINT_CHANNEL,
  Notifications,
  PROJECTIONS,
  ProjectionRunner,
  startStatisticsKeeper,
} from '@zen/projections';
import { queryService } from '@zen/query-service';
import type { StopStep } from './stop-within.ts';

export type PortalOptions = {
  config: Config;
  logger: Logger;
  pool: Pool;
  databaseUrl: string;
  sessionSecret: string;
  /** Replace the configured CRM or mail (tests point them at local stand-ins). */
  crm?: CrmGateway;
  mailer?: Mailer;
  rateLimits?: Partial<RateLimits>;
  /** The daily CRM sync; tests that do not exercise it leave it off. */
  scheduleSync?: boolean;
};

export type RunningPortal = { url: string; server: Server; close: (step?: StopStep) => Promise<void> };

/**
 * The single-node portal: command-service, query-service, every projection and the CRM sync
 * schedule in one process on one port. The same modules run as separate services in the
 * distributed layout.
 */
export const startPortal = async (options: PortalOptions): Promise<RunningPortal> => {
  const { config, logger, pool, databaseUrl } = options;
  // One LISTEN connection for the process: read-your-writes waits, the auth caches, and the
  // runners' wake-ups on appends (one delivery per append instead of one per runner).
  const notifications = new Notifications(
    databaseUrl,
    [CHECKPOINT_CHANNEL, ...AUTH_CHANNELS, EVENTS_APPENDED_CHANNEL],
    logger,
  );
  await notifications.start();
  const runners = PROJECTIONS.map(
    (projection) =>
      new ProjectionRunner(projection, { connectionString: databaseUrl, logger, appended: notifications }),
  );
  runners.forEach((runner) => runner.start());
  // The log grows under prepared statements: their plans are made again as it does.
  const statistics = startStatisticsKeeper({ pool, logger });
  // One catalogue index for both sides in this process: search and the counts of tracked searches.
  const index = new CatalogueIndex(pool);
  const commandSide = await startCommandSide({
    config,
    logger,
    pool,
    databaseUrl,
    notifications,
    sessionSecret: options.sessionSecret,
    crm: options.crm,
    mailer: options.mailer,
    rateLimits: options.rateLimits,
    index,
    scheduleSync: options.scheduleSync,
  });

  const reads = queryService(pool, config, index);
  const app = createHttpApp({
    pool,
    notifications,
    logger,
    sessionSecret: options.sessionSecret,
    adminDomain: config.PORTAL_ADMIN_DOMAIN,
    secureCookies: secureCookies(config),
    publicOrigin: config.PORTAL_PUBLIC_ORIGIN,
    trustProxy: config.PORTAL_TRUST_PROXY,
    liveChatWidgetUrl: config.LIVE_CHAT_WIDGET_URL,
    ...reads,
    routers: [...commandSide.routers, ...reads.routers],
    fastCommands: commandSide.fastCommands,
    largeBodies: commandSide.largeBodies,
  });

  const server = await listenHttp(app, config.PORT, config.HOST);
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  return {
    url: `http://${host}:${port}`,
    server,
    close: async (step = () => undefined) => {
      step('closing HTTP connections');
      await closeHttpServer(server);
      step('stopping the command side (CRM sync schedule, event store)');
      await commandSide.stop();
      step('stopping the projection runners');
      await Promise.all([...runners.map((runner) => runner.stop()), statistics.stop()]);
      step('closing the notifications connection');
      await notifications.stop();
    },
  };
};
