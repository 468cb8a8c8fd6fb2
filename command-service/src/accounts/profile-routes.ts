import { Router } from 'express';
import { PersonalDetailsFormSchema } from '@zen/contracts';
import { currentUser, parseBody, requireUser } from '@zen/platform';
import { executeAccountCommand, type AccountCommandDeps } from './handler.ts';

/**
 * PUT /api/profile: completes the profile the first time, edits it afterwards (spec §2). The
 * account is the session's; an `email` in the body is ignored. Answers with 204 once the profile
 * read model shows the change; the browser then reads GET /api/profile.
 */
export const profileCommandRoutes = (deps: AccountCommandDeps): Router =>
  Router().put('/api/profile', requireUser, async (req, res) => {
    const details = parseBody(PersonalDetailsFormSchema, req);
    await executeAccountCommand(deps, {
      type: 'SavePersonalDetails',
      data: { userId: currentUser(req).id, at: new Date().toISOString(), details },
    });
    res.status(204).end();
  });
