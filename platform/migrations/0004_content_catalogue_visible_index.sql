-- "X of Y items": Y counts what a customer may see. This narrow partial index lets that count
-- run as an index-only scan instead of reading the whole catalogue on every request.
CREATE INDEX content_catalogue_customer_visible_idx ON content_catalogue (application)
  WHERE module <> 'Setup Configuration' AND level <> 'Setup Configuration';
