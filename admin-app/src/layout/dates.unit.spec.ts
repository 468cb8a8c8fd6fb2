import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay } from './dates.ts';

describe('console dates', () => {
  it('write a moment in the locale and time zone given, as the browser would its own', () => {
    expect(formatDate('2026-03-01T23:30:00.000Z', 'en-GB', 'UTC')).toBe('1 Mar 2026');
    expect(formatDate('2026-03-01T23:30:00.000Z', 'en-US', 'Europe/Berlin')).toBe('Mar 2, 2026');
    expect(formatDateTime('2026-03-01T14:05:00.000Z', 'en-GB', 'UTC')).toBe('1 Mar 2026, 14:05');
  });

  it('keep a calendar day the same day in any time zone', () => {
    expect(formatDay('2026-05-03', 'en-GB')).toBe('3 May 2026');
    expect(formatDay('2026-05-03', 'en-US')).toBe('May 3, 2026');
  });
});
