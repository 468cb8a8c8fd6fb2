-- Each service process caches sessions and accounts in memory so an authenticated request does
-- not read two rows first (platform/src/auth/auth-cache.ts). These notifications drop a cached
-- entry on every replica the moment its row changes: a session ended (sign-out, deactivation,
-- password reset, expiry pruning) or an account's profile changed (deactivation, CRM sync, edits).
CREATE FUNCTION zen_notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('zen_session_ended', OLD.sid);
  RETURN NULL;
END $$;

CREATE TRIGGER zen_session_ended AFTER DELETE OR UPDATE ON sessions
  FOR EACH ROW EXECUTE FUNCTION zen_notify_session_ended();

CREATE FUNCTION zen_notify_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('zen_account_changed', COALESCE(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END $$;

CREATE TRIGGER zen_account_changed AFTER INSERT OR UPDATE OR DELETE ON user_profiles
  FOR EACH ROW EXECUTE FUNCTION zen_notify_account_changed();

CREATE FUNCTION zen_notify_credentials_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('zen_account_changed', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END $$;

CREATE TRIGGER zen_credentials_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION zen_notify_credentials_changed();
