import { Router, type Request } from 'express';
import {
  AccountStatusRequestSchema,
  AdminUserIdParamsSchema,
  type AccountStatusResponse,
} from '@zen/contracts';
import { currentUser, endSessionsOf, HttpProblem, parseBody, parseParams, requireAdmin } from '@zen/platform';
import { AccountNotFound } from './account.ts';
import { executeAccountCommand, type AccountCommandDeps } from './handler.ts';

/** The account an admin acts on, from the path; refused when it is the admin's own. */
const targetOf = (req: Request, action: 'deactivate' | 'reactivate'): { userId: string; by: string } => {
  const { id } = parseParams(AdminUserIdParamsSchema, req);
  parseBody(AccountStatusRequestSchema, req);
  const by = currentUser(req).id;
  // Staff who deactivate themselves lock themselves out of the console that could undo it.
  if (id === by) throw new HttpProblem(409, 'Not allowed', `You cannot ${action} your own account`);
  return { userId: id, by };
};

const run = async (
  deps: AccountCommandDeps,
  type: 'DeactivateAccount' | 'ReactivateAccount',
  { userId, by }: { userId: string; by: string },
  appended?: () => Promise<unknown>,
) => {
  try {
    await executeAccountCommand(deps, { type, data: { userId, by, at: new Date().toISOString() } }, appended);
  } catch (error) {
    if (error instanceof AccountNotFound) throw new HttpProblem(404, 'Not found', 'No such user');
    throw error;
  }
  return userId;
};

/**
 * Deactivate and reactivate from User Management's Details dialog (spec §2, DESIGN §8). Both
 * answer once the profile read model shows the change, so the console's next read agrees; a
 * deactivation also ends every session of the account at once, not at its next request.
 */
export const accountStatusRoutes = (deps: AccountCommandDeps): Router => {
  const router = Router();

  router.post('/api/admin/users/:id/deactivate', requireAdmin, async (req, res) => {
    const target = targetOf(req, 'deactivate');
    // As soon as the deactivation is in the log, before the wait for the read model: a slow read
    // model must not leave the account signed in.
    const userId = await run(deps, 'DeactivateAccount', target, () =>
      endSessionsOf(deps.pool, target.userId),
    );
    res.json({ id: userId, isActive: false } satisfies AccountStatusResponse);
  });

  router.post('/api/admin/users/:id/reactivate', requireAdmin, async (req, res) => {
    // Every session the account still has is from before its deactivation (sign-in refuses an
    // inactive account): ended first, so none comes back with it, even if the process dies here.
    const target = targetOf(req, 'reactivate');
    await endSessionsOf(deps.pool, target.userId);
    const userId = await run(deps, 'ReactivateAccount', target);
    res.json({ id: userId, isActive: true } satisfies AccountStatusResponse);
  });

  return router;
};
