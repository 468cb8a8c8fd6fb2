import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from './log.ts';
import { applyInRuns, onePerKey } from './runs.ts';

const logged = (type: string, n: number): LoggedEvent => ({
  type,
  data: { n },
  streamName: 's',
  globalPosition: n,
  transactionId: '1',
});

describe('applyInRuns', () => {
  it('writes consecutive events of one kind together, and everything else in its place', async () => {
    const done: string[] = [];
    const events = [
      logged('A', 1),
      logged('A', 2),
      logged('B', 3),
      logged('X', 4),
      logged('A', 5),
      logged('B', 6),
      logged('B', 7),
    ];
    await applyInRuns<{ a: number; b: number }>(
      events,
      (event) => {
        const { n } = event.data as { n: number };
        if (event.type === 'A') return { kind: 'a', row: n };
        if (event.type === 'B') return { kind: 'b', row: n };
        return undefined;
      },
      {
        a: async (rows) => void done.push(`a[${rows.join(',')}]`),
        b: async (rows) => void done.push(`b[${rows.join(',')}]`),
      },
      async (event) => void done.push(`alone ${event.globalPosition}`),
    );
    expect(done).toEqual(['a[1,2]', 'b[3]', 'alone 4', 'a[5]', 'b[6,7]']);
  });

  it('writes nothing for a batch with nothing to gather', async () => {
    const written: unknown[] = [];
    await applyInRuns<{ a: number }>([logged('X', 1)], () => undefined, {
      a: async (rows) => void written.push(rows),
    });
    expect(written).toEqual([]);
  });
});

describe('onePerKey', () => {
  const rows = [
    { key: 'x', at: 1 },
    { key: 'y', at: 2 },
    { key: 'x', at: 3 },
  ];
  it('keeps the first or the last row of a key, in the place of the first', () => {
    expect(onePerKey(rows, (row) => row.key, 'first')).toEqual([rows[0], rows[1]]);
    expect(onePerKey(rows, (row) => row.key, 'last')).toEqual([rows[2], rows[1]]);
  });
});
