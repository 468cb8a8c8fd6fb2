import { handleContentCommand } from '@zen/command-service';
import type { ContentFormInput } from '@zen/contracts';
import { createEventStore, type Pool } from '@zen/platform';
import { runConcurrently, type Rate } from './concurrency.ts';

/**
 * Ids for `count` new items in one round trip. They come from the same sequence `nextContentId`
 * draws from, so they are exactly what one call per item would have given, without 50 000 queries
 * that measure nothing the portal does.
 */
const allocateContentIds = async (pool: Pool, count: number): Promise<number[]> =>
  (
    await pool.query<{ id: number }>(
      "SELECT nextval('content_id_seq') AS id FROM generate_series(1, $1::int)",
      [count],
    )
  ).rows.map((row) => row.id);

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
  const ids = await allocateContentIds(pool, forms.length);
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
