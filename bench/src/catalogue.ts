import { drawContentIds, handleContentCommand } from '@zen/command-service';
import type { ContentFormInput } from '@zen/contracts';
import { createEventStore, type Pool } from '@zen/platform';
import { runConcurrently, type Rate } from './concurrency.ts';

/**
 * Appends one ContentCreated event per form through the content decider, as seeding does: every
 * event is validated and written by Emmett exactly as a command would write it, so the log (and
 * a rebuild of it) is the real thing. Read models are left to the caller.
 */
export const loadCatalogue = async (
  pool: Pool,
  databaseUrl: string,
  forms: readonly ContentFormInput[],
  options: {
    concurrency: number;
    by: string;
    onProgress: (done: number, total: number) => void;
    signal?: AbortSignal;
  },
): Promise<Rate> => {
  // Ids in one round trip, as a burst of creations draws them: 50 000 draws would measure nothing.
  const ids = await drawContentIds(pool, forms.length);
  const eventStore = createEventStore(databaseUrl);
  const at = new Date().toISOString();
  const step = Math.max(1, Math.floor(forms.length / 10));
  let done = 0;
  try {
    return await runConcurrently(
      forms,
      options.concurrency,
      async (form, index) => {
        await handleContentCommand(eventStore, {
          type: 'CreateContent',
          data: { contentId: ids[index]!, by: options.by, at, form },
        });
        done += 1;
        if (done % step === 0 || done === forms.length) options.onProgress(done, forms.length);
      },
      options.signal,
    );
  } finally {
    await eventStore.close();
  }
};

/** The catalogue's first items of a type: what the staff commands' pages and processes refer to. */
export const itemIdsOfType = async (
  pool: Pool,
  type: 'Video' | 'Article',
  count: number,
): Promise<number[]> => {
  const { rows } = await pool.query<{ id: number }>(
    'SELECT id FROM content_catalogue WHERE type = $1 ORDER BY id LIMIT $2',
    [type, count],
  );
  if (rows.length < count) throw new Error(`The catalogue has fewer than ${count} items of type ${type}`);
  return rows.map((row) => row.id);
};
