import { PostgresBackend } from '@agendajs/postgres-backend';
import { Agenda } from 'agenda';
import { guardClient, type Pool } from '@zen/platform';
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
  options: {
    cron: string;
    timezone: string;
    /** How often each replica looks for a due job (tests that need a run within seconds shorten it). */
    processEvery?: string | number;
  },
): Promise<CrmSyncSchedule> => {
  const backend = new PostgresBackend({ pool: deps.pool });
  // Its LISTEN connection (which reconnects by itself) and Agenda's job processing both re-emit
  // database errors as 'error' events: a restart must be logged, not crash the process. The
  // schedule itself lives in the jobs table, so polling resumes when the database is back.
  if (backend.notificationChannel) guardClient(backend.notificationChannel, 'scheduler-notifications');
  const agenda = guardClient(
    new Agenda({ backend, processEvery: options.processEvery ?? '1 minute' }),
    'scheduler',
  );
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
