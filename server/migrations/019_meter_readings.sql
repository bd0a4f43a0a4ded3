-- Meter readings (issue 17, docs/meter-readings.md): the reading registers of the measuring points, the
-- readings customers and the utility enter, their photos and the idempotency keys of the saves.

-- A point with a register_id is a reading register (spec customer-area section 3, "Measuring point").
ALTER TABLE measuring_points
  ADD COLUMN register_id text,
  ADD COLUMN acquisition_method text CHECK (acquisition_method IN ('Manuaalinen', 'Automaattinen')),
  ADD COLUMN measuring_point_group text,
  ADD COLUMN integer_digit_count integer CHECK (integer_digit_count BETWEEN 1 AND 15),
  ADD COLUMN fraction_digit_count integer CHECK (fraction_digit_count BETWEEN 0 AND 6);
CREATE UNIQUE INDEX measuring_points_register_key ON measuring_points (usage_place_id, register_id)
  WHERE register_id IS NOT NULL;

CREATE TABLE meter_readings (
  id                 bigserial PRIMARY KEY,
  measuring_point_id integer NOT NULL REFERENCES measuring_points (id) ON DELETE CASCADE,
  at                 timestamptz NOT NULL,
  value              double precision NOT NULL,
  note               text,
  kind               text NOT NULL DEFAULT 'reading' CHECK (kind IN ('reading', 'rollover', 'meterChange')),
  source             text NOT NULL CHECK (source IN ('customer', 'utility', 'automatic')),
  statuses           text[] NOT NULL DEFAULT '{OK}',
  -- null: a reading that needed no review; pending ones do not count until accepted
  review_status      text CHECK (review_status IN ('pending', 'accepted', 'rejected')),
  review_flags       text[] NOT NULL DEFAULT '{}',
  review_reason      text,
  reviewed_by        uuid,
  reviewed_at        timestamptz,
  created_by         uuid,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz,
  UNIQUE (measuring_point_id, at)
);
CREATE INDEX meter_readings_review_idx ON meter_readings (review_status, at) WHERE review_status IS NOT NULL;

CREATE TABLE meter_reading_photos (
  reading_id   bigint PRIMARY KEY REFERENCES meter_readings (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  bytes        bytea NOT NULL
);

-- One answer per (user, Idempotency-Key) for a day: a retried save gets the stored answer instead of a second row.
CREATE TABLE meter_reading_idempotency (
  user_sub     uuid NOT NULL,
  key          text NOT NULL,
  request_hash text NOT NULL,
  answer       jsonb,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (user_sub, key)
);
CREATE INDEX meter_reading_idempotency_created_idx ON meter_reading_idempotency (created_at);

-- Instances whose demo readings were written, from when and up to which instant (demo/meterReadings.ts).
CREATE TABLE meter_reading_demo_seed (
  instance     text PRIMARY KEY,
  started_at   timestamptz NOT NULL,
  seeded_until timestamptz NOT NULL
);
