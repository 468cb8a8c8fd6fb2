-- Search synonyms kept by staff (issue 11): groups of terms that mean the same to people searching,
-- from the search-synonyms stream. Every query-service replica loads them into its search index
-- and reloads them when this read model's checkpoint moves.
CREATE TABLE search_synonyms (
  id         uuid PRIMARY KEY,
  terms      text[] NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
