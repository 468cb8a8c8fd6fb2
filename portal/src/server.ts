import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { commandRoutes } from '@zen/command-service';
import {
  createEventStore,
  createHttpApp,
  secureCookies,
  type Config,
  type Logger,
  type Pool,
} from '@zen/platform';
import { CHECKPOINT_CHANNEL, Notifications, PROJECTIONS, ProjectionRunner } from '@zen/projections';
import { queryRoutes } from '@zen/query-service';

export type PortalOptions = {
  config: Config;
  logger: Logger;
  pool: Pool;
  databaseUrl: string;
  sessionSecret: string;
  /** Rate limit for sign-in attempts; tests that sign in often raise it. */
  loginLimit?: number;
};

export type RunningPortal = { url: string; server: Server; close: () => Promise<void> };

/**
 * The single-node portal: command-service, query-service and every projection in one process on
 * one port. The same modules run as separate services in the distributed layout.
 */
export const startPortal = async (options: PortalOptions): Promise<RunningPortal> => {
  const { config, logger, pool, databaseUrl } = options;
  const notifications = new Notifications(databaseUrl, [CHECKPOINT_CHANNEL], logger);
  await notifications.start();
  const runners = PROJECTIONS.map(
    (projection) => new ProjectionRunner(projection, { connectionString: databaseUrl, logger }),
  );
  runners.forEach((runner) => runner.start());

  const eventStore = createEventStore(databaseUrl);
  const app = createHttpApp({
    pool,
    logger,
    sessionSecret: options.sessionSecret,
    adminDomain: config.PORTAL_ADMIN_DOMAIN,
    secureCookies: secureCookies(config),
    publicOrigin: config.PORTAL_PUBLIC_ORIGIN,
    routers: [
      ...commandRoutes({
        pool,
        eventStore,
        adminDomain: config.PORTAL_ADMIN_DOMAIN,
        notifications,
        onAppended: () => runners.forEach((runner) => runner.poke()),
        loginLimit: options.loginLimit,
      }),
      ...queryRoutes(pool),
    ],
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.PORT, config.HOST, () => resolve(listening));
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  return {
    url: `http://${host}:${port}`,
    server,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
      await Promise.all(runners.map((runner) => runner.stop()));
      await notifications.stop();
      await eventStore.close();
    },
  };
};
