import type { BatchScratch } from '../runner/projection.ts';

/** A view or a search as the analytics read model counts it. */
export type Activity =
  | { kind: 'view'; userId: string; emailDomain: string; contentId: number; at: number }
  | {
      kind: 'search';
      userId: string;
      emailDomain: string;
      term: string;
      /** Undefined for searches recorded before result counts were kept. */
      resultCount: number | undefined;
      at: number;
    };

/**
 * The batch's activity, kept in the runner's scratch space in log order so that `afterBatch`
 * can count it with a handful of statements. A Map iterates in insertion order; the global
 * position in each key keeps two events with the same facts apart.
 */
export const rememberActivity = (scratch: BatchScratch, globalPosition: number, activity: Activity): void => {
  // As text: the log's bigint positions may arrive as BigInt, which JSON cannot write.
  const position = String(globalPosition);
  const key =
    activity.kind === 'view'
      ? ['view', position, activity.userId, activity.emailDomain, activity.contentId]
      : [
          'search',
          position,
          activity.userId,
          activity.emailDomain,
          activity.term,
          activity.resultCount ?? null,
        ];
  scratch.set(JSON.stringify(key), activity.at);
};

export const activitiesOf = (scratch: BatchScratch): Activity[] =>
  [...scratch].map(([key, at]) => {
    const parts = JSON.parse(key) as [string, string, string, string, ...unknown[]];
    const [kind, , userId, emailDomain] = parts;
    if (kind === 'view') return { kind: 'view', userId, emailDomain, contentId: parts[4] as number, at };
    const resultCount = parts[5] as number | null;
    return {
      kind: 'search',
      userId,
      emailDomain,
      term: parts[4] as string,
      resultCount: resultCount ?? undefined,
      at,
    };
  });
