import { LearnerEventSchema } from '@zen/contracts';
import type { Projection } from '../runner/projection.ts';

export const LEARNER_FAVOURITES = 'learner-favourites';

/** Each learner's favourites (spec §3 user_favorites), keyed by account, not browser session. */
export const learnerFavouritesProjection: Projection = {
  name: LEARNER_FAVOURITES,
  eventTypes: ['FavouriteAdded', 'FavouriteRemoved'],
  tables: ['learner_favourites'],
  apply: async (client, logged) => {
    const event = LearnerEventSchema.parse({ type: logged.type, data: logged.data });
    switch (event.type) {
      case 'FavouriteAdded':
        await client.query(
          `INSERT INTO learner_favourites (user_id, content_id, favorited_at) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [event.data.userId, event.data.contentId, event.data.addedAt],
        );
        return;
      case 'FavouriteRemoved':
        await client.query('DELETE FROM learner_favourites WHERE user_id = $1 AND content_id = $2', [
          event.data.userId,
          event.data.contentId,
        ]);
        return;
      default:
        return;
    }
  },
};
