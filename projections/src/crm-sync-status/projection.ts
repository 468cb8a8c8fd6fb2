import { CrmSyncCompletedSchema } from '@zen/contracts';
import type { Projection } from '../runner/projection.ts';

export const CRM_SYNC_STATUS = 'crm-sync-status';

/** The last CRM sync run, for the admin's 'CRM Profile Sync' card. */
export const crmSyncStatusProjection: Projection = {
  name: CRM_SYNC_STATUS,
  eventTypes: ['CrmSyncCompleted'],
  tables: ['crm_sync_status'],
  apply: async (client, logged) => {
    const { data } = CrmSyncCompletedSchema.parse({ type: logged.type, data: logged.data });
    await client.query(
      `INSERT INTO crm_sync_status (id, trigger, started_at, finished_at, synced_count, errors)
       VALUES (1, $1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET trigger = $1, started_at = $2, finished_at = $3, synced_count = $4, errors = $5`,
      [data.trigger, data.startedAt, data.finishedAt, data.syncedCount, JSON.stringify(data.errors)],
    );
  },
};
