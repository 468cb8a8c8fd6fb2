import {
  LearnerEventSchema,
  type ArticleCompleted,
  type VideoCompleted,
  type VideoStarted,
} from '@zen/contracts';
import { preparedStatement, type DbClient } from '@zen/platform';
import type { LoggedEvent } from '../runner/log.ts';
import type { Projection } from '../runner/projection.ts';
import { applyInRuns, onePerKey, type Gathered } from '../runner/runs.ts';

export const LEARNER_CONTENT = 'learner-content';

type Started = VideoStarted['data'];
type Completed = (VideoCompleted | ArticleCompleted)['data'] & { kind: 'video' | 'article' };
type Rows = { started: Started; completed: Completed };

const learnerItem = (row: { userId: string; contentId: number }) => `${row.userId} ${row.contentId}`;

const gather = (logged: LoggedEvent): Gathered<Rows> | undefined => {
  const event = LearnerEventSchema.parse({ type: logged.type, data: logged.data });
  switch (event.type) {
    case 'VideoStarted':
      return { kind: 'started', row: event.data };
    case 'VideoCompleted':
    case 'ArticleCompleted': {
      const kind = event.type === 'VideoCompleted' ? 'video' : 'article';
      return { kind: 'completed', row: { ...event.data, kind } };
    }
    default:
      return undefined;
  }
};

/** Opening a video again keeps the first start: the first of a run's starts per item is the one. */
const STORE_STARTS = preparedStatement(
  `INSERT INTO learner_content (user_id, content_id, started_at)
   SELECT * FROM unnest($1::uuid[], $2::int[], $3::timestamptz[])
   ON CONFLICT (user_id, content_id) DO UPDATE
     SET started_at = coalesce(learner_content.started_at, EXCLUDED.started_at)`,
);
const storeStarts = (client: DbClient, starts: Started[]) =>
  client.query(STORE_STARTS, [
    starts.map((s) => s.userId),
    starts.map((s) => s.contentId),
    starts.map((s) => s.startedAt),
  ]);

/** A completion replaces what was recorded for the item, its start aside. */
const STORE_COMPLETIONS = preparedStatement(
  `INSERT INTO learner_content (user_id, content_id, completed_at, completion_kind, watch_duration_seconds,
     total_duration_seconds, completion_percentage)
   SELECT * FROM unnest($1::uuid[], $2::int[], $3::timestamptz[], $4::text[], $5::float8[], $6::float8[], $7::int[])
   ON CONFLICT (user_id, content_id) DO UPDATE SET completed_at = EXCLUDED.completed_at,
     completion_kind = EXCLUDED.completion_kind, watch_duration_seconds = EXCLUDED.watch_duration_seconds,
     total_duration_seconds = EXCLUDED.total_duration_seconds,
     completion_percentage = EXCLUDED.completion_percentage`,
);
const storeCompletions = (client: DbClient, completions: Completed[]) =>
  client.query(STORE_COMPLETIONS, [
    completions.map((c) => c.userId),
    completions.map((c) => c.contentId),
    completions.map((c) => c.completedAt),
    completions.map((c) => c.kind),
    completions.map((c) => c.watchDurationSeconds),
    completions.map((c) => c.totalDurationSeconds),
    completions.map((c) => c.completionPercentage),
  ]);

/**
 * Each learner's state per item (spec §4 content completion states): started when a video was
 * opened, completed with how it was measured (spec §3 video_completions). A completed item keeps
 * its start time; the decider records at most one completion per learner and item. Consecutive
 * starts, and consecutive completions, are each written in one statement, one row per item (an
 * upsert may not touch a row twice).
 */
export const learnerContentProjection: Projection = {
  name: LEARNER_CONTENT,
  eventTypes: ['VideoStarted', 'VideoCompleted', 'ArticleCompleted'],
  tables: ['learner_content'],
  applyBatch: (client, events) =>
    applyInRuns<Rows>(events, gather, {
      started: (rows) => storeStarts(client, onePerKey(rows, learnerItem, 'first')),
      completed: (rows) => storeCompletions(client, onePerKey(rows, learnerItem, 'last')),
    }),
};
