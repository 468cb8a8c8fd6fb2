-- Data Recovery and the content export (issue 9).

-- Read model: deleted content (projections/src/content-catalogue, with the catalogue it leaves and
-- returns to). The item's last fields, so staff can see what they would restore, and its creation
-- time, which a restored item takes back.
CREATE TABLE content_catalogue_deleted (
  id               integer PRIMARY KEY,
  content_number   text,
  title            text NOT NULL,
  description      text NOT NULL,
  identifier       text,
  keywords         text[] NOT NULL DEFAULT '{}',
  application      text NOT NULL,
  module           text NOT NULL,
  level            text NOT NULL,
  type             text NOT NULL,
  url              text NOT NULL,
  thumbnail        text NOT NULL,
  learning_journey text,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  deleted_at       timestamptz NOT NULL,
  deleted_by       text NOT NULL
);
CREATE INDEX content_catalogue_deleted_at_idx ON content_catalogue_deleted (deleted_at DESC, id DESC);

-- Items deleted before this table existed: what the projection would have written, from the log,
-- up to the catalogue's checkpoint (locked, so the live projection cannot move on meanwhile; events
-- after it are applied by the projection itself).
WITH checkpoint AS (
  SELECT last_transaction_id, last_global_position
    FROM projection_checkpoints WHERE name = 'content-catalogue' FOR UPDATE
), content_events AS (
  SELECT m.stream_id, m.stream_position, m.message_type, m.message_data
    FROM emt_messages m, checkpoint c
   WHERE m.stream_id LIKE 'content-%' AND m.message_kind = 'E' AND NOT m.is_archived
     AND (m.transaction_id, m.global_position) <= (c.last_transaction_id, c.last_global_position)
), last_event AS (
  SELECT DISTINCT ON (stream_id) stream_id, stream_position, message_data
    FROM content_events ORDER BY stream_id, stream_position DESC
), deletion AS (
  SELECT l.stream_id, l.stream_position, l.message_data AS deleted
    FROM last_event l
   WHERE (SELECT message_type FROM content_events e
           WHERE e.stream_id = l.stream_id AND e.stream_position = l.stream_position) = 'ContentDeleted'
)
INSERT INTO content_catalogue_deleted
  (id, type, content_number, title, identifier, description, keywords, application, module, level,
   url, thumbnail, learning_journey, created_at, updated_at, deleted_at, deleted_by)
SELECT (d.deleted ->> 'contentId')::int,
       f.message_data ->> 'type', f.message_data ->> 'contentNumber', f.message_data ->> 'title',
       f.message_data ->> 'identifier', f.message_data ->> 'description',
       ARRAY(SELECT jsonb_array_elements_text(f.message_data -> 'keywords')),
       f.message_data ->> 'application', f.message_data ->> 'module', f.message_data ->> 'level',
       f.message_data ->> 'url', f.message_data ->> 'thumbnail', f.message_data ->> 'learningJourney',
       (created.message_data ->> 'createdAt')::timestamptz,
       coalesce(f.message_data ->> 'updatedAt', f.message_data ->> 'restoredAt',
                f.message_data ->> 'createdAt')::timestamptz,
       (d.deleted ->> 'deletedAt')::timestamptz,
       d.deleted ->> 'deletedBy'
  FROM deletion d
  CROSS JOIN LATERAL (
    SELECT e.message_data FROM content_events e
     WHERE e.stream_id = d.stream_id AND e.stream_position < d.stream_position
       AND e.message_type IN ('ContentCreated', 'ContentUpdated', 'ContentRestored')
     ORDER BY e.stream_position DESC LIMIT 1
  ) f
  CROSS JOIN LATERAL (
    SELECT e.message_data FROM content_events e
     WHERE e.stream_id = d.stream_id AND e.message_type = 'ContentCreated' LIMIT 1
  ) created;

-- xAPI statements (query-service/src/xapi) read learner activity in log order from a cursor.
CREATE INDEX emt_messages_learner_activity_idx ON emt_messages (transaction_id, global_position)
  WHERE message_type IN ('ContentViewed', 'SearchPerformed', 'VideoCompleted', 'ArticleCompleted');
