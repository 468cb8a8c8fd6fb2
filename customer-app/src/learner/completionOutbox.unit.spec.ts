import { describe, expect, it } from 'vitest';
import { SAVED_NOT_YET_VISIBLE, SERVICE_UNAVAILABLE } from '@zen/contracts';
import { HttpError } from '../api/http.ts';
import { CompletionOutbox, OUTBOX_KEY, type Completion } from './completionOutbox.ts';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

/** One task at a time, in order: what Web Locks give the browser. */
const serialLock = () => {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
};

const completion = (contentId: number): Completion => ({
  contentId,
  completedAt: '2026-11-23T10:00:00.000Z',
  watchDurationSeconds: 0,
  totalDurationSeconds: 0,
  completionPercentage: 100,
});

const outboxWith = () => {
  const storage = memoryStorage();
  return { storage, outbox: new CompletionOutbox(() => storage, serialLock()) };
};

describe('the completion outbox', () => {
  it('removes a completion once the server has it', async () => {
    const { outbox } = outboxWith();
    outbox.add('ada', completion(7));
    const sent: number[] = [];
    const result = await outbox.flush('ada', async (c) => void sent.push(c.contentId));
    expect(sent).toEqual([7]);
    expect(result).toEqual({ sent: [7], rejected: [], unreachable: false });
    expect(outbox.entries()).toEqual([]);
  });

  it('keeps completions while the server is unreachable (network error or 503) or raced (409), and sends them later', async () => {
    const { storage, outbox } = outboxWith();
    outbox.add('ada', completion(7));
    outbox.add('ada', completion(8));

    const offline = await outbox.flush('ada', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(offline.unreachable).toBe(true);
    const down = await outbox.flush('ada', () =>
      Promise.reject(new HttpError(503, 'Service Unavailable', '')),
    );
    expect(down.unreachable).toBe(true);
    // Other writes to the learner's progress winning every retry is passing too.
    const raced = await outbox.flush('ada', () => Promise.reject(new HttpError(409, 'Conflict', '')));
    expect(raced.unreachable).toBe(true);
    // Stored, so a reload does not lose them.
    expect(JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]')).toHaveLength(2);
    const reloaded = new CompletionOutbox(() => storage, serialLock());

    const sent: number[] = [];
    await reloaded.flush('ada', async (c) => void sent.push(c.contentId));
    expect(sent).toEqual([7, 8]);
    expect(reloaded.entries()).toEqual([]);
  });

  it('counts a completion saved but not yet shown (503 Saved, not yet visible) as sent, keeping it until a later answer says so, and keeps one the database was away for', async () => {
    const { outbox } = outboxWith();
    outbox.add('ada', completion(7));
    outbox.add('ada', completion(8));
    const problem = (title: string) =>
      new HttpError(503, 'Service Unavailable', JSON.stringify({ type: 'about:blank', title, status: 503 }));
    const result = await outbox.flush('ada', async (c) => {
      throw problem(c.contentId === 7 ? SAVED_NOT_YET_VISIBLE : SERVICE_UNAVAILABLE);
    });
    expect(result).toEqual({ sent: [7], rejected: [], unreachable: true });
    // Both kept: 7 to show as completed until the server's lists do, 8 to be sent again.
    expect(outbox.entries().map((entry) => entry.completion.contentId)).toEqual([7, 8]);
  });

  it('drops a completion the server refuses for good, and goes on with the rest', async () => {
    const { outbox } = outboxWith();
    outbox.add('ada', completion(404));
    outbox.add('ada', completion(8));
    const result = await outbox.flush('ada', async (c) => {
      if (c.contentId === 404) throw new HttpError(404, 'Not Found', '');
    });
    expect(result.sent).toEqual([8]);
    expect(result.rejected.map((r) => r.contentId)).toEqual([404]);
    expect(outbox.entries()).toEqual([]);
  });

  it('never sends the same entry twice when two flushes overlap', async () => {
    const { outbox } = outboxWith();
    outbox.add('ada', completion(7));
    let calls = 0;
    const send = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await Promise.all([outbox.flush('ada', send), outbox.flush('ada', send)]);
    expect(calls).toBe(1);
  });

  it('keeps one entry per learner and content, and sends only the signed-in learner’s', async () => {
    const { outbox } = outboxWith();
    outbox.add('ada', completion(7));
    outbox.add('ada', { ...completion(7), completedAt: '2026-11-23T11:00:00.000Z' });
    outbox.add('grace', completion(7));
    expect(outbox.pendingFor('ada')).toHaveLength(1);

    const sent: number[] = [];
    await outbox.flush('ada', async (c) => void sent.push(c.contentId));
    expect(sent).toEqual([7]);
    expect(outbox.entries().map((entry) => entry.userId)).toEqual(['grace']);
  });

  it('ignores stored entries it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem(
      OUTBOX_KEY,
      JSON.stringify([{ userId: 'ada' }, 'junk', { userId: 'ada', completion: completion(3) }]),
    );
    const outbox = new CompletionOutbox(() => storage, serialLock());
    expect(outbox.pendingFor('ada').map((entry) => entry.completion.contentId)).toEqual([3]);
  });
});
