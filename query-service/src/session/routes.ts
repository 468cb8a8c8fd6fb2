import { Router } from 'express';
import type { SessionResponse } from '@zen/contracts';
import { currentUser, requireUser } from '@zen/platform';

/** Who is signed in, as the server knows it: the browser's only source of identity and role. */
export const sessionRoutes = (): Router =>
  Router().get('/api/session', requireUser, (req, res) => {
    const body: SessionResponse = { user: currentUser(req) };
    res.json(body);
  });
