-- Company user guides and their baseline template (issue 10): read models of the template-{id}
-- and guide-{id} streams (spec §3 user_guide_* tables). Page content is JSON as the events carry
-- it; every HTML field in it was sanitised before the event was appended.

-- Read model: templates and their module pages (projections/src/guide-templates).
CREATE TABLE user_guide_templates (
  id          integer PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  description text NOT NULL,
  is_active   boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);

CREATE TABLE user_guide_template_pages (
  template_id  integer NOT NULL,
  id           text NOT NULL,
  module_id    text NOT NULL,
  application  text NOT NULL,
  title        text NOT NULL,
  content      jsonb NOT NULL,
  is_draft     boolean NOT NULL DEFAULT true,
  published_at timestamptz,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (template_id, id),
  -- One page per template and module (spec §3).
  UNIQUE (template_id, application, module_id)
);

-- Read model: company guides, their pages and who else may read them (projections/src/user-guides).
-- A guide's id is its company slug, so the slug is unique as the spec requires.
CREATE TABLE user_guides (
  id            text PRIMARY KEY,
  company_name  text NOT NULL,
  company_slug  text NOT NULL UNIQUE,
  title         text NOT NULL,
  description   text NOT NULL,
  template_id   integer NOT NULL,
  contact_name  text,
  contact_email text,
  is_active     boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX user_guides_created_idx ON user_guides (created_at DESC, id);

CREATE TABLE user_guide_pages (
  user_guide_id text NOT NULL,
  id            text NOT NULL,
  module_id     text NOT NULL,
  application   text NOT NULL,
  title         text NOT NULL,
  content       jsonb NOT NULL,
  is_draft      boolean NOT NULL DEFAULT true,
  published_at  timestamptz,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (user_guide_id, id),
  UNIQUE (user_guide_id, application, module_id)
);
-- "Has the company a guide to read": an active guide with a published page.
CREATE INDEX user_guide_pages_published_idx ON user_guide_pages (user_guide_id)
  WHERE NOT is_draft AND published_at IS NOT NULL;

CREATE TABLE user_guide_access (
  user_guide_id text NOT NULL,
  email         text NOT NULL CHECK (email = lower(email)),
  company_name  text,
  has_access    boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (user_guide_id, email)
);
CREATE INDEX user_guide_access_email_idx ON user_guide_access (email) WHERE has_access;
