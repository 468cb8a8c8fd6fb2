-- Read model: the content catalogue (projections/src/content-catalogue).
CREATE TABLE content_catalogue (
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
  -- Written by the projection: ids and numbers are matched as words, titles weigh most.
  search           tsvector NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL
);
CREATE INDEX content_catalogue_search_idx ON content_catalogue USING gin (search);
CREATE INDEX content_catalogue_filters_idx ON content_catalogue (application, module, level, type);
CREATE INDEX content_catalogue_journey_idx ON content_catalogue (learning_journey);
CREATE INDEX content_catalogue_title_idx ON content_catalogue (lower(title), id);
