-- Failed logins are counted per (instance, lower-cased username) whether or not such a user exists, so a
-- lockout answer says nothing about which usernames are real (docs/security.md). users.locked_until keeps
-- only the permanent lock ('infinity', set by staff); its finite lockouts and counters are no longer used.
CREATE TABLE login_failures (
  instance            text NOT NULL,
  username_key        text NOT NULL,
  failed_login_count  integer NOT NULL,
  last_failure_at     timestamptz NOT NULL,
  locked_until        timestamptz,
  PRIMARY KEY (instance, username_key)
);
-- the sweep of rows whose lock and failure window are past
CREATE INDEX login_failures_last_failure_at ON login_failures (last_failure_at);

UPDATE users SET failed_login_count = 0, last_failure_at = NULL, locked_until = NULL
 WHERE locked_until IS NOT NULL AND isfinite(locked_until);
