-- The metering store at utility scale (issue 19 §1; docs/metering-store.md):
-- - meter_values partitioned by Helsinki month (native range partitioning). meter_values_partitions(from, to)
--   creates the months ahead (the server calls it at start and each day, writers for their own range); a
--   default partition catches a write outside them, and creating that month later moves its rows over.
-- - the day rollup meter_days and a new month rollup meter_months are kept set-based from each statement's
--   changed rows: only the point-days (and point-months) that changed are rebuilt, by INSERT ... ON CONFLICT.
-- Every metering query filters on measuring_point_id, the distribution key for Citus (docs/scale-out.md).
-- The rollup functions run without JIT: the planner cannot know how many point-days an array holds, its
-- estimate crossed jit_above_cost once the tables held months, and compiling cost ~0.9 s per statement.

ALTER TABLE meter_values RENAME TO meter_values_unpartitioned;
ALTER TABLE meter_values_unpartitioned RENAME CONSTRAINT meter_values_pkey TO meter_values_unpartitioned_pkey;
DROP TRIGGER meter_days_insert ON meter_values_unpartitioned;
DROP TRIGGER meter_days_update ON meter_values_unpartitioned;
DROP TRIGGER meter_days_delete ON meter_values_unpartitioned;

-- No foreign key to measuring_points: its check per row was a third of the ingest's time (docs/metering-store.md);
-- every writer takes the point ids from measuring_points in its own transaction, and the statement trigger
-- meter_values_cascade below deletes a deleted point's readings.
CREATE TABLE meter_values (
  measuring_point_id integer NOT NULL,
  at                 timestamptz NOT NULL,
  step_minutes       smallint NOT NULL CHECK (step_minutes IN (15, 60)),
  value              double precision,
  -- bit 131072 marks an estimate
  status             integer NOT NULL DEFAULT 0,
  PRIMARY KEY (measuring_point_id, at)
) PARTITION BY RANGE (at);

CREATE TABLE meter_values_default PARTITION OF meter_values DEFAULT;

