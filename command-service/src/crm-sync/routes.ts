import { Router } from 'express';
import { SyncCrmRequestSchema, type SyncResult } from '@zen/contracts';
import { HttpProblem, parseBody, requireAdmin } from '@zen/platform';
import { CRM_SYNC_STATUS, USER_PROFILES, waitForProjections, type Notifications } from '@zen/projections';
import { runCrmSync, SyncAlreadyRunning, type CrmSyncDeps } from './sync.ts';
import { sharedCommandProblem, type CommandWording } from '../command-problems.ts';

const WORDING: CommandWording = {
  raced: 'An account changed while the sync ran. Please sync again.',
  lagging: 'The sync ran, but its results may take a moment to show',
};

/** POST /api/admin/sync-crm: the admin's 'Sync Now' (spec §2, §7). */
export const crmSyncRoutes = (deps: CrmSyncDeps & { notifications?: Notifications }): Router =>
  Router().post('/api/admin/sync-crm', requireAdmin, async (req, res) => {
    parseBody(SyncCrmRequestSchema, req);
    try {
      const outcome = await runCrmSync(deps, 'manual');
      // The admin card reads the status right after, and a deactivation must hold at once:
      // answer when both read models show this run.
      await waitForProjections(
        deps.pool,
        deps.notifications,
        [CRM_SYNC_STATUS, USER_PROFILES],
        outcome.position,
      );
      const body: SyncResult = {
        success: outcome.errors.length === 0,
        syncedCount: outcome.syncedCount,
        errors: outcome.errors,
      };
      res.json(body);
    } catch (error) {
      if (error instanceof SyncAlreadyRunning)
        throw new HttpProblem(409, 'Sync already running', error.message);
      throw sharedCommandProblem(error, WORDING);
    }
  });
