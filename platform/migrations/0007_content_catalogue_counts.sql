-- How many catalogue items each kind of user may see, kept by the content-catalogue projection
-- (adjusted once per batch). Replaces the partial index of 0004: on a freshly written catalogue
-- an index-only count still visits the heap, so that count cost a scan on every request.
DROP INDEX content_catalogue_customer_visible_idx;

CREATE TABLE content_catalogue_counts (
  application text NOT NULL,
  admin_only  boolean NOT NULL,
  items       integer NOT NULL,
  PRIMARY KEY (application, admin_only)
);

INSERT INTO content_catalogue_counts (application, admin_only, items)
SELECT application, module = 'Setup Configuration' OR level = 'Setup Configuration', count(*)
  FROM content_catalogue GROUP BY 1, 2;
