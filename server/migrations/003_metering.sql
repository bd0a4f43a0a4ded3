-- Metering for the energy report (spec customer-area section 3): what each usage place measures, the
-- time series (UTC instants; the Europe/Helsinki calendar is applied when reading), spot prices, outdoor
-- temperatures and the price parts of each place's contract.

ALTER TABLE usage_places
  ADD COLUMN commune_membership_type text
    CHECK (commune_membership_type IN ('COMMON_CONS', 'COMMON_PROD', 'MEMBER')),
  ADD COLUMN checksum text,
  ADD COLUMN data_errors text[] NOT NULL DEFAULT '{}';

CREATE TABLE measuring_points (
  id             serial PRIMARY KEY,
  usage_place_id integer NOT NULL REFERENCES usage_places (id) ON DELETE CASCADE,
  energy_type    text NOT NULL CHECK (energy_type IN ('electricity', 'heat', 'water', 'gas')),
  quantity       text NOT NULL,
  tariff         text NOT NULL DEFAULT 'generic',
  unit           text NOT NULL,
  is_main_type   boolean NOT NULL DEFAULT false,
  ordinal        integer NOT NULL DEFAULT 0,
  UNIQUE (usage_place_id, quantity, tariff)
);

-- The primary key (point, at) is the index every chart read uses: one point, one time range.
CREATE TABLE meter_values (
  measuring_point_id integer NOT NULL REFERENCES measuring_points (id) ON DELETE CASCADE,
  at                 timestamptz NOT NULL,
  step_minutes       smallint NOT NULL CHECK (step_minutes IN (15, 60)),
  value              double precision,
  -- bit 131072 marks an estimate
  status             integer NOT NULL DEFAULT 0,
  PRIMARY KEY (measuring_point_id, at)
);

CREATE TABLE spot_prices (
  area         text NOT NULL DEFAULT 'FI',
  at           timestamptz NOT NULL,
  step_minutes smallint NOT NULL CHECK (step_minutes IN (15, 60)),
  eur_per_mwh  double precision NOT NULL,
  PRIMARY KEY (area, at)
);

-- hourly; station is the usage place's city
CREATE TABLE outdoor_temperatures (
  station text NOT NULL,
  at      timestamptz NOT NULL,
  celsius double precision NOT NULL,
  PRIMARY KEY (station, at)
);

CREATE TABLE price_parts (
  id               serial PRIMARY KEY,
  usage_place_id   integer NOT NULL REFERENCES usage_places (id) ON DELETE CASCADE,
  start_date       date NOT NULL,
  type             text NOT NULL,
  basic_price      double precision,
  basic_price_unit text,
  spot_margin      double precision,
  spot_price_min   double precision,
  spot_price_max   double precision,
  price_per_unit   double precision,
  electricity_tax  double precision,
  maintenance      double precision
);
CREATE INDEX price_parts_place_idx ON price_parts (usage_place_id, start_date);

-- Instances whose demo metering was written, and up to which instant: a later seed only adds the hours
-- since then, so a long-running demo keeps current data without rewriting history.
CREATE TABLE metering_demo_seed (
  instance     text PRIMARY KEY,
  seeded_until timestamptz NOT NULL
);
