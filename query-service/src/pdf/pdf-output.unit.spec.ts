import { describe, expect, it } from 'vitest';
import { renderProgressReport } from '../users/progress-report.ts';
import { longDate, writeLines } from './pdf-output.ts';

describe('writeLines', () => {
  it('writes every item in order, letting other work run between slices', async () => {
    const written: number[] = [];
    const ranBetween: number[] = [];
    const items = Array.from({ length: 1000 }, (_, i) => i);
    // Another request's work, queued before the list starts: it runs while the list is written.
    setImmediate(() => ranBetween.push(written.length));
    // Each line takes a while to lay out, as pdfkit's do: 30 ms in all.
    const layOut = (item: number) => {
      const until = performance.now() + 0.03;
      while (performance.now() < until);
      written.push(item);
    };
    await writeLines(items, layOut);
    expect(written).toEqual(items);
    expect(ranBetween).toHaveLength(1);
    expect(ranBetween[0]).toBeGreaterThan(0);
    expect(ranBetween[0]).toBeLessThan(items.length);
  });

  it('writes a short list and an empty one at once', async () => {
    const written: string[] = [];
    await writeLines([], (item: string) => written.push(item));
    await writeLines(['a', 'b'], (item) => written.push(item));
    expect(written).toEqual(['a', 'b']);
  });
});

it('a long progress report lets other requests run while it is laid out', async () => {
  const unwatched = Array.from({ length: 3000 }, (_, i) => ({
    id: i,
    title: `Item ${i}`,
    type: 'Video' as const,
    learningJourney: 'Operational' as const,
    application: 'Zoho People' as const,
    module: 'Leave',
    level: 'Employee' as const,
    description: '',
  }));
  let done = false;
  let answeredWhileRendering = false;
  setImmediate(() => (answeredWhileRendering = !done));
  const pdf = await renderProgressReport({
    learnerName: 'Pat Many',
    email: 'pat@globex.example',
    companyName: 'Globex',
    progress: {
      essential: { completed: 0, total: 0 },
      operational: { completed: 0, total: 3000 },
      companyProcesses: { completed: 0, total: 0 },
      completed: 0,
      total: 3000,
      overall: 0,
    },
    completed: [],
    unwatched,
    generatedAt: new Date('2026-11-27T12:00:00Z'),
  });
  done = true;
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(answeredWhileRendering).toBe(true);
});

it('prints dates in UTC, the same on every replica', () => {
  expect(longDate('2026-11-27T23:30:00Z')).toBe('27 November 2026');
  expect(longDate(new Date('2026-01-01T00:00:00Z'))).toBe('1 January 2026');
});
