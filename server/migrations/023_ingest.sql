-- Ingest of metering deliveries (issue 19 §2; docs/metering-store.md "Ingest").
-- A machine client: a system of the utility (a Datahub connection, a head-end) with its own credential and
-- role, not a person's login. The secret is random (32 bytes), so its SHA-256 is what is kept.
CREATE TABLE machine_clients (
  id            text PRIMARY KEY,
  instance      text NOT NULL,
  name          text NOT NULL,
  role          text NOT NULL CHECK (role IN ('metering_ingest')),
  secret_sha256 text NOT NULL,
  created_at    timestamptz NOT NULL,
  revoked_at    timestamptz
);

-- What each delivery brought and what became of it (the report the sender got), newest first by id.
CREATE TABLE metering_deliveries (
  id          bigserial PRIMARY KEY,
  instance    text NOT NULL,
  delivery_id text NOT NULL,
  source      text NOT NULL,
  received_at timestamptz NOT NULL,
  series      integer NOT NULL,
  accepted    integer NOT NULL,
  readings    integer NOT NULL,
  changed     integer NOT NULL,
  refusals    jsonb NOT NULL
);
CREATE INDEX metering_deliveries_instance_idx ON metering_deliveries (instance, delivery_id);

-- the ingest finds a point by its place's GSRN within the instance
CREATE INDEX usage_places_gsrn_idx ON usage_places (instance, gsrn_code);
