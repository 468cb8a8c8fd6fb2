-- The append notification names the event types appended, so a projection runner wakes only for
-- events it reads: before, every append woke every runner (eleven of them) to read the log and
-- find nothing to do, which cost more than the append itself. Runners still read the log on
-- their idle poll, so nothing is missed if a notification is; '' still means "look".
-- emt_messages is partitioned; a statement trigger on the parent may use a transition table.
CREATE OR REPLACE FUNCTION zen_notify_events_appended() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  types text := (SELECT string_agg(DISTINCT message_type, ',') FROM appended);
BEGIN
  -- A payload must stay under 8000 bytes; too many types to name wakes everyone instead.
  PERFORM pg_notify('zen_events_appended',
                    CASE WHEN types IS NULL OR length(types) > 4000 THEN '' ELSE types END);
  RETURN NULL;
END $$;
DROP TRIGGER zen_events_appended ON emt_messages;
CREATE TRIGGER zen_events_appended
  AFTER INSERT ON emt_messages
  REFERENCING NEW TABLE AS appended
  FOR EACH STATEMENT EXECUTE FUNCTION zen_notify_events_appended();
