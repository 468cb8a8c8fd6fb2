import { CRM_SYNC_STREAM, type CrmContact, type CrmSyncCompleted } from '@zen/contracts';
import { endSessionsOf, type EventStore, type Logger, type Pool } from '@zen/platform';
import { handleAccountCommand } from '../accounts/handler.ts';
import type { CrmGateway } from '../crm/gateway.ts';

export type CrmSyncDeps = {
  pool: Pool;
  eventStore: EventStore;
  crm: CrmGateway;
  logger: Logger;
};
/** The recorded run, and where its event stands in the log (for read-your-writes). */
export type CrmSyncOutcome = CrmSyncCompleted['data'] & { position: number };

// One sync at a time across every replica and both triggers (schedule and Sync Now).
const SYNC_LOCK = 'zen-crm-sync';

export class SyncAlreadyRunning extends Error {}

/**
 * Brings every known user's CRM fields and service access up to date. Each user is one command
 * on their own stream, so a failure halfway leaves every user either fully updated or untouched;
 * failures are collected per user and the run is recorded as a CrmSyncCompleted event.
 */
export const runCrmSync = async (
  deps: CrmSyncDeps,
  trigger: 'schedule' | 'manual',
): Promise<CrmSyncOutcome> => {
  const lock = await deps.pool.connect();
  try {
    const { rows } = await lock.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
      [SYNC_LOCK],
    );
    if (!rows[0]?.locked) throw new SyncAlreadyRunning('A CRM sync is already running');
    try {
      return await syncAll(deps, trigger);
    } finally {
      await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [SYNC_LOCK]);
    }
  } finally {
    lock.release();
  }
};

const syncAll = async (deps: CrmSyncDeps, trigger: 'schedule' | 'manual'): Promise<CrmSyncOutcome> => {
  const startedAt = new Date().toISOString();
  const errors: string[] = [];
  let syncedCount = 0;
  const { rows: users } = await deps.pool.query<{ id: string; email: string }>(
    'SELECT id, email FROM users ORDER BY email',
  );

  let contacts: Map<string, CrmContact> | undefined;
  try {
    contacts = new Map();
    for await (const contact of deps.crm.listContacts()) contacts.set(contact.email.toLowerCase(), contact);
  } catch (error) {
    errors.push(`The CRM could not be read: ${(error as Error).message}`);
    contacts = undefined;
  }

  if (contacts) {
    const at = new Date().toISOString();
    for (const user of users) {
      const found = contacts.get(user.email);
      const contact = found ? (({ email: _email, ...rest }) => rest)(found) : null;
      try {
        const { newEvents } = await handleAccountCommand(deps.eventStore, {
          type: 'RecordCrmProfile',
          data: { userId: user.id, at, contact },
        });
        // A deactivation ends the account's sessions, as staff's does. So does a reactivation:
        // every session it still has is from before it was deactivated, and must not come back.
        if (newEvents.some((e) => e.type === 'AccountDeactivated' || e.type === 'AccountReactivated')) {
          await endSessionsOf(deps.pool, user.id);
        }
        syncedCount += 1;
      } catch (error) {
        errors.push(`${user.email}: ${(error as Error).message}`);
      }
    }
  }

  const data: CrmSyncCompleted['data'] = {
    trigger,
    startedAt,
    finishedAt: new Date().toISOString(),
    syncedCount,
    errors,
  };
  const appended = await deps.eventStore.appendToStream(CRM_SYNC_STREAM, [
    { type: 'CrmSyncCompleted', data },
  ]);
  deps.logger.info({ trigger, syncedCount, errors: errors.length }, 'CRM sync finished');
  return { ...data, position: Number(appended.lastEventGlobalPosition) };
};
