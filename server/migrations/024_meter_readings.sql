-- What readers of individual readings use instead of meter_values (issue 19 §1; docs/metering-store.md):
-- the points' readings in [from_at, to_at), whole Helsinki days unpacked from the day rollup meter_days
-- (one row per point-day instead of 24-100), raw rows only for the partial days at the edges. Same rows
-- as SELECT ... FROM meter_values (value text is exact: PostgreSQL prints the shortest round-trip form).
-- A plain SQL function: the planner inlines it, so the edges still use the (point, at) index. Readings are
-- on their step's grid from the Helsinki midnight (ingest checks it), which is how a day row keeps them.
CREATE FUNCTION meter_readings(ids integer[], from_at timestamptz, to_at timestamptz)
RETURNS TABLE (measuring_point_id integer, at timestamptz, step_minutes smallint, value double precision, status integer)
LANGUAGE sql STABLE AS $$
  SELECT v.measuring_point_id, v.at, v.step_minutes, v.value, v.status
    FROM meter_values v
   WHERE v.measuring_point_id = ANY (ids) AND v.at >= from_at
     AND v.at < least(to_at, greatest(from_at,
           (date_trunc('day', (from_at - interval '1 microsecond') AT TIME ZONE 'Europe/Helsinki') + interval '1 day')
             AT TIME ZONE 'Europe/Helsinki'))
  UNION ALL
  SELECT d.measuring_point_id,
         d.day_start + make_interval(mins => d.step_minutes * coalesce(s.slot::int, d.first_slot + s.n::int - 1)),
         d.step_minutes, nullif(s.val, '')::float8, coalesce(s.status::int, 0)
    FROM meter_days d
   CROSS JOIN LATERAL unnest(string_to_array(d.vals, ','), string_to_array(d.slots, ','),
                             string_to_array(d.statuses, ',')) WITH ORDINALITY AS s(val, slot, status, n)
   WHERE d.measuring_point_id = ANY (ids)
     AND d.day_start >= (date_trunc('day', (from_at - interval '1 microsecond') AT TIME ZONE 'Europe/Helsinki')
                         + interval '1 day') AT TIME ZONE 'Europe/Helsinki'
     AND d.day_start < date_trunc('day', to_at AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki'
  UNION ALL
  SELECT v.measuring_point_id, v.at, v.step_minutes, v.value, v.status
    FROM meter_values v
   WHERE v.measuring_point_id = ANY (ids) AND v.at < to_at
     AND v.at >= greatest(from_at,
           date_trunc('day', to_at AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki',
           (date_trunc('day', (from_at - interval '1 microsecond') AT TIME ZONE 'Europe/Helsinki') + interval '1 day')
             AT TIME ZONE 'Europe/Helsinki')
$$;
