-- Rate-limit counters shared by every command-service replica (express-rate-limit's store,
-- command-service/src/accounts/rate-limit-store.ts). Kept per process, a limit of 10 sign-in
-- attempts behind two replicas would allow 20; here every replica counts in the same row.
-- A counter is one fixed window: the first hit after reset_at starts a new one.
CREATE TABLE rate_limit_hits (
  key      text PRIMARY KEY,
  hits     integer NOT NULL,
  reset_at timestamptz NOT NULL
);

-- Expired windows are swept by reset_at.
CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at);