-- Creates the Helsinki months meeting [from_at, to_at) that have no partition yet; answers how many.
CREATE FUNCTION meter_values_partitions(from_at timestamptz, to_at timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  m       timestamp := date_trunc('month', from_at AT TIME ZONE 'Europe/Helsinki');
  lo      timestamptz;
  hi      timestamptz;
  name    text;
  created integer := 0;
  locked  boolean := false;
BEGIN
  WHILE (m AT TIME ZONE 'Europe/Helsinki') < to_at LOOP
    name := 'meter_values_' || to_char(m, 'YYYY_MM');
    lo := m AT TIME ZONE 'Europe/Helsinki';
    hi := (m + interval '1 month') AT TIME ZONE 'Europe/Helsinki';
    IF to_regclass(name) IS NULL THEN
      IF NOT locked THEN
        -- replicas creating the same month: the second waits, then finds it made
        PERFORM pg_advisory_xact_lock(7411204);
        locked := true;
      END IF;
      IF to_regclass(name) IS NULL THEN
        IF EXISTS (SELECT 1 FROM meter_values_default WHERE at >= lo AND at < hi) THEN
          -- rows written before the month had its partition: moved, not changed (no rollup changes)
          EXECUTE format('CREATE TABLE %I (LIKE meter_values INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name);
          EXECUTE format('WITH moved AS (DELETE FROM meter_values_default WHERE at >= %L AND at < %L RETURNING *)
                          INSERT INTO %I SELECT * FROM moved', lo, hi, name);
          EXECUTE format('ALTER TABLE meter_values ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', name, lo, hi);
        ELSE
          EXECUTE format('CREATE TABLE %I PARTITION OF meter_values FOR VALUES FROM (%L) TO (%L)', name, lo, hi);
        END IF;
        created := created + 1;
      END IF;
    END IF;
    m := m + interval '1 month';
  END LOOP;
  RETURN created;
END
$$;

CREATE FUNCTION meter_values_cascade() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM meter_values WHERE measuring_point_id IN (SELECT id FROM old_points);
  RETURN NULL;
END
$$;

CREATE TRIGGER meter_values_cascade AFTER DELETE ON measuring_points
  REFERENCING OLD TABLE AS old_points FOR EACH STATEMENT EXECUTE FUNCTION meter_values_cascade();

SELECT meter_values_partitions(coalesce(min(at), now()), coalesce(max(at), now()) + interval '1 microsecond')
  FROM meter_values_unpartitioned;
INSERT INTO meter_values SELECT measuring_point_id, at, step_minutes, value, status FROM meter_values_unpartitioned;
DROP TABLE meter_values_unpartitioned;

-- One row per measuring point and Helsinki month, from meter_days: a year at month reads 12 rows.
-- weighted: sum of value x step minutes (a level's mean over the month is weighted / covered); readings:
-- values that are not null.
CREATE TABLE meter_months (
  measuring_point_id integer NOT NULL REFERENCES measuring_points (id) ON DELETE CASCADE,
  month_start        timestamptz NOT NULL,
  total              double precision,
  weighted           double precision,
  covered            integer NOT NULL,
  estimated          integer NOT NULL,
  readings           integer NOT NULL,
  has_null           boolean NOT NULL,
  bits               integer NOT NULL,
  PRIMARY KEY (measuring_point_id, month_start)
);

-- Rebuilds the months of `ids` that meet [from_at, to_at) from meter_days (a range: the demo seed's path).
CREATE FUNCTION meter_months_build(ids integer[], from_at timestamptz, to_at timestamptz) RETURNS void
LANGUAGE sql SET jit = off AS $$
  DELETE FROM meter_months
   WHERE measuring_point_id = ANY (ids)
     AND month_start >= date_trunc('month', from_at AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki'
     AND month_start < to_at;
  INSERT INTO meter_months (measuring_point_id, month_start, total, weighted, covered, estimated, readings,
                            has_null, bits)
  SELECT measuring_point_id, ms, sum(total), sum(total * step_minutes), sum(covered), sum(estimated),
         sum(covered / step_minutes), bool_or(has_null), bit_or(bits)
    FROM (SELECT d.*, date_trunc('month', d.day_start AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki' AS ms
            FROM meter_days d
           WHERE d.measuring_point_id = ANY (ids)
             AND d.day_start >= date_trunc('month', from_at AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki'
             AND d.day_start < (date_trunc('month', (to_at - interval '1 microsecond') AT TIME ZONE 'Europe/Helsinki')
                                + interval '1 month') AT TIME ZONE 'Europe/Helsinki') d
   GROUP BY measuring_point_id, ms;
$$;

-- The range builder of both rollups (the demo seed's path, with the triggers off): the days by 005's
-- meter_days_build, then their months.
CREATE FUNCTION meter_rollups_build(ids integer[], from_at timestamptz, to_at timestamptz) RETURNS void
LANGUAGE sql SET jit = off AS $$
  SELECT meter_days_build(ids, from_at, to_at);
  SELECT meter_months_build(ids, from_at, to_at);
$$;

-- Rebuilds exactly the point-days (ids[i], days[i]) given (Helsinki day starts) from meter_values; rows whose
-- data is gone are deleted.
CREATE FUNCTION meter_days_refresh(ids integer[], days timestamptz[]) RETURNS void
LANGUAGE sql SET jit = off AS $$
  WITH touched AS MATERIALIZED (
    SELECT DISTINCT id, ds FROM unnest(ids, days) AS t(id, ds)
  ), fresh AS MATERIALIZED (
    SELECT id, ds, step, min(slot) AS first_slot,
           CASE WHEN max(slot) - min(slot) + 1 <> count(*) THEN string_agg(slot::text, ',' ORDER BY slot) END AS slots,
           string_agg(coalesce(value::text, ''), ',' ORDER BY slot) AS vals,
           CASE WHEN bool_or(status <> 0) THEN string_agg(status::text, ',' ORDER BY slot) END AS statuses,
           sum(value) AS total,
           coalesce(sum(step) FILTER (WHERE value IS NOT NULL), 0) AS covered,
           coalesce(sum(step) FILTER (WHERE value IS NOT NULL AND status & 131072 <> 0), 0) AS estimated,
           bool_or(value IS NULL) AS has_null, bit_or(status) AS bits
      FROM (SELECT t.id, t.ds, v.step_minutes AS step, v.value, v.status,
                   ((date_part('epoch', v.at) - date_part('epoch', t.ds)) / (v.step_minutes * 60))::int AS slot
              FROM touched t
              JOIN meter_values v
                ON v.measuring_point_id = t.id AND v.at >= t.ds
               AND v.at < ((t.ds AT TIME ZONE 'Europe/Helsinki') + interval '1 day') AT TIME ZONE 'Europe/Helsinki') r
     GROUP BY id, ds, step
  ), gone AS (
    DELETE FROM meter_days d USING touched t
     WHERE d.measuring_point_id = t.id AND d.day_start = t.ds
       AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.id = t.id AND f.ds = t.ds AND f.step = d.step_minutes)
  )
  INSERT INTO meter_days AS d (measuring_point_id, day_start, step_minutes, first_slot, slots, vals, statuses,
                               total, covered, estimated, has_null, bits)
  SELECT id, ds, step, first_slot, slots, vals, statuses, total, covered, estimated, has_null, bits FROM fresh
  ON CONFLICT (measuring_point_id, day_start, step_minutes) DO UPDATE
     SET first_slot = EXCLUDED.first_slot, slots = EXCLUDED.slots, vals = EXCLUDED.vals,
         statuses = EXCLUDED.statuses, total = EXCLUDED.total, covered = EXCLUDED.covered,
         estimated = EXCLUDED.estimated, has_null = EXCLUDED.has_null, bits = EXCLUDED.bits;
$$;

-- Rebuilds the months of the point-days (ids[i], days[i]) from meter_days.
CREATE FUNCTION meter_months_refresh(ids integer[], days timestamptz[]) RETURNS void
LANGUAGE sql SET jit = off AS $$
  WITH touched AS MATERIALIZED (
    SELECT DISTINCT id, date_trunc('month', ds AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki' AS ms
      FROM unnest(ids, days) AS t(id, ds)
  ), fresh AS MATERIALIZED (
    SELECT t.id, t.ms, sum(d.total) AS total, sum(d.total * d.step_minutes) AS weighted, sum(d.covered) AS covered,
           sum(d.estimated) AS estimated, sum(d.covered / d.step_minutes) AS readings, bool_or(d.has_null) AS has_null,
           bit_or(d.bits) AS bits
      FROM touched t
      JOIN meter_days d
        ON d.measuring_point_id = t.id AND d.day_start >= t.ms
       AND d.day_start < ((t.ms AT TIME ZONE 'Europe/Helsinki') + interval '1 month') AT TIME ZONE 'Europe/Helsinki'
     GROUP BY t.id, t.ms
  ), gone AS (
    DELETE FROM meter_months m USING touched t
     WHERE m.measuring_point_id = t.id AND m.month_start = t.ms
       AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.id = t.id AND f.ms = t.ms)
  )
  INSERT INTO meter_months (measuring_point_id, month_start, total, weighted, covered, estimated, readings,
                            has_null, bits)
  SELECT id, ms, total, weighted, covered, estimated, readings, has_null, bits FROM fresh
  ON CONFLICT (measuring_point_id, month_start) DO UPDATE
     SET total = EXCLUDED.total, weighted = EXCLUDED.weighted, covered = EXCLUDED.covered,
         estimated = EXCLUDED.estimated, readings = EXCLUDED.readings, has_null = EXCLUDED.has_null,
         bits = EXCLUDED.bits;
$$;

CREATE FUNCTION meter_rollups_refresh(ids integer[], days timestamptz[]) RETURNS void
LANGUAGE sql AS $$
  SELECT meter_days_refresh(ids, days);
  SELECT meter_months_refresh(ids, days);
$$;

-- the statement triggers: one set-based refresh of the point-days the statement changed
-- The Helsinki days of a statement's rows: the time-zone conversion is the costly part, so it is done once per
-- distinct point-hour (a quarter of the rows at 15 minutes), not per row.
CREATE OR REPLACE FUNCTION meter_days_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM meter_rollups_refresh(array_agg(id), array_agg(ds))
       FROM (SELECT DISTINCT id, date_trunc('day', to_timestamp(h * 3600) AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki' AS ds
               FROM (SELECT DISTINCT measuring_point_id AS id, floor(date_part('epoch', at) / 3600) AS h FROM new_rows) c) t;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM meter_rollups_refresh(array_agg(id), array_agg(ds))
       FROM (SELECT DISTINCT id, date_trunc('day', to_timestamp(h * 3600) AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki' AS ds
               FROM (SELECT DISTINCT measuring_point_id AS id, floor(date_part('epoch', at) / 3600) AS h FROM old_rows) c) t;
  ELSE
    PERFORM meter_rollups_refresh(array_agg(id), array_agg(ds))
       FROM (SELECT DISTINCT id, date_trunc('day', to_timestamp(h * 3600) AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki' AS ds
               FROM (SELECT measuring_point_id AS id, floor(date_part('epoch', at) / 3600) AS h FROM new_rows
                     UNION SELECT measuring_point_id, floor(date_part('epoch', at) / 3600) FROM old_rows) c) t;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER meter_days_insert AFTER INSERT ON meter_values
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION meter_days_sync();
CREATE TRIGGER meter_days_update AFTER UPDATE ON meter_values
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION meter_days_sync();
CREATE TRIGGER meter_days_delete AFTER DELETE ON meter_values
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION meter_days_sync();

SELECT meter_months_build(array_agg(id), '-infinity', 'infinity') FROM measuring_points
 WHERE EXISTS (SELECT 1 FROM meter_days d WHERE d.measuring_point_id = measuring_points.id);
