import { describe, expect, it } from 'vitest';
import { chunkLoader, importRetried } from './chunk-loader.ts';

/** An import that fails `failures` times, then loads; it counts its attempts. */
const flakyImport = (failures: number) => {
  const attempts = { count: 0 };
  const importChunk = async () => {
    attempts.count += 1;
    if (attempts.count <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: 'the chunk' };
  };
  return { attempts, importChunk };
};

describe('importRetried', () => {
  it('tries a failed import again after each delay and returns the first that loads', async () => {
    const { attempts, importChunk } = flakyImport(2);
    expect(await importRetried(importChunk, [0, 0])).toEqual({ default: 'the chunk' });
    expect(attempts.count).toBe(3);
  });

  it('throws the last failure once every retry has failed', async () => {
    const { attempts, importChunk } = flakyImport(3);
    await expect(importRetried(importChunk, [0, 0])).rejects.toThrow('Failed to fetch');
    expect(attempts.count).toBe(3);
  });
});

describe('chunkLoader', () => {
  it('gives every caller the same load, and keeps a failed one until retry', async () => {
    const { attempts, importChunk } = flakyImport(1);
    const loader = chunkLoader(importChunk, []);
    const first = loader.load();
    expect(loader.load()).toBe(first);
    await expect(first).rejects.toThrow('Failed to fetch');
    // Rendering again must not send another request.
    await expect(loader.load()).rejects.toThrow('Failed to fetch');
    expect(attempts.count).toBe(1);

    loader.retry();
    expect(await loader.load()).toEqual({ default: 'the chunk' });
    expect(attempts.count).toBe(2);
  });

  it('keeps a loaded chunk through retry', async () => {
    const { attempts, importChunk } = flakyImport(0);
    const loader = chunkLoader(importChunk, []);
    const loaded = loader.load();
    await loaded;
    loader.retry();
    expect(loader.load()).toBe(loaded);
    expect(attempts.count).toBe(1);
  });
});
