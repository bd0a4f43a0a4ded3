-- The utility's current and past outages (issue 16 §4, docs/maps.md "Disturbance map"): an area, a status
-- and an estimate, read by the customer's disturbance map. An outage is current until `ended_at`.
CREATE TABLE outages (
  id                 serial PRIMARY KEY,
  instance           text NOT NULL,
  reference          text NOT NULL,
  status             text NOT NULL CHECK (status IN ('investigating', 'repairing')),
  cause              text,
  started_at         timestamptz NOT NULL,
  estimated_end_at   timestamptz,
  ended_at           timestamptz,
  affected_customers integer NOT NULL DEFAULT 0 CHECK (affected_customers >= 0),
  -- a GeoJSON Polygon in WGS84 (lon, lat)
  area               jsonb NOT NULL,
  UNIQUE (instance, reference)
);
CREATE INDEX outages_current_idx ON outages (instance, started_at) WHERE ended_at IS NULL;
