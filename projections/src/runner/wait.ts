import type { Pool } from '@zen/platform';
import {
  CHECKPOINT_CHANNEL,
  compareCheckpoints,
  lookUpProcessed,
  parseCheckpointPayload,
} from './checkpoint.ts';
import type { Checkpoint } from './log.ts';
import type { Notifications } from './notifications.ts';
import { EVENT_TYPES_READ_BY, PROJECTIONS } from '../registry.ts';

export class ProjectionLagError extends Error {}

/** Without notifications (or should one be lost), how often the checkpoints are read again. */
const RECHECK_MS = { notified: 250, polling: 20 } as const;

/**
 * The furthest checkpoint each projection has been notified at, per notifications connection:
 * a projection that passed a command's event before the command began to wait has said so
 * already. Forgotten after a reconnection, when notifications may have been missed.
 */
const notifiedCheckpoints = new WeakMap<Notifications, Map<string, Checkpoint>>();

const checkpointsNotifiedBy = (notifications: Notifications): Map<string, Checkpoint> => {
  let checkpoints = notifiedCheckpoints.get(notifications);
  if (!checkpoints) {
    const known = (checkpoints = new Map());
    notifiedCheckpoints.set(notifications, known);
    notifications.subscribe(CHECKPOINT_CHANNEL, (payload) => {
      const { name, checkpoint } = parseCheckpointPayload(payload);
      if (name === '') known.clear();
      else if (!checkpoint) known.delete(name);
      else if (compareCheckpoints(checkpoint, known.get(name) ?? checkpoint) >= 0)
        known.set(name, checkpoint);
    });
  }
  return checkpoints;
};

/**
 * Where a command's events lie in the log: their transaction and last position when the append
 * said (./platform's append does), else only the position, which the database then places.
 */
export const appendedAt = (result: { lastEventGlobalPosition: bigint }): number | Checkpoint => {
  const globalPosition = Number(result.lastEventGlobalPosition);
  const transactionId = 'transactionId' in result ? result.transactionId : undefined;
  return typeof transactionId === 'string' ? { transactionId, globalPosition } : globalPosition;
};

/**
 * Read-your-writes (DESIGN §4): resolves once every named projection has applied the event at
 * `at` (its position, or its place in the log: transaction and position). It listens before it
 * first looks, so a checkpoint that moves between a look and the wait still wakes it.
 *
 * Checkpoint notifications say where their projection now is, and are compared in memory with
 * the event's place: with many commands waiting at once, asking the database again for each of
 * them at every checkpoint cost more than the commands themselves. The place comes with the
 * append; given only a position, each projection is looked up once, which also tells the place.
 * The database is asked (again) only when a notification does not say where (after a
 * reconnection, '' means anything may have moved), when none came for a while, and for a
 * projection that does not read the event's type (its checkpoint need not pass the event).
 */
export const waitForProjections = async (
  pool: Pool,
  notifications: Notifications | undefined,
  names: readonly string[],
  at: number | Checkpoint,
  timeoutMs = 10_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  const globalPosition = typeof at === 'number' ? at : at.globalPosition;
  let event = typeof at === 'number' ? undefined : at;
  const pending = new Set(names);
  const passed = (checkpoint: Checkpoint | undefined) =>
    event !== undefined && checkpoint !== undefined && compareCheckpoints(checkpoint, event) >= 0;
  // Knowing the event's place, what was notified already may settle it, and the rest wait for
  // their notification; the database is asked on the first recheck only.
  const notified = notifications && event ? checkpointsNotifiedBy(notifications) : undefined;
  let toCheck = new Set(notified ? [] : names);
  let wake: (() => void) | undefined;
  const unsubscribe = notifications?.subscribe(CHECKPOINT_CHANNEL, (payload) => {
    const { name, checkpoint } = parseCheckpointPayload(payload);
    if (name !== '' && !pending.has(name)) return;
    if (name !== '' && checkpoint && event) {
      if (!passed(checkpoint)) return;
      pending.delete(name);
      toCheck.delete(name);
    } else {
      for (const moved of name === '' ? pending : [name]) toCheck.add(moved);
    }
    wake?.();
  });
  try {
    if (notified) for (const name of names) if (passed(notified.get(name))) pending.delete(name);
    for (;;) {
      if (pending.size === 0) return;
      const checking = [...toCheck].filter((name) => pending.has(name));
      toCheck = new Set();
      const looked = await Promise.all(
        checking.map((name) => lookUpProcessed(pool, name, globalPosition, EVENT_TYPES_READ_BY.get(name))),
      );
      checking.forEach((name, index) => {
        const { done, event: found } = looked[index]!;
        event ??= found;
        if (done) pending.delete(name);
      });
      if (pending.size === 0) return;
      if (Date.now() > deadline) {
        throw new ProjectionLagError(`Read models ${[...pending].join(', ')} have not caught up yet`);
      }
      if (toCheck.size > 0) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(
          () => {
            for (const name of pending) toCheck.add(name);
            resolve();
          },
          notifications ? RECHECK_MS.notified : RECHECK_MS.polling,
        );
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  } finally {
    unsubscribe?.();
  }
};

/**
 * Resolves once the named projections (all of them by default) have applied the last event in
 * the log as it is now: read models at rest, for a measurement or a comparison with a rebuild.
 */
export const waitForReadModelsAtRest = async (
  pool: Pool,
  {
    timeoutMs = 30_000,
    names = PROJECTIONS.map((projection) => projection.name),
  }: { timeoutMs?: number; names?: readonly string[] } = {},
): Promise<void> => {
  const { rows } = await pool.query<{ last: string | null }>(
    'SELECT max(global_position)::text AS last FROM emt_messages',
  );
  const last = rows[0]?.last;
  if (last) await waitForProjections(pool, undefined, names, Number(last), timeoutMs);
};
