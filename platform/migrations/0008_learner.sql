-- The learner loop (issue 8): read models of the learner-{userId} streams. Rows name catalogue
-- items by id only; readers join content_catalogue, so a deleted item drops out of favourites,
-- journeys and progress without the learner tables having to follow ContentDeleted.

-- Read model: favourites (projections/src/learner-favourites).
CREATE TABLE learner_favourites (
  user_id      uuid NOT NULL,
  content_id   integer NOT NULL,
  favorited_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, content_id)
);
-- "Most favorited content" counts per item.
CREATE INDEX learner_favourites_content_idx ON learner_favourites (content_id);

-- Read model: each learner's state per item, started and completed (projections/src/learner-content).
CREATE TABLE learner_content (
  user_id                uuid NOT NULL,
  content_id             integer NOT NULL,
  started_at             timestamptz,
  completed_at           timestamptz,
  completion_kind        text CHECK (completion_kind IN ('video', 'article')),
  watch_duration_seconds double precision,
  total_duration_seconds double precision,
  completion_percentage  integer,
  PRIMARY KEY (user_id, content_id)
);
CREATE INDEX learner_content_completed_idx ON learner_content (content_id) WHERE completed_at IS NOT NULL;

-- Read model: badges earned and milestones reached (projections/src/learner-achievements).
CREATE TABLE learner_badges (
  user_id    uuid NOT NULL,
  badge_type text NOT NULL,
  earned_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, badge_type)
);
CREATE TABLE learner_milestones (
  user_id        uuid NOT NULL,
  milestone_type text NOT NULL,
  current_value  integer NOT NULL,
  target_value   integer NOT NULL,
  completed_at   timestamptz NOT NULL,
  PRIMARY KEY (user_id, milestone_type)
);

-- Read model: views and searches for analytics (projections/src/learner-activity). Keyed by the
-- event's global position, so a rebuild writes the very same rows. The e-mail domain is the
-- account's at the time of the event: "company usage" groups by it.
CREATE TABLE learner_activity (
  global_position bigint PRIMARY KEY,
  user_id         uuid NOT NULL,
  email_domain    text NOT NULL,
  action          text NOT NULL CHECK (action IN ('view', 'search')),
  content_id      integer,
  search_query    text,
  occurred_at     timestamptz NOT NULL,
  CHECK ((action = 'view') = (content_id IS NOT NULL)),
  CHECK ((action = 'search') = (search_query IS NOT NULL))
);
CREATE INDEX learner_activity_views_idx ON learner_activity (content_id, occurred_at) WHERE action = 'view';
CREATE INDEX learner_activity_searches_idx ON learner_activity (lower(search_query), occurred_at)
  WHERE action = 'search';
CREATE INDEX learner_activity_domain_idx ON learner_activity (email_domain, occurred_at);
CREATE INDEX learner_activity_user_idx ON learner_activity (user_id, occurred_at);

-- New Content: the newest items first, cut at ten, without sorting the catalogue.
CREATE INDEX content_catalogue_created_idx ON content_catalogue (created_at DESC, id DESC);

-- Module access (spec §2, §6) narrows a customer's "Y" of 'X of Y items' to modules, so the
-- catalogue counts are now kept per application and module.
DROP TABLE content_catalogue_counts;
CREATE TABLE content_catalogue_counts (
  application text NOT NULL,
  module      text NOT NULL,
  admin_only  boolean NOT NULL,
  items       integer NOT NULL,
  PRIMARY KEY (application, module, admin_only)
);
INSERT INTO content_catalogue_counts (application, module, admin_only, items)
SELECT application, module, module = 'Setup Configuration' OR level = 'Setup Configuration', count(*)
  FROM content_catalogue GROUP BY 1, 2, 3;
