import { Router } from 'express';
import { SessionUserSchema } from '@zen/contracts';
import { routeReads, type FastRead } from '@zen/platform';

/**
 * Who is signed in, as the server knows it: the browser's only source of identity and role. The
 * session user's own fields only: what else the server keeps on the request stays there.
 */
export const sessionFastReads = (): FastRead[] => [
  {
    path: '/api/session',
    answer: (_query, user) => Promise.resolve({ user: SessionUserSchema.parse(user) }),
  },
];

/** Signed out is an answer here, `{ user: null }`, not a refusal (SessionResponseSchema). */
export const sessionRoutes = (): Router => {
  const router = Router();
  router.get('/api/session', (req, res, next) => {
    if (req.user) return next();
    res.json({ user: null });
  });
  return routeReads(router, sessionFastReads());
};
