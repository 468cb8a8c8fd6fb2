import type { Pool } from '@zen/platform';
import {
  CHECKPOINT_CHANNEL,
  compareCheckpoints,
  lookUpProcessed,
  parseCheckpointPayload,
} from './checkpoint.ts';
import type { Checkpoint } from './log.ts';
import type { Notifications } from './notifications.ts';
import { EVENT_TYPES_READ_BY } from '../registry.ts';

export class ProjectionLagError extends Error {}

/** Without notifications (or should one be lost), how often the checkpoints are read again. */
const RECHECK_MS = { notified: 250, polling: 20 } as const;

/**
 * Read-your-writes (DESIGN §4): resolves once every named projection has applied the event at
 * `globalPosition`. It listens before it first looks, so a checkpoint that moves between a look
 * and the wait still wakes it.
 *
 * Each projection is looked up once, which also tells where the event lies in the log. After
 * that, a checkpoint notification says where its projection now is, and is compared in memory:
 * with many commands waiting at once, asking the database again for each of them at every
 * checkpoint cost more than the commands themselves. The database is asked again only when a
 * notification does not say (after a reconnection, '' means anything may have moved) or when
 * none came for a while.
 */
export const waitForProjections = async (
  pool: Pool,
  notifications: Notifications | undefined,
  names: readonly string[],
  globalPosition: number,
  timeoutMs = 10_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(names);
  let toCheck = new Set(names);
  let event: Checkpoint | undefined;
  let wake: (() => void) | undefined;
  const unsubscribe = notifications?.subscribe(CHECKPOINT_CHANNEL, (payload) => {
    const { name, checkpoint } = parseCheckpointPayload(payload);
    if (name !== '' && !pending.has(name)) return;
    if (name !== '' && checkpoint && event) {
      if (compareCheckpoints(checkpoint, event) < 0) return;
      pending.delete(name);
      toCheck.delete(name);
    } else {
      for (const moved of name === '' ? pending : [name]) toCheck.add(moved);
    }
    wake?.();
  });
  try {
    for (;;) {
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
      if (pending.size === 0) return;
    }
  } finally {
    unsubscribe?.();
  }
};
