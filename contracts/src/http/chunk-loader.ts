/**
 * Loading the apps' code-split chunks (a screen, the rich-text editor), kept here so both apps
 * share it. A chunk's import that fails (a connection that dropped for a moment, a server too busy
 * to answer) is tried again by itself after each of `RETRY_DELAYS_MS` before it counts as failed:
 * without that, one lost request put a whole screen into an error page.
 */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = [500, 2_000];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `importChunk()`, tried again after each delay while it fails; the last failure is thrown. */
export const importRetried = async <T>(
  importChunk: () => Promise<T>,
  delaysMs: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): Promise<T> => {
  for (const delay of delaysMs) {
    try {
      return await importChunk();
    } catch {
      await pause(delay);
    }
  }
  return importChunk();
};

export type ChunkLoader<T> = {
  /** The chunk: one promise for every caller, until a failure is forgotten by `retry`. */
  load: () => Promise<T>;
  /** Forgets a failed load, so the next `load` imports again; a loaded chunk is kept. */
  retry: () => void;
};

/**
 * One chunk shared by every component that renders it (React's `use` takes `load()`). A failed
 * load is kept, so that rendering again does not send a request each time, until `retry`.
 */
export const chunkLoader = <T>(
  importChunk: () => Promise<T>,
  delaysMs: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): ChunkLoader<T> => {
  let chunk: Promise<T> | undefined;
  let failed = false;
  return {
    load: () =>
      (chunk ??= importRetried(importChunk, delaysMs).catch((error: unknown) => {
        failed = true;
        throw error;
      })),
    retry: () => {
      if (!failed) return;
      chunk = undefined;
      failed = false;
    },
  };
};
