import { SynonymEventSchema } from '@zen/contracts';
import type { Projection } from '../runner/projection.ts';

export const SEARCH_SYNONYMS = 'search-synonyms';

/** The synonym groups staff keep (issue 11), from the `search-synonyms` stream. */
export const searchSynonymsProjection: Projection = {
  name: SEARCH_SYNONYMS,
  eventTypes: ['SynonymGroupSaved', 'SynonymGroupRemoved'],
  tables: ['search_synonyms'],
  apply: async (client, logged) => {
    const event = SynonymEventSchema.parse({ type: logged.type, data: logged.data });
    switch (event.type) {
      case 'SynonymGroupSaved': {
        const { groupId, terms, savedAt } = event.data;
        await client.query(
          `INSERT INTO search_synonyms (id, terms, created_at, updated_at) VALUES ($1, $2, $3, $3)
           ON CONFLICT (id) DO UPDATE SET terms = EXCLUDED.terms, updated_at = EXCLUDED.updated_at`,
          [groupId, terms, savedAt],
        );
        return;
      }
      case 'SynonymGroupRemoved':
        await client.query('DELETE FROM search_synonyms WHERE id = $1', [event.data.groupId]);
        return;
    }
  },
};
