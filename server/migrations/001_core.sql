-- Core schema: accounts, customers and their usage places, auth state, audit trail, server keys.
-- Every row that belongs to a utility carries its instance id so each query can be scoped to the tenant.

CREATE TABLE users (
  id                      serial PRIMARY KEY,
  instance                text NOT NULL,
  username                text NOT NULL,
  sub                     uuid NOT NULL UNIQUE,
  password_hash           text,
  first_name              text NOT NULL DEFAULT '',
  last_name               text NOT NULL DEFAULT '',
  email                   text,
  phone_number            text,
  provider                text NOT NULL DEFAULT 'local' CHECK (provider IN ('local', 'external')),
  allow_local_login       boolean NOT NULL DEFAULT true,
  filled_with_dummy_data  boolean NOT NULL DEFAULT false,
  trusted_account         boolean,
  disabled                boolean NOT NULL DEFAULT false,
  failed_login_count      integer NOT NULL DEFAULT 0,
  last_failure_at         timestamptz,
  -- 'infinity' is a permanent lock (user_account_is_locked); a finite instant is a timed lockout
  locked_until            timestamptz,
  -- tokens issued before this instant are refused (set when a password is reset)
  tokens_not_before       timestamptz,
  created_on              timestamptz NOT NULL DEFAULT now(),
  last_login_on           timestamptz,
  ssn_encrypted           text
);
CREATE UNIQUE INDEX users_instance_username_key ON users (instance, lower(username));

CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role    text NOT NULL CHECK (role IN ('ROLE_USER', 'ROLE_ADMIN', 'ROLE_SUPERUSER', 'ROLE_SERVANT',
                                        'ROLE_SELLER', 'ROLE_SSN_VIEWER', 'ROLE_METER_CONTROL')),
  PRIMARY KEY (user_id, role)
);

CREATE TABLE customers (
  instance        text NOT NULL,
  customer_number text NOT NULL,
  first_name      text NOT NULL DEFAULT '',
  last_name       text NOT NULL DEFAULT '',
  full_name       text NOT NULL DEFAULT '',
  PRIMARY KEY (instance, customer_number)
);

CREATE TABLE usage_places (
  id                  serial PRIMARY KEY,
  instance            text NOT NULL,
  location_code       text NOT NULL,
  customer_number     text NOT NULL,
  grid_id             integer NOT NULL,
  name                text NOT NULL DEFAULT '',
  street              text NOT NULL DEFAULT '',
  zip_code            text NOT NULL DEFAULT '',
  city                text NOT NULL DEFAULT '',
  full_address        text NOT NULL DEFAULT '',
  gsrn_code           text,
  contract_identifier text,
  valid_from          date,
  valid_to            date,
  energy_types        text[] NOT NULL DEFAULT '{}',
  UNIQUE (instance, location_code),
  FOREIGN KEY (instance, customer_number) REFERENCES customers (instance, customer_number)
);
CREATE INDEX usage_places_customer_idx ON usage_places (instance, customer_number);

CREATE TABLE user_usage_places (
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  usage_place_id  integer NOT NULL REFERENCES usage_places (id) ON DELETE CASCADE,
  mapped_by_user  boolean NOT NULL DEFAULT false,
  PRIMARY KEY (user_id, usage_place_id)
);
CREATE INDEX user_usage_places_place_idx ON user_usage_places (usage_place_id);

CREATE TABLE revoked_tokens (
  jti        text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);

CREATE TABLE password_reset_codes (
  code_hash  text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX password_reset_codes_user_idx ON password_reset_codes (user_id);

CREATE TABLE audit_log (
  id             bigserial PRIMARY KEY,
  at             timestamptz NOT NULL DEFAULT now(),
  actor_user_id  integer,
  action         text NOT NULL,
  target         text,
  details        jsonb NOT NULL DEFAULT '{}'
);

-- Shared by every replica: the token signing key pair and the customerData HMAC secret.
CREATE TABLE server_keys (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Instances whose demo data was written: a second seed run (or a restart) adds nothing and never brings
-- back a demo account its user deleted.
CREATE TABLE demo_seed (
  instance  text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
