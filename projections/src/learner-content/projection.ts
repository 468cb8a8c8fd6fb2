import { LearnerEventSchema } from '@zen/contracts';
import type { Projection } from '../runner/projection.ts';

export const LEARNER_CONTENT = 'learner-content';

/**
 * Each learner's state per item (spec §4 content completion states): started when a video was
 * opened, completed with how it was measured (spec §3 video_completions). A completed item keeps
 * its start time; the decider records at most one completion per learner and item.
 */
export const learnerContentProjection: Projection = {
  name: LEARNER_CONTENT,
  eventTypes: ['VideoStarted', 'VideoCompleted', 'ArticleCompleted'],
  tables: ['learner_content'],
  apply: async (client, logged) => {
    const event = LearnerEventSchema.parse({ type: logged.type, data: logged.data });
    switch (event.type) {
      case 'VideoStarted':
        await client.query(
          `INSERT INTO learner_content (user_id, content_id, started_at) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, content_id) DO UPDATE SET started_at = coalesce(learner_content.started_at, EXCLUDED.started_at)`,
          [event.data.userId, event.data.contentId, event.data.startedAt],
        );
        return;
      case 'VideoCompleted':
      case 'ArticleCompleted': {
        const {
          userId,
          contentId,
          watchDurationSeconds,
          totalDurationSeconds,
          completionPercentage,
          completedAt,
        } = event.data;
        await client.query(
          `INSERT INTO learner_content (user_id, content_id, completed_at, completion_kind, watch_duration_seconds,
             total_duration_seconds, completion_percentage) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (user_id, content_id) DO UPDATE SET completed_at = EXCLUDED.completed_at,
             completion_kind = EXCLUDED.completion_kind, watch_duration_seconds = EXCLUDED.watch_duration_seconds,
             total_duration_seconds = EXCLUDED.total_duration_seconds,
             completion_percentage = EXCLUDED.completion_percentage`,
          [
            userId,
            contentId,
            completedAt,
            event.type === 'VideoCompleted' ? 'video' : 'article',
            watchDurationSeconds,
            totalDurationSeconds,
            completionPercentage,
          ],
        );
        return;
      }
      default:
        return;
    }
  },
};
