-- One row per measuring point, Helsinki day and step (issue 8): the day's rows packed as text and the
-- day's sums, so a chart reads ~366 rows for a year instead of 8,760-35,040 (docs/server-performance.md,
-- "Chart throughput"). Kept in the same transaction as meter_values by statement triggers; a writer that
-- skips triggers (the demo seed in replica mode) calls meter_days_build itself.
--
-- vals: the values in time order as text ('' for a null value); slots: their slot numbers within the day
-- (slot = minutes since the day's start / step), NULL when the rows are contiguous from first_slot;
-- statuses: the status of each row, NULL when all are 0.
CREATE TABLE meter_days (
  measuring_point_id integer NOT NULL REFERENCES measuring_points (id) ON DELETE CASCADE,
  day_start          timestamptz NOT NULL,
  step_minutes       smallint NOT NULL,
  first_slot         integer NOT NULL,
  slots              text,
  vals               text NOT NULL,
  statuses           text,
  total              double precision,
  covered            integer NOT NULL,
  estimated          integer NOT NULL,
  has_null           boolean NOT NULL,
  bits               integer NOT NULL,
  PRIMARY KEY (measuring_point_id, day_start, step_minutes)
);

-- the Helsinki days that hold [from_at, to_at) of the points, rebuilt from meter_values
CREATE FUNCTION meter_days_build(ids integer[], from_at timestamptz, to_at timestamptz) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM meter_days
   WHERE measuring_point_id = ANY (ids)
     AND day_start >= date_trunc('day', from_at AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki'
     AND day_start < to_at;
  INSERT INTO meter_days (measuring_point_id, day_start, step_minutes, first_slot, slots, vals, statuses, total,
                          covered, estimated, has_null, bits)
  SELECT id, day_start, step, min(slot),
         CASE WHEN max(slot) - min(slot) + 1 <> count(*) THEN string_agg(slot::text, ',' ORDER BY slot) END,
         string_agg(coalesce(value::text, ''), ',' ORDER BY slot),
         CASE WHEN bool_or(status <> 0) THEN string_agg(status::text, ',' ORDER BY slot) END,
         sum(value),
         coalesce(sum(step) FILTER (WHERE value IS NOT NULL), 0),
         coalesce(sum(step) FILTER (WHERE value IS NOT NULL AND status & 131072 <> 0), 0),
         bool_or(value IS NULL), bit_or(status)
    FROM (SELECT measuring_point_id AS id, step_minutes AS step, value, status, ds AS day_start,
                 ((date_part('epoch', at) - date_part('epoch', ds)) / (step_minutes * 60))::int AS slot
            FROM (SELECT v.*, date_trunc('day', v.at AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki' AS ds
                    FROM meter_values v
                   WHERE v.measuring_point_id = ANY (ids)
                     AND v.at >= date_trunc('day', from_at AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki'
                     AND v.at < (date_trunc('day', (to_at - interval '1 microsecond') AT TIME ZONE 'Europe/Helsinki')
                                 + interval '1 day') AT TIME ZONE 'Europe/Helsinki') v) r
   GROUP BY id, day_start, step;
$$;

CREATE FUNCTION meter_days_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT measuring_point_id AS id, min(at) AS a, max(at) AS b FROM new_rows GROUP BY 1 LOOP
      PERFORM meter_days_build(ARRAY[r.id], r.a, r.b + interval '1 microsecond');
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR r IN SELECT measuring_point_id AS id, min(at) AS a, max(at) AS b FROM old_rows GROUP BY 1 LOOP
      PERFORM meter_days_build(ARRAY[r.id], r.a, r.b + interval '1 microsecond');
    END LOOP;
  ELSE
    FOR r IN SELECT id, min(at) AS a, max(at) AS b
               FROM (SELECT measuring_point_id AS id, at FROM new_rows
                     UNION ALL SELECT measuring_point_id, at FROM old_rows) c GROUP BY 1 LOOP
      PERFORM meter_days_build(ARRAY[r.id], r.a, r.b + interval '1 microsecond');
    END LOOP;
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

SELECT meter_days_build(array_agg(id), '-infinity', 'infinity') FROM measuring_points
 WHERE EXISTS (SELECT 1 FROM meter_values v WHERE v.measuring_point_id = measuring_points.id);
