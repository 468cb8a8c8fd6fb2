import { isDeepStrictEqual } from 'node:util';
import type { Pool } from '@zen/platform';
import { liveAndRebuiltReadModels } from '../testing/read-models.ts';
import type { Ledger } from './load.ts';

export type Verdict = {
  acknowledged: number;
  /** Acknowledged commands found both in the event log and in the read models. */
  present: number;
  /** What is missing, one line each (empty when nothing is). */
  missing: string[];
  /** Events recorded more than once for one command, one line each. */
  duplicates: string[];
  readModelsEqualRebuild: boolean;
  /** Read-model tables that differ from their rebuild. */
  differing: string[];
};

/**
 * Checks the ledger against the database: each acknowledged command is in the log exactly once
 * and in its read model; no command anywhere in the log was recorded twice (also those never
 * acknowledged: a retried POST would show here); every read model equals a rebuild from the log.
 */
export const verify = async (pool: Pool, ledger: Ledger, label: string): Promise<Verdict> => {
  const missing: string[] = [];
  let present = 0;

  const createdIds = [...ledger.creates.values()];
  const created = await pool.query<{ id: number; events: number; in_catalogue: boolean }>(
    `SELECT id, (SELECT count(*)::int FROM emt_messages m WHERE m.message_type = 'ContentCreated'
                  AND (m.message_data->>'contentId')::int = id) AS events,
            EXISTS (SELECT 1 FROM content_catalogue c WHERE c.id = ids.id) AS in_catalogue
       FROM unnest($1::int[]) AS ids(id)`,
    [createdIds],
  );
  for (const row of created.rows) {
    if (row.events >= 1 && row.in_catalogue) present += 1;
    else missing.push(`created item ${row.id}: ${row.events} events, in catalogue: ${row.in_catalogue}`);
  }

  const edited = await pool.query<{ id: number; title: string; events: number; current: string | null }>(
    `SELECT e.id, e.title,
            (SELECT count(*)::int FROM emt_messages m WHERE m.message_type = 'ContentUpdated'
               AND (m.message_data->>'contentId')::int = e.id AND m.message_data->>'title' = e.title) AS events,
            (SELECT c.title FROM content_catalogue c WHERE c.id = e.id) AS current
       FROM unnest($1::int[], $2::text[]) AS e(id, title)`,
    [[...ledger.edits.keys()], [...ledger.edits.values()]],
  );
  for (const row of edited.rows) {
    if (row.events >= 1 && row.current === row.title) present += 1;
    else missing.push(`edit of item ${row.id}: ${row.events} events, catalogue title '${row.current}'`);
  }

  const completed = await pool.query<{ id: number; events: number; in_read_model: boolean }>(
    `SELECT id, (SELECT count(*)::int FROM emt_messages m
                  WHERE m.message_type IN ('VideoCompleted', 'ArticleCompleted') AND m.stream_id LIKE 'learner-%'
                    AND (m.message_data->>'contentId')::int = id) AS events,
            EXISTS (SELECT 1 FROM learner_content l WHERE l.content_id = ids.id AND l.completed_at IS NOT NULL)
              AS in_read_model
       FROM unnest($1::int[]) AS ids(id)`,
    [[...ledger.completions]],
  );
  for (const row of completed.rows) {
    if (row.events >= 1 && row.in_read_model) present += 1;
    else
      missing.push(`completion of item ${row.id}: ${row.events} events, in read model: ${row.in_read_model}`);
  }

  // Doubles anywhere in the log, acknowledged or not.
  const doubled = await pool.query<{ what: string; n: number }>(
    `SELECT 'ContentCreated titled ' || (message_data->>'title') AS what, count(*)::int AS n FROM emt_messages
       WHERE message_type = 'ContentCreated' AND message_data->>'title' LIKE $1 GROUP BY 1 HAVING count(*) > 1
     UNION ALL
     SELECT 'ContentCreated of item ' || (message_data->>'contentId'), count(*)::int FROM emt_messages
       WHERE message_type = 'ContentCreated' GROUP BY 1 HAVING count(*) > 1
     UNION ALL
     SELECT 'ContentUpdated of item ' || (message_data->>'contentId') || ' to ' || (message_data->>'title'), count(*)::int
       FROM emt_messages WHERE message_type = 'ContentUpdated' AND message_data->>'title' LIKE $1
       GROUP BY 1 HAVING count(*) > 1
     UNION ALL
     SELECT message_type || ' of item ' || (message_data->>'contentId') || ' in ' || stream_id, count(*)::int
       FROM emt_messages WHERE message_type IN ('VideoCompleted', 'ArticleCompleted')
       GROUP BY message_type, stream_id, message_data->>'contentId' HAVING count(*) > 1`,
    [`${label}%`],
  );
  const duplicates = doubled.rows.map((row) => `${row.what}: ${row.n} times`);

  const { live, rebuilt } = await liveAndRebuiltReadModels(pool);
  const differing = Object.keys(live).filter((table) => !isDeepStrictEqual(live[table], rebuilt[table]));
  return {
    acknowledged: ledger.size,
    present,
    missing,
    duplicates,
    readModelsEqualRebuild: differing.length === 0,
    differing,
  };
};
