import { ContentEventSchema, pickContentFields, type ContentEvent, type ContentFields } from '@zen/contracts';
import { preparedStatement, type DbClient } from '@zen/platform';
import type { Projection } from '../runner/projection.ts';
import { applyInRuns } from '../runner/runs.ts';

export const CONTENT_CATALOGUE = 'content-catalogue';

const CATALOGUE_COLUMNS = `id, type, content_number, title, identifier, description, keywords, application,
  module, level, url, thumbnail, learning_journey, created_at, updated_at`;

const ON_CONFLICT_REPLACE = `ON CONFLICT (id) DO UPDATE SET
       type = EXCLUDED.type, content_number = EXCLUDED.content_number, title = EXCLUDED.title,
       identifier = EXCLUDED.identifier, description = EXCLUDED.description, keywords = EXCLUDED.keywords,
       application = EXCLUDED.application, module = EXCLUDED.module, level = EXCLUDED.level,
       url = EXCLUDED.url, thumbnail = EXCLUDED.thumbnail, learning_journey = EXCLUDED.learning_journey,
       updated_at = EXCLUDED.updated_at`;

const UPSERT = preparedStatement(
  `INSERT INTO content_catalogue AS c (${CATALOGUE_COLUMNS})
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
   ${ON_CONFLICT_REPLACE}`,
);
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
  client.query(UPSERT, [
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
    updatedAt,
  ]);

const INSERT_CREATED = preparedStatement(
  `INSERT INTO content_catalogue AS c (${CATALOGUE_COLUMNS})
     SELECT (d->>'contentId')::int, d->>'type', d->>'contentNumber', d->>'title', d->>'identifier',
            d->>'description',
            ARRAY(SELECT k FROM jsonb_array_elements_text(d->'keywords') WITH ORDINALITY AS t(k, n) ORDER BY n),
            d->>'application', d->>'module', d->>'level', d->>'url', d->>'thumbnail', d->>'learningJourney',
            (d->>'createdAt')::timestamptz, (d->>'createdAt')::timestamptz
       FROM (SELECT message_data AS d FROM emt_messages
              WHERE global_position = ANY($1::bigint[]) AND message_type = 'ContentCreated'
                AND is_archived = false AND message_kind = 'E') AS events
     ${ON_CONFLICT_REPLACE}`,
);
/**
 * Every ContentCreated event at `positions`, inserted straight from the log's JSON: a rebuild
 * (and a burst of creations) is mostly creations, and their data never needs to travel to Node
 * and back. The JSON is the event's data as the decider validated it (ContentCreatedSchema); the
 * keywords keep their order.
 */
const insertCreated = (client: DbClient, positions: readonly number[]) =>
  client.query(INSERT_CREATED, [positions]);

const MOVE_TO_DELETED = preparedStatement(
  `WITH gone AS (DELETE FROM content_catalogue WHERE id = $1 RETURNING *)
   INSERT INTO content_catalogue_deleted
     (id, type, content_number, title, identifier, description, keywords, application, module, level,
      url, thumbnail, learning_journey, created_at, updated_at, deleted_at, deleted_by)
   SELECT id, type, content_number, title, identifier, description, keywords, application, module, level,
          url, thumbnail, learning_journey, created_at, updated_at, $2, $3
     FROM gone
   ON CONFLICT (id) DO NOTHING`,
);
/**
 * A deleted item moves to content_catalogue_deleted with who deleted it when: Data Recovery lists
 * it from there, and a restore takes its creation time back, so it does not pose as new content.
 */
const moveToDeleted = (client: DbClient, id: number, deletedBy: string, deletedAt: string) =>
  client.query(MOVE_TO_DELETED, [id, deletedAt, deletedBy]);

const TAKE_FROM_DELETED = preparedStatement(
  'DELETE FROM content_catalogue_deleted WHERE id = $1 RETURNING created_at',
);
/** Takes an item out of content_catalogue_deleted; answers its creation time, if it was there. */
const takeFromDeleted = async (client: DbClient, id: number): Promise<string | undefined> => {
  const { rows } = await client.query<{ created_at: Date }>(TAKE_FROM_DELETED, [id]);
  return rows[0]?.created_at.toISOString();
};

/** One event's effect on the catalogue. */
const applyOne = async (client: DbClient, event: ContentEvent): Promise<void> => {
  switch (event.type) {
    case 'ContentCreated':
    case 'ContentUpdated': {
      const fields = pickContentFields(event.data);
      const at = event.type === 'ContentCreated' ? event.data.createdAt : event.data.updatedAt;
      await upsert(client, event.data.contentId, fields, at);
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
      return;
    }
  }
};

/** The content catalogue read model: what the admin list and customer search read. */
export const contentCatalogueProjection: Projection = {
  name: CONTENT_CATALOGUE,
  eventTypes: ['ContentCreated', 'ContentUpdated', 'ContentDeleted', 'ContentRestored'],
  tables: ['content_catalogue', 'content_catalogue_deleted'],
  // Its B-trees are built once after the load, not row by row.
  rebuildIntoFreshTables: true,
  // Creations are inserted from the log's own JSON (insertCreated): only the others' data is read.
  dataTypes: ['ContentUpdated', 'ContentDeleted', 'ContentRestored'],
  // Consecutive creations are written together; anything else is applied in its place.
  applyBatch: (client, logged) =>
    applyInRuns<{ created: number }>(
      logged,
      (entry) =>
        entry.type === 'ContentCreated' ? { kind: 'created', row: entry.globalPosition } : undefined,
      {
        created: (positions) => insertCreated(client, positions),
      },
      (entry) => applyOne(client, ContentEventSchema.parse(entry)),
    ),
};
