import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json.ts';

describe('sameJson', () => {
  it('is the same value whatever the order of keys, at any depth', () => {
    const built = { title: 'Leave', processes: [{ name: 'Approval', steps: { first: 1, second: 2 } }] };
    const asStored = { processes: [{ steps: { second: 2, first: 1 }, name: 'Approval' }], title: 'Leave' };
    expect(sameJson(built, asStored)).toBe(true);
  });

  it('tells apart a changed value, a changed array order and a missing key', () => {
    expect(sameJson({ a: 1, b: [1, 2] }, { a: 2, b: [1, 2] })).toBe(false);
    expect(sameJson({ b: [1, 2] }, { b: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1, b: null }, { a: 1 })).toBe(false);
  });

  it('leaves out undefined properties, as the stored JSON does', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });
});
