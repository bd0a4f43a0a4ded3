-- The rate limits' counters (issue 19 §4; docs/scale-out.md): in the database, so a limit counts a client's
-- requests on every replica together instead of once per process.
CREATE TABLE rate_limit_hits (
  bucket       text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL
);
CREATE INDEX rate_limit_hits_window_start ON rate_limit_hits (window_start);
