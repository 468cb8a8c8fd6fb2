import { expect, it } from 'vitest';
import { FreshRead } from './fresh-read.ts';

/** A read whose answer is the value of `source` when it starts, held open until released. */
const controlledReads = () => {
  const source = { value: 0 };
  const pending: (() => void)[] = [];
  let started = 0;
  const read = () => {
    started += 1;
    const value = source.value;
    return new Promise<number>((resolve) => pending.push(() => resolve(value)));
  };
  const finishOne = async () => {
    pending.shift()?.();
    // Lets the queued read start.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { source, read, finishOne, started: () => started };
};

it('gives every caller a value read after its call, with one read for all who queued', async () => {
  const reads = controlledReads();
  const fresh = new FreshRead(reads.read);
  const first = fresh.get();
  // Written after the first read started: callers from now on must see it.
  reads.source.value = 1;
  const later = Array.from({ length: 10 }, () => fresh.get());
  expect(reads.started()).toBe(1);
  await reads.finishOne();
  expect(await first).toBe(0);
  expect(reads.started()).toBe(2);
  await reads.finishOne();
  expect(await Promise.all(later)).toEqual(Array(10).fill(1));
});

it('starts at once when no read is under way, and passes a failed read on to its callers only', async () => {
  let calls = 0;
  const fresh = new FreshRead(async () => {
    calls += 1;
    if (calls === 1) throw new Error('database away');
    return calls;
  });
  const failing = fresh.get();
  const queued = fresh.get();
  await expect(failing).rejects.toThrow('database away');
  expect(await queued).toBe(2);
  expect(await fresh.get()).toBe(3);
});
