import { Router } from 'express';
import { SessionUserSchema, type SessionResponse } from '@zen/contracts';
import { currentUser, requireUser, type FastRead } from '@zen/platform';

/** The session user's own fields only: what else the server keeps on the request stays there. */
const sessionOf = (user: Express.User): SessionResponse => ({ user: SessionUserSchema.parse(user) });

/** Who is signed in, as the server knows it: the browser's only source of identity and role. */
export const sessionRoutes = (): Router =>
  Router().get('/api/session', requireUser, (req, res) => {
    res.json(sessionOf(currentUser(req)));
  });

/** The same answer without Express, for a signed-in user found in memory (platform's fast-reads). */
export const sessionFastReads = (): FastRead[] => [
  { path: '/api/session', answer: (_query, user) => Promise.resolve(sessionOf(user)) },
];
