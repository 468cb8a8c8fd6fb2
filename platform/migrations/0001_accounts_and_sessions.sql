-- Accounts hold credentials, which never go into events (DESIGN §4). E-mails are stored lower-cased.
CREATE TABLE users (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email         text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text,
  first_name    text,
  last_name     text,
  is_active     boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- express-session store (connect-pg-simple's layout). `user_id` lets us end every session of an
-- account at once, e.g. when it is deactivated.
CREATE TABLE sessions (
  sid     varchar PRIMARY KEY,
  sess    json NOT NULL,
  expire  timestamp(6) NOT NULL,
  user_id uuid GENERATED ALWAYS AS (((sess -> 'passport') ->> 'user')::uuid) STORED
);
CREATE INDEX sessions_expire_idx ON sessions (expire);
CREATE INDEX sessions_user_idx ON sessions (user_id);
