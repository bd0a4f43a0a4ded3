-- The hour sums of a day's plain quarter rows (issue 19 §3: a year at hour within 5 ms). A chart at hour of a
-- day inside its window reads these 23-25 sums instead of the day's 92-100 values: a quarter of the text to
-- send, decode and scan: a year at hour 17.4-18.4 -> 11.6-12.1 ms p50 on one machine (docs/metering-store.md,
-- "Hour sums").
--
-- hours: the sums of whole hours, in order from the hour `first_slot` falls in, as exact numeric text; set
-- only where every hour has all its rows with a value and status 0: a step below an hour that divides it,
-- rows contiguous (slots NULL) from an hour's start, a whole number of hours, no null, no status
-- (statuses NULL). Any other day (estimates, gaps, hourly rows) keeps hours NULL and is read from vals.
-- 022's meter_days_refresh is redefined below to write them with the row: setting them by an UPDATE
-- afterwards ingested at the same rate but left a dead row per day (day rollup 555 against 309 KB per
-- meter-year until vacuumed). 005's meter_days_build writes rows without them, so every range writer goes
-- through meter_rollups_build, which sets them right after.
ALTER TABLE meter_days ADD COLUMN hours text;

CREATE FUNCTION meter_day_hours(vals text, step integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT string_agg(h::text, ',' ORDER BY k)
    FROM (SELECT (ord - 1) / (60 / step) AS k, sum(v::numeric) AS h
            FROM unnest(string_to_array(vals, ',')) WITH ORDINALITY AS u(v, ord)
           GROUP BY 1) s
$$;

-- whether a meter_days row may have hour sums (see above); the row's count of values is its commas plus one
CREATE FUNCTION meter_day_has_hours(step integer, first_slot integer, slots text, vals text, statuses text,
                                    has_null boolean) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT step < 60 AND 60 % step = 0 AND slots IS NULL AND statuses IS NULL AND NOT has_null
     AND (first_slot * step) % 60 = 0
     AND ((length(vals) - length(replace(vals, ',', '')) + 1) * step) % 60 = 0
$$;

-- 022's refresh (the trigger's path), now writing the hour sums with the rest of the row
CREATE OR REPLACE FUNCTION meter_days_refresh(ids integer[], days timestamptz[]) RETURNS void
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
                               total, covered, estimated, has_null, bits, hours)
  SELECT id, ds, step, first_slot, slots, vals, statuses, total, covered, estimated, has_null, bits,
         CASE WHEN meter_day_has_hours(step, first_slot, slots, vals, statuses, has_null)
              THEN meter_day_hours(vals, step) END
    FROM fresh
  ON CONFLICT (measuring_point_id, day_start, step_minutes) DO UPDATE
     SET first_slot = EXCLUDED.first_slot, slots = EXCLUDED.slots, vals = EXCLUDED.vals,
         statuses = EXCLUDED.statuses, total = EXCLUDED.total, covered = EXCLUDED.covered,
         estimated = EXCLUDED.estimated, has_null = EXCLUDED.has_null, bits = EXCLUDED.bits,
         hours = EXCLUDED.hours;
$$;

-- the same for the days of `ids` that meet [from_at, to_at) (the range builder's path)
CREATE FUNCTION meter_day_hours_build(ids integer[], from_at timestamptz, to_at timestamptz) RETURNS void
LANGUAGE sql SET jit = off AS $$
  UPDATE meter_days d
     SET hours = CASE WHEN meter_day_has_hours(d.step_minutes, d.first_slot, d.slots, d.vals, d.statuses, d.has_null)
                      THEN meter_day_hours(d.vals, d.step_minutes) END
   WHERE d.measuring_point_id = ANY (ids)
     AND d.day_start >= date_trunc('day', from_at AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki'
     AND d.day_start < to_at;
$$;

CREATE OR REPLACE FUNCTION meter_rollups_build(ids integer[], from_at timestamptz, to_at timestamptz) RETURNS void
LANGUAGE sql SET jit = off AS $$
  SELECT meter_days_build(ids, from_at, to_at);
  SELECT meter_day_hours_build(ids, from_at, to_at);
  SELECT meter_months_build(ids, from_at, to_at);
$$;

UPDATE meter_days
   SET hours = meter_day_hours(vals, step_minutes)
 WHERE meter_day_has_hours(step_minutes, first_slot, slots, vals, statuses, has_null);
