import type { Pool } from '@zen/platform';
import { CHECKPOINT_CHANNEL, hasProcessed } from './checkpoint.ts';
import type { Notifications } from './notifications.ts';
import { EVENT_TYPES_READ_BY } from '../registry.ts';

export class ProjectionLagError extends Error {}

/** Without notifications (or should one be lost), how often the checkpoints are read again. */
const RECHECK_MS = { notified: 250, polling: 20 } as const;

/**
 * Read-your-writes (DESIGN §4): resolves once every named projection has applied the event at
 * `globalPosition`. It listens before it first looks, so a checkpoint that moves between a look
 * and the wait still wakes it; a notification names the projection that moved (or is '' after a
 * reconnection), and only what may have changed is read again.
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
  let wake: (() => void) | undefined;
  const unsubscribe = notifications?.subscribe(CHECKPOINT_CHANNEL, (name) => {
    if (name !== '' && !pending.has(name)) return;
    for (const moved of name === '' ? pending : [name]) toCheck.add(moved);
    wake?.();
  });
  try {
    for (;;) {
      const checking = [...toCheck].filter((name) => pending.has(name));
      toCheck = new Set();
      const done = await Promise.all(
        checking.map((name) => hasProcessed(pool, name, globalPosition, EVENT_TYPES_READ_BY.get(name))),
      );
      checking.forEach((name, index) => done[index] && pending.delete(name));
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
