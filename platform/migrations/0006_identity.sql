-- Identity (issue 3). `users` keeps only credentials; everything else about an account is in
-- its event stream (account-{id}) and read from the user_profiles read model.
ALTER TABLE users DROP COLUMN first_name, DROP COLUMN last_name, DROP COLUMN is_active;

-- E-mail domains whose people may use the portal (spec §6 "allowed domains store").
CREATE TABLE allowed_domains (
  domain     text PRIMARY KEY CHECK (domain = lower(domain)),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Password reset links: only a hash of the token is stored; single use, expiring (DESIGN §8).
CREATE TABLE password_resets (
  id         bigserial PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

-- Read model: profiles (projections/src/user-profiles).
CREATE TABLE user_profiles (
  user_id                uuid PRIMARY KEY,
  email                  text NOT NULL UNIQUE,
  first_name             text,
  last_name              text,
  mobile                 text,
  birthday               text,
  job_title              text,
  company_name           text,
  applications           text[] NOT NULL DEFAULT '{}',
  recruit_modules_access text[] NOT NULL DEFAULT '{}',
  people_modules_access  text[] NOT NULL DEFAULT '{}',
  support_contract       text,
  userguide_service      boolean NOT NULL DEFAULT false,
  has_user_guide         boolean NOT NULL DEFAULT false,
  crm_contact_id         text,
  last_crm_sync          timestamptz,
  is_active              boolean NOT NULL DEFAULT true,
  profile_completed      boolean NOT NULL DEFAULT false,
  registered_at          timestamptz NOT NULL,
  updated_at             timestamptz NOT NULL
);

-- Read model: what each customer's support package includes (same projection).
CREATE TABLE customer_service_access (
  user_id              uuid PRIMARY KEY,
  email                text NOT NULL UNIQUE,
  content_lookup       boolean NOT NULL DEFAULT true,
  instant_chat_support boolean NOT NULL DEFAULT false,
  support_tickets      boolean NOT NULL DEFAULT false,
  company_user_guide   boolean NOT NULL DEFAULT false,
  last_synced_at       timestamptz
);

-- Read model: the last CRM sync run (projections/src/crm-sync-status).
CREATE TABLE crm_sync_status (
  id           smallint PRIMARY KEY CHECK (id = 1),
  trigger      text NOT NULL,
  started_at   timestamptz NOT NULL,
  finished_at  timestamptz NOT NULL,
  synced_count integer NOT NULL,
  errors       jsonb NOT NULL
);
