import type { Pool } from '@zen/platform';
import { CHECKPOINT_CHANNEL, hasProcessed } from './checkpoint.ts';
import type { Notifications } from './notifications.ts';

export class ProjectionLagError extends Error {}

/**
 * Read-your-writes (DESIGN §4): resolves once every named projection has applied the event at
 * `globalPosition`. Woken by checkpoint notifications, re-checking on a short timer regardless.
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
  while (pending.size > 0) {
    for (const name of [...pending]) {
      if (await hasProcessed(pool, name, globalPosition)) pending.delete(name);
    }
    if (pending.size === 0) return;
    if (Date.now() > deadline) {
      throw new ProjectionLagError(`Read models ${[...pending].join(', ')} have not caught up yet`);
    }
    await (notifications?.next(CHECKPOINT_CHANNEL, 50) ?? new Promise((r) => setTimeout(r, 20)));
  }
};
