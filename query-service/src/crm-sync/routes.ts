import { Router } from 'express';
import type { SyncStatus } from '@zen/contracts';
import { requireAdmin, type Config, type Pool } from '@zen/platform';

type StatusRow = {
  trigger: 'schedule' | 'manual';
  started_at: Date;
  finished_at: Date;
  synced_count: number;
  errors: string[];
};

/** GET /api/admin/crm/sync-status: the last run and whether the CRM is connected. */
export const crmSyncQueryRoutes = (pool: Pool, config: Config): Router =>
  Router().get('/api/admin/crm/sync-status', requireAdmin, async (_req, res) => {
    const [{ rows }, tokens] = await Promise.all([
      pool.query<StatusRow>('SELECT * FROM crm_sync_status WHERE id = 1'),
      config.CRM_MODE === 'zoho' ? pool.query('SELECT 1 FROM crm_tokens WHERE id = 1') : undefined,
    ]);
    const last = rows[0];
    const body: SyncStatus = {
      lastSync: last
        ? {
            trigger: last.trigger,
            startedAt: last.started_at.toISOString(),
            finishedAt: last.finished_at.toISOString(),
            syncedCount: last.synced_count,
            errors: last.errors,
          }
        : null,
      crm: {
        kind: config.CRM_MODE,
        connected: config.CRM_MODE === 'directory' || (tokens?.rowCount ?? 0) > 0,
      },
    };
    res.json(body);
  });
