import { LearnerEventSchema } from '@zen/contracts';
import { preparedStatement } from '@zen/platform';
import type { Projection } from '../runner/projection.ts';

export const LEARNER_ACTIVITY = 'learner-activity';

const RECORD_VIEW = preparedStatement(
  `INSERT INTO learner_activity (global_position, user_id, email_domain, action, content_id, occurred_at)
   VALUES ($1, $2, $3, 'view', $4, $5) ON CONFLICT DO NOTHING`,
);
const RECORD_SEARCH = preparedStatement(
  `INSERT INTO learner_activity (global_position, user_id, email_domain, action, search_query, occurred_at)
   VALUES ($1, $2, $3, 'search', $4, $5) ON CONFLICT DO NOTHING`,
);

/**
 * Views and searches (spec §3 user_activity) for the analytics dashboard: one row per event,
 * keyed by its place in the log so that a rebuild writes identical rows. Analytics may lag
 * (DESIGN §4), so no command waits for this read model.
 */
export const learnerActivityProjection: Projection = {
  name: LEARNER_ACTIVITY,
  eventTypes: ['ContentViewed', 'SearchPerformed'],
  tables: ['learner_activity'],
  apply: async (client, logged) => {
    const event = LearnerEventSchema.parse({ type: logged.type, data: logged.data });
    switch (event.type) {
      case 'ContentViewed':
        await client.query(RECORD_VIEW, [
          logged.globalPosition,
          event.data.userId,
          event.data.emailDomain,
          event.data.contentId,
          event.data.viewedAt,
        ]);
        return;
      case 'SearchPerformed':
        await client.query(RECORD_SEARCH, [
          logged.globalPosition,
          event.data.userId,
          event.data.emailDomain,
          event.data.query,
          event.data.searchedAt,
        ]);
        return;
      default:
        return;
    }
  },
};
