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
  // Without Agenda's LISTEN channel: a daily job is found by polling (processEvery). The channel
  // kept one connection of the portal's pool borrowed for good, retried every 100 ms while the
  // database was away, and never gave back a connection whose LISTEN failed (@agendajs/
  // postgres-backend 3.0.6, connect()): one such connection keeps the pool from ending, and so
  // the portal from stopping.
  const backend = new PostgresBackend({ pool: deps.pool, disableNotifications: true });
  // Agenda's job processing re-emits database errors as 'error' events: a restart must be logged,
  // not crash the process. The schedule itself lives in the jobs table, so polling resumes when
  // the database is back.
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
