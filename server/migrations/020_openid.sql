-- OpenID Connect login (issue 18, docs/openid-login.md): the logins under way, the one-time codes the callback
-- hands the browser, and the provider sessions behind portal sessions (for RP-initiated logout).

-- Which provider an external account came from (`<instance>:<provider id>`); null for local accounts.
ALTER TABLE users ADD COLUMN identity_provider text;

-- A login under way: found by its state AND the browser's binding cookie (both stored as SHA-256 digests).
CREATE TABLE openid_transactions (
  state_hash     text PRIMARY KEY,
  browser_hash   text NOT NULL,
  instance       text NOT NULL,
  button         text NOT NULL,
  provider       text NOT NULL,
  language       text NOT NULL,
  purpose        text NOT NULL CHECK (purpose IN ('login', 'forgot-username')),
  nonce          text NOT NULL,
  code_verifier  text NOT NULL,
  expires_at     timestamptz NOT NULL
);
CREATE INDEX openid_transactions_expires_idx ON openid_transactions (expires_at);

-- The one-time code of a finished login: single use, short-lived, bound to the same browser.
CREATE TABLE openid_login_codes (
  code_hash      text PRIMARY KEY,
  browser_hash   text NOT NULL,
  user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  instance       text NOT NULL,
  provider       text NOT NULL,
  language       text NOT NULL,
  -- the provider's session id (`sid` of the ID token), for RP-initiated logout
  provider_sid   text,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);
CREATE INDEX openid_login_codes_expires_idx ON openid_login_codes (expires_at);

-- A portal session (its token's jti) that came from a provider: logout ends the provider's session too.
CREATE TABLE openid_sessions (
  jti            text PRIMARY KEY,
  instance       text NOT NULL,
  provider       text NOT NULL,
  language       text NOT NULL,
  provider_sid   text,
  expires_at     timestamptz NOT NULL
);
CREATE INDEX openid_sessions_expires_idx ON openid_sessions (expires_at);
