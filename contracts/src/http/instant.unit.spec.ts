import { describe, expect, it } from 'vitest';
import { instantSchema } from './instant.ts';

describe('instantSchema', () => {
  const since = instantSchema('since');

  it('answers the same instant in UTC, whatever offset it was written with', () => {
    expect(since.parse('2026-11-23T10:00:00+02:00')).toBe('2026-11-23T08:00:00.000Z');
    expect(since.parse('2026-11-23T10:00:00Z')).toBe('2026-11-23T10:00:00.000Z');
  });

  it('takes offsets PostgreSQL would refuse, as the instant they mean', () => {
    // -22:32 is valid ISO 8601; PostgreSQL stops at ±15:59.
    expect(since.parse('0068-02-29T10:00:00-22:32')).toBe('0068-03-01T08:32:00.000Z');
  });

  it('refuses text that is not an instant, and years the database cannot hold', () => {
    expect(since.safeParse('yesterday').success).toBe(false);
    expect(since.safeParse('2026-11-23').success).toBe(false);
    const beyond = since.safeParse('9999-12-31T23:00:00-20:00');
    expect(beyond.success).toBe(false);
    expect(beyond.error?.issues[0]?.message).toBe('since must be an instant between the years 1 and 9999');
    expect(instantSchema('asOf', 1970).safeParse('1969-12-31T23:59:59Z').success).toBe(false);
  });
});
