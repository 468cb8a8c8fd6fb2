import { describe, expect, it } from 'vitest';
import { WeighedCache } from './weighed-cache.ts';

describe('WeighedCache', () => {
  it('drops the oldest entries once their total weight passes the bound', () => {
    const cache = new WeighedCache<string, string>(10, 100);
    cache.set('a', 'first', 40);
    cache.set('b', 'second', 40);
    cache.set('c', 'third', 40);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'second', 'third']);
    expect(cache.totalWeight).toBe(80);
  });

  it('drops the oldest entries once there are too many, whatever they weigh', () => {
    const cache = new WeighedCache<string, number>(2, 1_000);
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.set(key, value, 1);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('drops the least recently read first: an entry read since stays', () => {
    const cache = new WeighedCache<string, number>(2, 1_000);
    cache.set('often', 1);
    cache.set('once', 2);
    expect(cache.get('often')).toBe(1);
    cache.set('new', 3);
    expect([cache.get('often'), cache.get('once'), cache.get('new')]).toEqual([1, undefined, 3]);
  });

  it('keeps nothing heavier than the bound, and drops nothing for it', () => {
    const cache = new WeighedCache<string, string>(10, 100);
    cache.set('small', 'kept', 10);
    cache.set('huge', 'not kept', 101);
    expect([cache.get('small'), cache.get('huge')]).toEqual(['kept', undefined]);
    expect(cache.totalWeight).toBe(10);
  });

  it('counts a replaced entry once, and clears to nothing', () => {
    const cache = new WeighedCache<string, string>(10, 100);
    cache.set('a', 'old', 60);
    cache.set('a', 'new', 70);
    expect([cache.get('a'), cache.size, cache.totalWeight]).toEqual(['new', 1, 70]);
    cache.clear();
    expect([cache.size, cache.totalWeight]).toEqual([0, 0]);
  });
});
