-- Sign-ups waiting for their owner to confirm the address (DESIGN §8): the account is made only
-- when the mailed link is opened with the password chosen at sign-up, so no one can take an
-- address they cannot read: a customer's who has not signed up yet, or any on the provider's
-- domain, which would make them staff. Only the token's hash and the chosen password's argon2
-- hash are kept; a row goes once its account is made, or after its hour.
CREATE TABLE registration_confirmations (
  id            bigserial PRIMARY KEY,
  email         text NOT NULL CHECK (email = lower(email)),
  password_hash text NOT NULL,
  token_hash    bytea NOT NULL UNIQUE,
  expires_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registration_confirmations_email_idx ON registration_confirmations (email);
