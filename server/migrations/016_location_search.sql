-- Location search over 100,000 places within 100 ms (issue 16, docs/location-management.md "Figures"): what
-- a search filters on lives on the place itself, kept by triggers, so a count is one scan of one table
-- instead of joins of four (the joins counted 56,000 matches in 300-400 ms).
ALTER TABLE usage_places
  ADD COLUMN current_meter_number text,
  ADD COLUMN current_meter_installed date,
  ADD COLUMN current_measuring_types text[] NOT NULL DEFAULT '{}',
  -- the days some contract of the place is in force: 'in force today' is `contract_days @> today`
  ADD COLUMN contract_days datemultirange NOT NULL DEFAULT '{}';

CREATE FUNCTION usage_places_refresh_meter(places integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE usage_places up
     SET current_meter_number = m.meter_number, current_meter_installed = m.install_date,
         current_measuring_types = coalesce(m.measuring_types, '{}')
    FROM unnest(places) AS p (id) LEFT JOIN meters m ON m.usage_place_id = p.id AND m.removed_on IS NULL
   WHERE up.id = p.id
$$;

CREATE FUNCTION usage_places_refresh_contracts(places integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE usage_places up
     SET contract_days = coalesce(
           -- a contract whose end comes before its start (seen in utilities' data) is in force on no day
           (SELECT range_agg(daterange(k.valid_from, k.valid_to, '[]')) FROM contracts k
             WHERE k.usage_place_id = up.id
               AND (k.valid_from IS NULL OR k.valid_to IS NULL OR k.valid_from <= k.valid_to)),
           '{}'::datemultirange)
   WHERE up.id = ANY (places)
$$;

-- statement triggers with transition tables: a bulk load refreshes each place once
CREATE FUNCTION usage_places_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  places integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    places := ARRAY(SELECT DISTINCT usage_place_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    places := ARRAY(SELECT DISTINCT usage_place_id FROM old_rows);
  ELSE
    places := ARRAY(SELECT usage_place_id FROM new_rows UNION SELECT usage_place_id FROM old_rows);
  END IF;
  IF TG_TABLE_NAME = 'meters' THEN
    PERFORM usage_places_refresh_meter(places);
  ELSE
    PERFORM usage_places_refresh_contracts(places);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER meters_search_insert AFTER INSERT ON meters
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_places_search_sync();
CREATE TRIGGER meters_search_update AFTER UPDATE ON meters
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_places_search_sync();
CREATE TRIGGER meters_search_delete AFTER DELETE ON meters
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_places_search_sync();
CREATE TRIGGER contracts_search_insert AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_places_search_sync();
CREATE TRIGGER contracts_search_update AFTER UPDATE ON contracts
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_places_search_sync();
CREATE TRIGGER contracts_search_delete AFTER DELETE ON contracts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_places_search_sync();

SELECT usage_places_refresh_meter(ARRAY(SELECT id FROM usage_places));
SELECT usage_places_refresh_contracts(ARRAY(SELECT id FROM usage_places));

-- the default search (install dates, in force today) counts off this index alone
CREATE INDEX usage_places_meter_installed_idx ON usage_places (instance, current_meter_installed)
  INCLUDE (contract_days);
CREATE INDEX usage_places_invalid_idx ON usage_places (instance, current_meter_installed) INCLUDE (contract_days)
  WHERE cardinality(data_errors) > 0 OR latitude IS NULL OR longitude IS NULL;
CREATE INDEX usage_places_meter_number_prefix_idx ON usage_places (instance, current_meter_number text_pattern_ops);
CREATE INDEX usage_places_measuring_types_idx ON usage_places USING gin (current_measuring_types);
-- a customer search takes the customers by name words or number prefix on their own indexes, then their places
CREATE INDEX customers_number_prefix_idx ON customers (instance, customer_number text_pattern_ops);
