import {
  ADMIN_ONLY_SETUP,
  ContentCreatedSchema,
  ContentEventSchema,
  pickContentFields,
  type ContentEvent,
  type ContentFields,
} from '@zen/contracts';
import type { DbClient } from '@zen/platform';
import type { BatchScratch, Projection } from '../runner/projection.ts';
import { applyInRuns } from '../runner/runs.ts';

export const CONTENT_CATALOGUE = 'content-catalogue';

/**
 * The search document: ids, numbers and identifiers as exact words and the title weigh most,
 * then keywords, then the description. The 'simple' configuration keeps words unstemmed, so
 * prefix search matches what people type. Written over column expressions, so the one-row and
 * the many-row statements below build it the same way. The words that weigh most are parsed in
 * one call: each call and each concatenation of vectors costs, and a rebuild of 50 000 items spent
 * a quarter less on this document without the fourth (positions differ; nothing ranks by them).
 */
const searchVector = (c: {
  id: string;
  contentNumber: string;
  identifier: string;
  title: string;
  keywords: string;
  description: string;
}) => `
  setweight(to_tsvector('simple', ${c.id} || ' ' || coalesce(${c.contentNumber}, '') || ' ' || coalesce(${c.identifier}, '') || ' ' || ${c.title}), 'A') ||
  setweight(to_tsvector('simple', array_to_string(${c.keywords}, ' ')), 'B') ||
  setweight(to_tsvector('simple', ${c.description}), 'C')`;

const SEARCH_VECTOR = searchVector({
  id: '$15',
  contentNumber: '$3',
  identifier: '$5',
  title: '$4',
  keywords: '$7::text[]',
  description: '$6',
});

const CATALOGUE_COLUMNS = `id, type, content_number, title, identifier, description, keywords, application,
  module, level, url, thumbnail, learning_journey, search, created_at, updated_at`;

const ON_CONFLICT_REPLACE = `ON CONFLICT (id) DO UPDATE SET
       type = EXCLUDED.type, content_number = EXCLUDED.content_number, title = EXCLUDED.title,
       identifier = EXCLUDED.identifier, description = EXCLUDED.description, keywords = EXCLUDED.keywords,
       application = EXCLUDED.application, module = EXCLUDED.module, level = EXCLUDED.level,
       url = EXCLUDED.url, thumbnail = EXCLUDED.thumbnail, learning_journey = EXCLUDED.learning_journey,
       search = EXCLUDED.search, updated_at = EXCLUDED.updated_at`;

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
    `INSERT INTO content_catalogue AS c (${CATALOGUE_COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, ${SEARCH_VECTOR}, $14, $16)
     ${ON_CONFLICT_REPLACE}`,
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

type CreatedRow = ContentFields & { id: number; createdAt: string };

/**
 * Many new items in one statement: a rebuild (and a burst of creations) is mostly ContentCreated
 * events, and one round trip and one plan per item is what made it slower than plain INSERTs.
 */
const insertCreated = (client: DbClient, rows: readonly CreatedRow[]) =>
  client.query(
    `INSERT INTO content_catalogue AS c (${CATALOGUE_COLUMNS})
     SELECT r.id, r."type", r."contentNumber", r.title, r.identifier, r.description, r.keywords, r.application,
            r.module, r.level, r.url, r.thumbnail, r."learningJourney",
            ${searchVector({
              id: 'r.id::text',
              contentNumber: 'r."contentNumber"',
              identifier: 'r.identifier',
              title: 'r.title',
              keywords: 'r.keywords',
              description: 'r.description',
            })},
            r."createdAt", r."createdAt"
       FROM jsonb_to_recordset($1::jsonb) AS r(id integer, "type" text, "contentNumber" text, title text,
            identifier text, description text, keywords text[], application text, module text, level text,
            url text, thumbnail text, "learningJourney" text, "createdAt" timestamptz)
     ${ON_CONFLICT_REPLACE}`,
    [JSON.stringify(rows)],
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

/** One event's effect on the catalogue (and on the batch's count adjustments). */
const applyOne = async (client: DbClient, event: ContentEvent, counts: BatchScratch): Promise<void> => {
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
};

/** The content catalogue read model: what the admin list and customer search read. */
export const contentCatalogueProjection: Projection = {
  name: CONTENT_CATALOGUE,
  eventTypes: ['ContentCreated', 'ContentUpdated', 'ContentDeleted', 'ContentRestored'],
  tables: ['content_catalogue', 'content_catalogue_counts', 'content_catalogue_deleted'],
  // A GIN over the search text and six B-trees: built once after the load, not row by row.
  rebuildIntoFreshTables: true,
  // Consecutive creations are written together; anything else is applied in its place.
  applyBatch: (client, logged, counts) =>
    applyInRuns<{ created: CreatedRow }>(
      logged,
      (entry) => {
        if (entry.type !== 'ContentCreated') return undefined;
        const { data } = ContentCreatedSchema.parse(entry);
        return {
          kind: 'created',
          row: { ...pickContentFields(data), id: data.contentId, createdAt: data.createdAt },
        };
      },
      {
        created: (rows) => {
          for (const row of rows) addTo(counts, row, +1);
          return insertCreated(client, rows);
        },
      },
      (entry) => applyOne(client, ContentEventSchema.parse(entry), counts),
    ),
  // The "Y" of 'X of Y items' per kind of user, adjusted once per batch by what its events changed:
  // one statement for every key the batch touched.
  afterBatch: async (client, counts) => {
    const changes = [...counts]
      .filter(([, delta]) => delta !== 0)
      .map(([key, delta]) => {
        const [application, module, adminOnly] = JSON.parse(key) as [string, string, boolean];
        return { application, module, adminOnly, delta };
      });
    if (changes.length === 0) return;
    await client.query(
      `INSERT INTO content_catalogue_counts AS c (application, module, admin_only, items)
       SELECT application, module, "adminOnly", delta
         FROM jsonb_to_recordset($1::jsonb) AS r(application text, module text, "adminOnly" boolean, delta integer)
       ON CONFLICT (application, module, admin_only) DO UPDATE SET items = c.items + EXCLUDED.items`,
      [JSON.stringify(changes)],
    );
    // A module whose last item went leaves no row, as a rebuild would not write one.
    if (changes.some(({ delta }) => delta < 0)) {
      await client.query('DELETE FROM content_catalogue_counts WHERE items = 0');
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
