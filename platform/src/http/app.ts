import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import type { Pool } from '../database/pool.ts';
import type { Logger } from '../logger.ts';
import type { Notifications } from '../database/notifications.ts';
import { sessionMiddleware } from '../auth/session.ts';
import { csrfGuard } from './csrf.ts';
import { dispatchByPath } from './dispatch.ts';
import { storableTextGuard } from './storable-text.ts';
import { notFoundHandler, problemHandler } from './problem.ts';

export type HttpAppOptions = {
  pool: Pool;
  logger: Logger;
  sessionSecret: string;
  adminDomain: string;
  secureCookies: boolean;
  publicOrigin?: string;
  /** Mounted in order after the common middleware (sessions, CSRF): the API. */
  routers: Router[];
  /** Mounted before any session work: health, static apps, documents anyone may read. */
  publicRouters?: Router[];
  /** Listening on AUTH_CHANNELS: sessions and accounts are cached per process (see auth-cache.ts). */
  notifications?: Notifications;
  /** Proxy hops to trust (PORTAL_TRUST_PROXY): behind nginx the client's address comes from it. */
  trustProxy: number;
};

/**
 * The HTTP shell every service shares: security headers, JSON bodies, sessions, CSRF, then the
 * service's routes, and problem+json for everything that goes wrong.
 */
export const createHttpApp = (options: HttpAppOptions): Express => {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Video providers' players are framed by the customer app (DESIGN §6).
          'frame-src': [
            "'self'",
            'https://www.loom.com',
            'https://www.youtube-nocookie.com',
            'https://player.vimeo.com',
          ],
          'img-src': ["'self'", 'data:', 'https:'],
          // Direct video files (an MP4 or WebM on the provider's storage) play in the customer app.
          'media-src': ["'self'", 'https:'],
          // Vite's CSS-in-JS (Emotion) injects style elements at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'upgrade-insecure-requests': options.secureCookies ? [] : null,
        },
      },
    }),
  );
  for (const router of options.publicRouters ?? []) app.use(router);
  app.use(express.json({ limit: '200kb' }));
  app.use(sessionMiddleware({ ...options, secret: options.sessionSecret }));
  app.use(csrfGuard(options.publicOrigin));
  app.use(storableTextGuard);
  app.use(dispatchByPath(options.routers));
  app.use(notFoundHandler);
  app.use(problemHandler(options.logger));
  return app;
};
