import type { LoggedEvent } from './log.ts';

/** Which kind of write an event joins, and its row for it (one of `Rows`). */
export type Gathered<Rows> = { [K in keyof Rows]: { kind: K; row: Rows[K] } }[keyof Rows];

/** One statement per kind of write, for a run of that kind's rows. */
export type RunWriters<Rows> = { [K in keyof Rows]: (rows: Rows[K][]) => Promise<unknown> };

/**
 * Applies a batch in log order, writing consecutive events of one kind together: `gather` says
 * which kind of write an event joins and with what row (or undefined, and `alone` applies it by
 * itself); `write` has one statement per kind for a whole run. Another kind, or an event applied
 * alone, ends the run first, so every event still takes effect in log order. A busy moment brings
 * a runner many events at once, and one statement per event was most of what a batch cost.
 */
export const applyInRuns = async <Rows extends object>(
  events: readonly LoggedEvent[],
  gather: (event: LoggedEvent) => Gathered<Rows> | undefined,
  write: RunWriters<Rows>,
  alone: (event: LoggedEvent) => Promise<unknown> = () => Promise.resolve(),
): Promise<void> => {
  let run: { kind: keyof Rows; rows: unknown[] } | undefined;
  const flush = async () => {
    if (run) await (write[run.kind] as (rows: unknown[]) => Promise<unknown>)(run.rows);
    run = undefined;
  };
  for (const event of events) {
    const gathered = gather(event);
    if (gathered && run?.kind === gathered.kind) {
      run.rows.push(gathered.row);
      continue;
    }
    await flush();
    if (gathered) run = { kind: gathered.kind, rows: [gathered.row] };
    else await alone(event);
  }
  await flush();
};

/**
 * One row per key, keeping the 'first' or the 'last' of those with the same key (in the place of
 * the first): a statement that upserts (ON CONFLICT DO UPDATE) may not touch a row twice.
 */
export const onePerKey = <R>(rows: readonly R[], keyOf: (row: R) => string, keep: 'first' | 'last'): R[] => {
  const byKey = new Map<string, R>();
  for (const row of rows) {
    const key = keyOf(row);
    if (keep === 'last' || !byKey.has(key)) byKey.set(key, row);
  }
  return [...byKey.values()];
};
