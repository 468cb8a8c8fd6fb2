import { FavouriteAddedSchema, FavouriteRemovedSchema, type FavouriteAdded } from '@zen/contracts';
import { preparedStatement } from '@zen/platform';
import type { Projection } from '../runner/projection.ts';
import { applyInRuns } from '../runner/runs.ts';

export const LEARNER_FAVOURITES = 'learner-favourites';

const ADD_FAVOURITES = preparedStatement(
  `INSERT INTO learner_favourites (user_id, content_id, favorited_at)
   SELECT * FROM unnest($1::uuid[], $2::int[], $3::timestamptz[])
   ON CONFLICT DO NOTHING`,
);
const REMOVE_FAVOURITE = preparedStatement(
  'DELETE FROM learner_favourites WHERE user_id = $1 AND content_id = $2',
);

/** Each learner's favourites (spec §3 user_favorites), keyed by account, not browser session. */
export const learnerFavouritesProjection: Projection = {
  name: LEARNER_FAVOURITES,
  eventTypes: ['FavouriteAdded', 'FavouriteRemoved'],
  tables: ['learner_favourites'],
  // Consecutive favourites in one statement; a removal in between is applied in its place.
  applyBatch: (client, events) =>
    applyInRuns<{ added: FavouriteAdded['data'] }>(
      events,
      (logged) =>
        logged.type === 'FavouriteAdded'
          ? { kind: 'added', row: FavouriteAddedSchema.parse(logged).data }
          : undefined,
      {
        // DO NOTHING also passes over the same favourite twice in one run: the first stands.
        added: (rows) =>
          client.query(ADD_FAVOURITES, [
            rows.map((row) => row.userId),
            rows.map((row) => row.contentId),
            rows.map((row) => row.addedAt),
          ]),
      },
      async (logged) => {
        const { userId, contentId } = FavouriteRemovedSchema.parse(logged).data;
        await client.query(REMOVE_FAVOURITE, [userId, contentId]);
      },
    ),
};
