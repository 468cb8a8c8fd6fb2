import type { Actor, LearnerCompletionsQuery, LearnerCompletionsResponse } from '@zen/contracts';
import type { Pool } from '@zen/platform';

/**
 * What a learner had completed by `asOf`, newest first, from the learner-content read model,
 * which keeps each completion's time (the time the learner's browser reported it, within the
 * decider's credibility window). A completion is never withdrawn, so "as of" is a cut by time.
 * Items deleted since are listed from the deleted-content read model, marked as deleted.
 */
export const listLearnerCompletions = async (
  pool: Pool,
  query: LearnerCompletionsQuery,
): Promise<LearnerCompletionsResponse | undefined> => {
  const { rows: learners } = await pool.query<Actor>(
    `SELECT u.id::text AS id, u.email, nullif(concat_ws(' ', p.first_name, p.last_name), '') AS name
       FROM users u LEFT JOIN user_profiles p ON p.user_id = u.id
      WHERE u.email = $1`,
    [query.email],
  );
  const learner = learners[0];
  if (!learner) return undefined;
  const [{ rows: counted }, { rows: items }] = await Promise.all([
    pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM learner_content
        WHERE user_id = $1 AND completed_at IS NOT NULL AND completed_at <= $2`,
      [learner.id, query.asOf],
    ),
    pool.query(
      `SELECT lc.content_id AS "contentId",
              coalesce(c.title, d.title, 'Content ' || lc.content_id) AS title,
              coalesce(c.type, d.type, 'Video') AS type,
              coalesce(c.application, d.application, '') AS application,
              coalesce(c.module, d.module, '') AS module,
              to_char(lc.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "completedAt",
              lc.completion_percentage AS "completionPercentage",
              lc.watch_duration_seconds AS "watchDurationSeconds",
              lc.total_duration_seconds AS "totalDurationSeconds",
              c.id IS NULL AS "contentDeleted"
         FROM learner_content lc
         LEFT JOIN content_catalogue c ON c.id = lc.content_id
         LEFT JOIN content_catalogue_deleted d ON d.id = lc.content_id
        WHERE lc.user_id = $1 AND lc.completed_at IS NOT NULL AND lc.completed_at <= $2
        ORDER BY lc.completed_at DESC, lc.content_id
        LIMIT $3 OFFSET $4`,
      [learner.id, query.asOf, query.pageSize, (query.page - 1) * query.pageSize],
    ),
  ]);
  return {
    learner,
    asOf: query.asOf,
    total: counted[0]!.n,
    page: query.page,
    pageSize: query.pageSize,
    items: items as LearnerCompletionsResponse['items'],
  };
};
