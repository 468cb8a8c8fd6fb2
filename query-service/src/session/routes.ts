import { Router } from 'express';
import { SessionUserSchema, type SessionResponse } from '@zen/contracts';
import { currentUser, requireUser } from '@zen/platform';

/** Who is signed in, as the server knows it: the browser's only source of identity and role. */
export const sessionRoutes = (): Router =>
  Router().get('/api/session', requireUser, (req, res) => {
    // The session user's own fields only: what else the server keeps on the request stays there.
    const body: SessionResponse = { user: SessionUserSchema.parse(currentUser(req)) };
    res.json(body);
  });
