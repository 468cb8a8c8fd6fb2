/** A rate measured over a fixed amount of work. */
export type Rate = { count: number; seconds: number; perSecond: number };

export const rateOf = (count: number, startedAt: number): Rate => {
  const seconds = (performance.now() - startedAt) / 1000;
  return { count, seconds, perSecond: count / seconds };
};

/**
 * Runs `work` over `items` with at most `concurrency` in flight, the way N independent users or
 * workers would, and returns how fast it went. The first failure stops every lane from taking
 * more work and is rethrown, so a broken run never reports a rate. An aborted `signal` stops the
 * lanes too, after the work in flight, so the caller can close its connections cleanly.
 */
export const runConcurrently = async <T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<Rate> => {
  const startedAt = performance.now();
  let next = 0;
  let failed = false;
  const lane = async (): Promise<void> => {
    while (!failed && !signal?.aborted && next < items.length) {
      const index = next++;
      try {
        await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  signal?.throwIfAborted();
  return rateOf(items.length, startedAt);
};
