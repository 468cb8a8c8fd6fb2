-- Projections read the global log in (transaction_id, global_position) order, the order in which
-- transactions become visible; these indexes keep that read and the read-your-writes wait cheap.
CREATE INDEX IF NOT EXISTS emt_messages_log_order_idx ON emt_messages (transaction_id, global_position);
CREATE INDEX IF NOT EXISTS emt_messages_global_position_idx ON emt_messages (global_position);

-- Wake consumers when events are committed; NOTIFY is delivered at commit and folds duplicates.
CREATE FUNCTION zen_notify_events_appended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('zen_events_appended', '');
  RETURN NULL;
END $$;
CREATE TRIGGER zen_events_appended
  AFTER INSERT ON emt_messages
  FOR EACH STATEMENT EXECUTE FUNCTION zen_notify_events_appended();

-- One row per projection: how far into the log its read model is.
CREATE TABLE projection_checkpoints (
  name                   text PRIMARY KEY,
  last_transaction_id    xid8 NOT NULL DEFAULT '0',
  last_global_position   bigint NOT NULL DEFAULT 0,
  updated_at             timestamptz NOT NULL DEFAULT now()
);

-- Numeric content ids (spec §3), allocated before the ContentCreated event is appended.
CREATE SEQUENCE content_id_seq;
