import { ADMIN_ONLY_SETUP, ContentEventSchema, pickContentFields, type ContentFields } from '@zen/contracts';
import type { DbClient } from '@zen/platform';
import type { BatchScratch, Projection } from '../runner/projection.ts';

export const CONTENT_CATALOGUE = 'content-catalogue';

/**
 * The search document: ids, numbers and identifiers as exact words and the title weigh most,
 * then keywords, then the description. The 'simple' configuration keeps words unstemmed, so
 * prefix search matches what people type.
 */
const SEARCH_VECTOR = `
  setweight(to_tsvector('simple', $15 || ' ' || coalesce($3, '') || ' ' || coalesce($5, '')), 'A') ||
  setweight(to_tsvector('simple', $4), 'A') ||
  setweight(to_tsvector('simple', array_to_string($7::text[], ' ')), 'B') ||
  setweight(to_tsvector('simple', $6), 'C')`;

/**
 * Inserts or replaces an item. A new row takes `createdAt` (and `updatedAt`, which defaults to
 * it); an existing one keeps its creation time and takes `updatedAt`.
 */
const upsert = (
  client: DbClient,
  id: number,
  fields: ContentFields,
  createdAt: string,
  updatedAt = createdAt,
) =>
  client.query(
    `INSERT INTO content_catalogue AS c
       (id, type, content_number, title, identifier, description, keywords, application, module, level,
        url, thumbnail, learning_journey, search, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, ${SEARCH_VECTOR}, $14, $16)
     ON CONFLICT (id) DO UPDATE SET
       type = EXCLUDED.type, content_number = EXCLUDED.content_number, title = EXCLUDED.title,
       identifier = EXCLUDED.identifier, description = EXCLUDED.description, keywords = EXCLUDED.keywords,
       application = EXCLUDED.application, module = EXCLUDED.module, level = EXCLUDED.level,
       url = EXCLUDED.url, thumbnail = EXCLUDED.thumbnail, learning_journey = EXCLUDED.learning_journey,
       search = EXCLUDED.search, updated_at = EXCLUDED.updated_at`,
    [
      id,
      fields.type,
      fields.contentNumber,
      fields.title,
      fields.identifier,
      fields.description,
      fields.keywords,
      fields.application,
      fields.module,
      fields.level,
      fields.url,
      fields.thumbnail,
      fields.learningJourney,
      createdAt,
      String(id),
      updatedAt,
    ],
  );

/**
 * A deleted item moves to content_catalogue_deleted with who deleted it when: Data Recovery lists
 * it from there, and a restore takes its creation time back, so it does not pose as new content.
 */
const moveToDeleted = (client: DbClient, id: number, deletedBy: string, deletedAt: string) =>
  client.query(
    `WITH gone AS (DELETE FROM content_catalogue WHERE id = $1 RETURNING *)
     INSERT INTO content_catalogue_deleted
       (id, type, content_number, title, identifier, description, keywords, application, module, level,
        url, thumbnail, learning_journey, created_at, updated_at, deleted_at, deleted_by)
     SELECT id, type, content_number, title, identifier, description, keywords, application, module, level,
            url, thumbnail, learning_journey, created_at, updated_at, $2, $3
       FROM gone
     ON CONFLICT (id) DO NOTHING`,
    [id, deletedAt, deletedBy],
  );

/** Takes an item out of content_catalogue_deleted; answers its creation time, if it was there. */
const takeFromDeleted = async (client: DbClient, id: number): Promise<string | undefined> => {
  const { rows } = await client.query<{ created_at: Date }>(
    'DELETE FROM content_catalogue_deleted WHERE id = $1 RETURNING created_at',
    [id],
  );
  return rows[0]?.created_at.toISOString();
};

/** The content catalogue read model: what the admin list and customer search read. */
export const contentCatalogueProjection: Projection = {
  name: CONTENT_CATALOGUE,
  eventTypes: ['ContentCreated', 'ContentUpdated', 'ContentDeleted', 'ContentRestored'],
  tables: ['content_catalogue', 'content_catalogue_counts', 'content_catalogue_deleted'],
  apply: async (client, logged, counts) => {
    const event = ContentEventSchema.parse({ type: logged.type, data: logged.data });
    // A restored item is not in the catalogue, so like a created one it has no count to take back.
    if (event.type !== 'ContentCreated' && event.type !== 'ContentRestored') {
      const { rows } = await client.query<CountKeyRow>(
        'SELECT application, module, level FROM content_catalogue WHERE id = $1',
        [event.data.contentId],
      );
      if (rows[0]) addTo(counts, rows[0], -1);
    }
    switch (event.type) {
      case 'ContentCreated':
      case 'ContentUpdated': {
        const fields = pickContentFields(event.data);
        const at = event.type === 'ContentCreated' ? event.data.createdAt : event.data.updatedAt;
        await upsert(client, event.data.contentId, fields, at);
        addTo(counts, fields, +1);
        return;
      }
      case 'ContentDeleted':
        await moveToDeleted(client, event.data.contentId, event.data.deletedBy, event.data.deletedAt);
        return;
      case 'ContentRestored': {
        // Back in the catalogue, so back in search, journeys and favourites: the learner read
        // models keep their rows by id and join the catalogue (migration 0008).
        const fields = pickContentFields(event.data);
        const createdAt = (await takeFromDeleted(client, event.data.contentId)) ?? event.data.restoredAt;
        await upsert(client, event.data.contentId, fields, createdAt, event.data.restoredAt);
        addTo(counts, fields, +1);
        return;
      }
    }
  },
  // The "Y" of 'X of Y items' per kind of user, adjusted once per batch by what its events changed.
  afterBatch: async (client, counts) => {
    for (const [key, delta] of counts) {
      if (delta === 0) continue;
      const [application, module, adminOnly] = JSON.parse(key) as [string, string, boolean];
      await client.query(
        `INSERT INTO content_catalogue_counts AS c (application, module, admin_only, items) VALUES ($1, $2, $3, $4)
         ON CONFLICT (application, module, admin_only) DO UPDATE SET items = c.items + EXCLUDED.items`,
        [application, module, adminOnly, delta],
      );
      // A module whose last item went leaves no row, as a rebuild would not write one.
      await client.query(
        'DELETE FROM content_catalogue_counts WHERE application = $1 AND module = $2 AND admin_only = $3 AND items = 0',
        [application, module, adminOnly],
      );
    }
  },
};

type CountKeyRow = { application: string; module: string; level: string };

/**
 * Counts are kept per application, module (customers see only their modules) and whether the
 * item is setup material for admins only.
 */
const addTo = (counts: BatchScratch, item: CountKeyRow, delta: number): void => {
  const key = JSON.stringify([
    item.application,
    item.module,
    item.module === ADMIN_ONLY_SETUP || item.level === ADMIN_ONLY_SETUP,
  ]);
  counts.set(key, (counts.get(key) ?? 0) + delta);
};
