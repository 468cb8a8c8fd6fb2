import { PostgresBackend } from '@agendajs/postgres-backend';
import { Agenda } from 'agenda';
import type { Pool } from '@zen/platform';
import { runCrmSync, SyncAlreadyRunning, type CrmSyncDeps } from './sync.ts';

export const CRM_SYNC_JOB = 'crm-profile-sync';

export type CrmSyncSchedule = { stop: () => Promise<void> };

/**
 * The daily automatic CRM sync (spec §9: 2 AM), scheduled with Agenda in PostgreSQL. `every`
 * keeps one job record however many replicas start, and Agenda's lock runs each occurrence
 * once; the sync's own advisory lock also keeps it from overlapping a manual 'Sync Now'.
 */
export const scheduleCrmSync = async (
  deps: CrmSyncDeps & { pool: Pool },
  options: { cron: string; timezone: string },
): Promise<CrmSyncSchedule> => {
  const backend = new PostgresBackend({ pool: deps.pool });
  // Its LISTEN connection keeps an error listener after Agenda stops; a database restart or
  // shutdown must be logged there, not crash the process as an unhandled 'error' event.
  backend.notificationChannel?.on('error', (error: unknown) =>
    deps.logger.warn({ err: error }, 'scheduler notification connection error'),
  );
  const agenda = new Agenda({ backend, processEvery: '1 minute' });
  agenda.define(CRM_SYNC_JOB, async () => {
    try {
      await runCrmSync(deps, 'schedule');
    } catch (error) {
      if (error instanceof SyncAlreadyRunning) return;
      throw error;
    }
  });
  await agenda.start();
  await agenda.every(options.cron, CRM_SYNC_JOB, undefined, {
    timezone: options.timezone,
    skipImmediate: true,
  });
  return { stop: () => agenda.stop(false) };
};
