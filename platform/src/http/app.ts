import type { RequestListener, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type Router } from 'express';
import helmet from 'helmet';
import type { Pool } from '../database/pool.ts';
import type { Logger } from '../logger.ts';
import type { Notifications } from '../database/notifications.ts';
import { sessionMiddleware } from '../auth/session.ts';
import { csrfGuard, plainExpectedOrigin } from './csrf.ts';
import { dispatchByPath } from './dispatch.ts';
import { liveChatSources } from './live-chat-sources.ts';
import { commandRoute, type FastCommand } from './fast-commands.ts';
import { fastPathErrors, fastPathListener, type FastPathOptions } from './fast-path.ts';
import { readRoute, type FastRead } from './fast-reads.ts';
import { storableTextGuard } from './storable-text.ts';
import { notFoundHandler, problemHandler } from './problem.ts';

/** What a service serves on the shell. */
export type HttpRoutes = {
  /** Mounted in order after the common middleware (sessions, CSRF): the API. */
  routers: Router[];
  /** Mounted before any session work: health, static apps, documents anyone may read. */
  publicRouters?: Router[];
  /** Hot reads of signed-in users, answered before Express when they can be (fast-path.ts). */
  fastReads?: readonly FastRead[];
  /** Hot commands of signed-in users, answered before Express when they can be (fast-path.ts). */
  fastCommands?: readonly FastCommand[];
  /** Paths whose bodies may be larger than the 200 kB every other route takes, and how large. */
  largeBodies?: { paths: string[]; limit: string };
};

export type HttpAppOptions = HttpRoutes & {
  pool: Pool;
  logger: Logger;
  sessionSecret: string;
  adminDomain: string;
  secureCookies: boolean;
  publicOrigin?: string;
  /** Listening on AUTH_CHANNELS: sessions and accounts are cached per process (see auth-cache.ts). */
  notifications?: Notifications;
  /** Proxy hops to trust (PORTAL_TRUST_PROXY): behind nginx the client's address comes from it. */
  trustProxy: number;
  /** LIVE_CHAT_WIDGET_URL: the customer app loads this script, so the CSP lets it and its chat in. */
  liveChatWidgetUrl?: string;
};

/** The headers a helmet middleware sets, read once: they do not depend on the request. */
const headersOf = (securityHeaders: express.RequestHandler): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  securityHeaders({} as express.Request, response as unknown as express.Response, () => undefined);
  return headers;
};

/**
 * The HTTP shell every service shares: security headers, JSON bodies, sessions, CSRF, then the
 * service's routes, and problem+json for everything that goes wrong. Returned as the listener
 * for `http.createServer`: hot reads and commands go before Express (fast-path.ts), the rest to
 * Express.
 */
export const createHttpApp = (options: HttpAppOptions): RequestListener => {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  const liveChat = liveChatSources(options.liveChatWidgetUrl);
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // Video providers' players are framed by the customer app (DESIGN §6), and so is the
        // live chat's window when Instant Chat opens it.
        'frame-src': [
          "'self'",
          'https://www.loom.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          ...liveChat.http,
        ],
        'img-src': ["'self'", 'data:', 'https:'],
        // Direct video files (an MP4 or WebM on the provider's storage) play in the customer app.
        'media-src': ["'self'", 'https:'],
        'script-src': ["'self'", ...liveChat.http],
        'connect-src': ["'self'", ...liveChat.http, ...liveChat.socket],
        // Vite's CSS-in-JS (Emotion) injects style elements at run time.
        'style-src': ["'self'", "'unsafe-inline'", ...liveChat.http],
        'upgrade-insecure-requests': options.secureCookies ? [] : null,
      },
    },
  });
  app.use(securityHeaders);
  app.use(fastPathErrors);
  // Answers of 1 kB and more go compressed to a browser that accepts it (a learning journey of a
  // large catalogue is megabytes of JSON), on the fast path too. The apps' hashed assets are
  // compressed at build time (query-service/src/static) and pass through, as they do nginx.
  const compressFrom = 1024;
  const compress = compression({ threshold: compressFrom });
  app.use(compress);
  for (const router of options.publicRouters ?? []) app.use(router);
  // Read first where allowed: the 200 kB parser then finds the body read and lets it be.
  if (options.largeBodies)
    app.use(options.largeBodies.paths, express.json({ limit: options.largeBodies.limit }));
  const jsonBody = express.json({ limit: '200kb' });
  app.use(jsonBody);
  const sessions = sessionMiddleware({ ...options, secret: options.sessionSecret });
  app.use(sessions.middleware);
  app.use(csrfGuard(options.publicOrigin));
  app.use(storableTextGuard);
  app.use(dispatchByPath(options.routers));
  app.use(notFoundHandler);
  app.use(problemHandler(options.logger));
  const door = { jsonBody, expectedOrigin: plainExpectedOrigin(options.publicOrigin, options.trustProxy) };
  const routes = [
    ...(options.fastReads ?? []).map(readRoute),
    ...(options.fastCommands ?? []).map((command) => commandRoute(command, door)),
  ];
  if (routes.length === 0) return app as RequestListener;
  return fastPathListener({
    routes,
    signedInUser: sessions.signedInUser,
    headers: headersOf(securityHeaders),
    compress: compress as unknown as FastPathOptions['compress'],
    compressFrom,
    app: app as (req: express.Request, res: ServerResponse) => void as RequestListener,
  });
};
