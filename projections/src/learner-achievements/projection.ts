import { LearnerEventSchema } from '@zen/contracts';
import { preparedStatement } from '@zen/platform';
import type { Projection } from '../runner/projection.ts';

export const LEARNER_ACHIEVEMENTS = 'learner-achievements';

const RECORD_BADGE = preparedStatement(
  'INSERT INTO learner_badges (user_id, badge_type, earned_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
);
const RECORD_MILESTONE = preparedStatement(
  `INSERT INTO learner_milestones (user_id, milestone_type, current_value, target_value, completed_at)
   VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
);

/** Badges earned and milestones reached (spec §3 user_badges, learning_milestones). */
export const learnerAchievementsProjection: Projection = {
  name: LEARNER_ACHIEVEMENTS,
  eventTypes: ['BadgeEarned', 'MilestoneReached'],
  tables: ['learner_badges', 'learner_milestones'],
  apply: async (client, logged) => {
    const event = LearnerEventSchema.parse({ type: logged.type, data: logged.data });
    switch (event.type) {
      case 'BadgeEarned':
        await client.query(RECORD_BADGE, [event.data.userId, event.data.badgeType, event.data.earnedAt]);
        return;
      case 'MilestoneReached':
        await client.query(RECORD_MILESTONE, [
          event.data.userId,
          event.data.milestoneType,
          event.data.currentValue,
          event.data.targetValue,
          event.data.reachedAt,
        ]);
        return;
      default:
        return;
    }
  },
};
