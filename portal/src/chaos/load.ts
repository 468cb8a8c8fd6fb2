import { setTimeout as sleep } from 'node:timers/promises';
import type { signIn } from '../testing/portal-process.ts';

export type Call = Awaited<ReturnType<typeof signIn>>;
export type Outcome = number | 'network' | 'timeout';

/** Every command the portal acknowledged with a 2xx, by what it must have left behind. */
export class Ledger {
  /** Created items: title → id. */
  readonly creates = new Map<string, number>();
  /** Replaced items: id → the title the acknowledged edit gave it (one edit per item). */
  readonly edits = new Map<number, string>();
  /** Items the demo customer completed. */
  readonly completions = new Set<number>();

  get size(): number {
    return this.creates.size + this.edits.size + this.completions.size;
  }
}

export const contentForm = (title: string) => ({
  title,
  description: 'Approving leave from the manager dashboard.',
  type: 'Video',
  application: 'Zoho People',
  module: 'Leave',
  level: 'Manager',
  url: 'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
  keywords: ['leave'],
  learningJourney: 'Operational',
});

export type Load = {
  statuses: Map<Outcome, number>;
  /** Acknowledged in this load. */
  acknowledged: () => number;
  lastAckAt: () => number;
  stop: () => Promise<void>;
};

const outcomeOf = (error: unknown): Outcome =>
  (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';

/**
 * `concurrency` clients sending commands as fast as the portal answers, each command once (never
 * retried, so an answer lost to a fault leaves the command unacknowledged, not doubled): the
 * admin creates an item and then replaces it under a new title, and the demo customer completes
 * the items in `completable`. Every 2xx goes into the ledger.
 */
export const driveLoad = (options: {
  admin: Call;
  customer: Call;
  completable: number[];
  label: string;
  concurrency: number;
  ledger: Ledger;
}): Load => {
  const { admin, customer, ledger, label } = options;
  const queue = [...options.completable];
  const statuses = new Map<Outcome, number>();
  let acknowledged = 0;
  let lastAckAt = 0;
  let running = true;
  let sequence = 0;

  const send = async (call: Call, method: string, route: string, body: unknown) => {
    let outcome: Outcome;
    let response: Response | undefined;
    try {
      response = await call(method, route, body);
      outcome = response.status;
    } catch (error) {
      outcome = outcomeOf(error);
    }
    statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
    if (!response?.ok) {
      await response?.body?.cancel();
      // Refused or cut off: a breath before the next command, as a client would.
      await sleep(100);
      return undefined;
    }
    acknowledged += 1;
    lastAckAt = Date.now();
    return response;
  };

  const worker = async (n: number) => {
    while (running) {
      const contentId = n % 3 === 0 ? queue.shift() : undefined;
      if (contentId !== undefined) {
        if (await send(customer, 'POST', '/api/video-completions', { contentId })) {
          ledger.completions.add(contentId);
        }
        continue;
      }
      const title = `${label} ${sequence++}`;
      const created = await send(admin, 'POST', '/api/content', contentForm(title));
      if (!created) continue;
      const { id } = (await created.json()) as { id: number };
      ledger.creates.set(title, id);
      const edited = await send(admin, 'PUT', `/api/content/${id}`, contentForm(`${title} edited`));
      if (!edited) continue;
      await edited.body?.cancel();
      ledger.edits.set(id, `${title} edited`);
    }
  };
  const all = Promise.all(Array.from({ length: options.concurrency }, (_, n) => worker(n)));
  return {
    statuses,
    acknowledged: () => acknowledged,
    lastAckAt: () => lastAckAt,
    stop: async () => {
      running = false;
      await all;
    },
  };
};

/** Everything the demo customer may complete, every page of it. */
export const completableItems = async (customer: Call): Promise<number[]> => {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const response = await customer('GET', `/api/content/filtered?type=help&pageSize=100&page=${page}`);
    if (!response.ok) throw new Error(`the customer's catalogue answered ${response.status}`);
    const { items, total } = (await response.json()) as { items: { id: number }[]; total: number };
    ids.push(...items.map((item) => item.id));
    if (!items.length || ids.length >= total) return ids;
  }
};

export const formatStatuses = (statuses: Map<Outcome | string, number>): string =>
  [...statuses.entries()]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
