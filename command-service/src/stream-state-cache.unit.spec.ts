import { expect, it } from 'vitest';
import { StreamStateCache } from './stream-state-cache.ts';

it('keeps the latest version of each stream and forgets the least recently used beyond its bound', () => {
  const cache = new StreamStateCache<string>(2);
  cache.remember('a', 'a@1', 1n);
  cache.remember('b', 'b@1', 1n);
  // An overlapping command that finished later with an older version does not win.
  cache.remember('a', 'a@0', 0n);
  expect(cache.get('a')).toEqual({ state: 'a@1', version: 1n });
  // 'a' was just used, so 'b' is the one to go.
  cache.remember('c', 'c@4', 4n);
  expect(cache.size).toBe(2);
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('c')).toEqual({ state: 'c@4', version: 4n });
  cache.forget('c');
  expect(cache.get('c')).toBeUndefined();
});
