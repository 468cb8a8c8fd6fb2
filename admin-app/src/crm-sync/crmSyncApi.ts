import type { SyncResult, SyncStatus } from '@zen/contracts';
import { httpClient } from '../httpClient.ts';

/** Browser navigation, not a fetch: the server redirects to Zoho's consent page (admins only). */
export const CRM_SETUP_PATH = '/api/auth/zoho-setup';

/**
 * The CRM calls of the console (docs/api.md, "CRM (admin)"), as custom data provider methods:
 * called through useDataProvider, a 401 or 403 signs the admin out as for any other call. Like
 * react-admin's own methods they answer `{ data }`.
 */
export const crmSyncMethods = {
  /** GET /api/admin/crm/sync-status: the last run, and whether the CRM is connected. */
  getCrmSyncStatus: async (): Promise<{ data: SyncStatus }> => {
    const { json } = await httpClient('/api/admin/crm/sync-status');
    return { data: json as SyncStatus };
  },

  /** POST /api/admin/sync-crm: 'Sync Now'. A 409 means another sync is still running. */
  syncCrm: async (): Promise<{ data: SyncResult }> => {
    const { json } = await httpClient('/api/admin/sync-crm', { method: 'POST', body: '{}' });
    return { data: json as SyncResult };
  },
};
