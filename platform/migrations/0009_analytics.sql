-- Staff insight (issue 9): the analytics read model and User Management's search.

-- Read model: analytics (projections/src/analytics). Counts are kept per UTC day, so every card,
-- list and chart of the dashboard's date range (7, 30, 90 days, all time) sums a few rows per
-- day instead of scanning every view and search ever made. Rows are adjusted once per batch.

-- The last title of every item ever created: a deleted item keeps its views and its name.
CREATE TABLE analytics_content_titles (
  content_id integer PRIMARY KEY,
  title      text NOT NULL
);

-- Views per item per day: Most Viewed Content, Total Content Views and views per day.
CREATE TABLE analytics_daily_content_views (
  day        date NOT NULL,
  content_id integer NOT NULL,
  views      integer NOT NULL,
  PRIMARY KEY (day, content_id)
);

-- Each learner's views and searches per day, with the e-mail domain of the account (a company):
-- Company Usage Analytics, Active Companies, Most Active Users.
CREATE TABLE analytics_daily_user_activity (
  day            date NOT NULL,
  user_id        uuid NOT NULL,
  email_domain   text NOT NULL,
  views          integer NOT NULL,
  searches       integer NOT NULL,
  last_active_at timestamptz NOT NULL,
  PRIMARY KEY (day, user_id)
);
CREATE INDEX analytics_daily_user_activity_user_idx ON analytics_daily_user_activity (user_id, day);

-- Searches per normalised term per day, how many found nothing, and how many were followed by a
-- view within the search session (click-through).
CREATE TABLE analytics_daily_search_terms (
  day                     date NOT NULL,
  term                    text NOT NULL,
  searches                integer NOT NULL,
  without_results         integer NOT NULL,
  followed_by_view        integer NOT NULL,
  last_searched_at        timestamptz,
  last_without_results_at timestamptz,
  PRIMARY KEY (day, term)
);

-- Each learner's latest search, until a view credits it or a newer search replaces it.
CREATE TABLE analytics_open_searches (
  user_id     uuid PRIMARY KEY,
  day         date NOT NULL,
  term        text NOT NULL,
  searched_at timestamptz NOT NULL
);

-- User Management's search box: any part of a name, e-mail, company or job title, as a person
-- types it. A trigram index answers "contains" searches without reading every profile.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX user_profiles_search_idx ON user_profiles USING gin (
  (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email || ' ' ||
         coalesce(company_name, '') || ' ' || coalesce(job_title, ''))) gin_trgm_ops
);
CREATE INDEX user_profiles_company_idx ON user_profiles (company_name);
CREATE INDEX user_profiles_name_idx ON user_profiles (lower(last_name), lower(first_name), email);
