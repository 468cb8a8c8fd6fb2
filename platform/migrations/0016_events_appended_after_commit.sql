-- The event store now sends the append notification itself, right after the append commits
-- (platform/src/events/append.ts). Sent from this trigger, inside the append's transaction, it
-- made PostgreSQL take its notify lock before the commit and hold it through the WAL flush, so
-- concurrent appends committed one after another.
DROP TRIGGER zen_events_appended ON emt_messages;
DROP FUNCTION zen_notify_events_appended();
