import { z } from 'zod';

/**
 * POST /api/admin/sync-crm's body: the spec's `{sessionId}` (spec §7) is accepted and not used,
 * since who asks comes from the server session (DESIGN §8); anything else is refused.
 */
export const SyncCrmRequestSchema = z.object({ sessionId: z.string().max(200).optional() }).strict();

/** POST /api/admin/sync-crm (spec §7) and the last run's summary for the admin card. */
export const SyncResultSchema = z.object({
  success: z.boolean(),
  syncedCount: z.number().int(),
  errors: z.array(z.string()),
});
export type SyncResult = z.infer<typeof SyncResultSchema>;

export const SyncStatusSchema = z.object({
  lastSync: z
    .object({
      trigger: z.enum(['schedule', 'manual']),
      startedAt: z.string(),
      finishedAt: z.string(),
      syncedCount: z.number().int(),
      errors: z.array(z.string()),
    })
    .nullable(),
  /** Whether the Zoho CRM connection is set up (or the local directory is in use). */
  crm: z.object({ kind: z.enum(['zoho', 'directory']), connected: z.boolean() }),
});
export type SyncStatus = z.infer<typeof SyncStatusSchema>;
