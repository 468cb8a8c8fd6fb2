-- The Zoho CRM connection (DESIGN §4: OAuth tokens live in an ordinary table, never in events).
-- One provider, one connection: a single row. Tokens are encrypted by command-service before they
-- are written (AES-256-GCM, see command-service/src/crm/token-crypto.ts), so a database dump or
-- backup does not hand out access to the CRM. The accounts server and API domain are the data
-- centre's, as Zoho reported them when the connection was made.
CREATE TABLE crm_tokens (
  id                smallint PRIMARY KEY CHECK (id = 1),
  access_token_enc  text,
  refresh_token_enc text NOT NULL,
  expires_at        timestamptz,
  api_domain        text,
  accounts_url      text,
  updated_at        timestamptz NOT NULL DEFAULT now()
);
