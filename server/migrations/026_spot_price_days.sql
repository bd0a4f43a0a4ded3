-- Spot prices per Helsinki day (issue 19): the energy report's spot-price series at month or year read a year of
-- quarter prices (35,040 rows) and averaged them in SQL, 81-99 ms on PGlite; from these sums it reads 365 rows.
-- minutes: the minutes of the day that have a price; weighted: sum of price x step minutes; positive: the same
-- over the prices above zero only, which are the ones VAT applies to (docs/spot-prices.md), so a day's mean with
-- VAT is (weighted + rate x positive) / minutes. VAT rates change at midnight, so one rate holds for a day.
CREATE TABLE spot_price_days (
  area      text NOT NULL,
  day_start timestamptz NOT NULL,
  minutes   integer NOT NULL,
  weighted  double precision NOT NULL,
  positive  double precision NOT NULL,
  PRIMARY KEY (area, day_start)
);

-- the Helsinki day an instant falls in, as the instant of its midnight
CREATE FUNCTION helsinki_day_start(at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('day', at AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki'
$$;

-- the days of one area computed again from spot_prices; a day left without prices loses its row
CREATE FUNCTION spot_price_days_refresh(p_area text, days timestamptz[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM spot_price_days WHERE area = p_area AND day_start = ANY (days);
  INSERT INTO spot_price_days (area, day_start, minutes, weighted, positive)
  SELECT area, helsinki_day_start(at), sum(step_minutes), sum(eur_per_mwh * step_minutes),
         sum(CASE WHEN eur_per_mwh > 0 THEN eur_per_mwh * step_minutes ELSE 0 END)
    FROM spot_prices
   -- a Helsinki day is 23-25 hours: the range is a little wider, the day test exact
   WHERE area = p_area AND at >= (SELECT min(d) FROM unnest(days) d)
     AND at < (SELECT max(d) FROM unnest(days) d) + interval '26 hours'
     AND helsinki_day_start(at) = ANY (days)
   GROUP BY 1, 2;
$$;

CREATE FUNCTION spot_price_days_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM spot_price_days_refresh(area, array_agg(ds))
       FROM (SELECT DISTINCT area, helsinki_day_start(at) AS ds FROM new_rows) t GROUP BY area;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM spot_price_days_refresh(area, array_agg(ds))
       FROM (SELECT DISTINCT area, helsinki_day_start(at) AS ds FROM old_rows) t GROUP BY area;
  ELSE
    PERFORM spot_price_days_refresh(area, array_agg(ds))
       FROM (SELECT area, helsinki_day_start(at) AS ds FROM new_rows
             UNION SELECT area, helsinki_day_start(at) FROM old_rows) t GROUP BY area;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER spot_price_days_insert AFTER INSERT ON spot_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spot_price_days_sync();
CREATE TRIGGER spot_price_days_update AFTER UPDATE ON spot_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION spot_price_days_sync();
CREATE TRIGGER spot_price_days_delete AFTER DELETE ON spot_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION spot_price_days_sync();
-- the demo seed writes in replica mode (to skip foreign-key checks); these sums must follow every write
ALTER TABLE spot_prices ENABLE ALWAYS TRIGGER spot_price_days_insert;
ALTER TABLE spot_prices ENABLE ALWAYS TRIGGER spot_price_days_update;
ALTER TABLE spot_prices ENABLE ALWAYS TRIGGER spot_price_days_delete;

INSERT INTO spot_price_days (area, day_start, minutes, weighted, positive)
SELECT area, helsinki_day_start(at), sum(step_minutes), sum(eur_per_mwh * step_minutes),
       sum(CASE WHEN eur_per_mwh > 0 THEN eur_per_mwh * step_minutes ELSE 0 END)
  FROM spot_prices
 GROUP BY 1, 2;
