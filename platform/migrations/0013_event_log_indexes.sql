-- The projections read the log in (transaction id, global position) order from their checkpoint,
-- and a command waiting to read its own write looks its event up by global position. Emmett's
-- table is keyed by stream only, so both were full scans that grew with the log: each batch and
-- each read-your-writes check read every event ever appended. These keep them index lookups.
CREATE INDEX IF NOT EXISTS emt_messages_log_order_idx ON emt_messages (transaction_id, global_position);
CREATE INDEX IF NOT EXISTS emt_messages_global_position_idx ON emt_messages (global_position);
