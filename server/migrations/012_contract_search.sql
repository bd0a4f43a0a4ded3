-- Contract search (issue 21, docs/staff-platform.md "Contract search"): staff find contracts of their
-- instance by usage place number or GSRN (prefix), customer number (prefix), the customer's name and the
-- place's address (word prefix, case-insensitive) and the identification number (exact, any case).

-- The words of a text as the search matches them: punctuation is a word break ('Virtanen-Laine',
-- '12-14', '3/5' are two words each), letters are lower-cased, a-ö and digits alike.
CREATE FUNCTION search_words(value text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple', regexp_replace(coalesce(value, ''), '[[:punct:]]+', ' ', 'g'))
$$;

CREATE INDEX customers_name_words_idx ON customers USING gin (search_words(full_name));
CREATE INDEX usage_places_address_words_idx ON usage_places USING gin (search_words(full_address));
-- prefixes (`LIKE 'abc%'` needs the pattern operators under any collation)
CREATE INDEX usage_places_location_code_prefix_idx ON usage_places (instance, location_code text_pattern_ops);
CREATE INDEX usage_places_gsrn_prefix_idx ON usage_places (instance, gsrn_code text_pattern_ops);
CREATE INDEX usage_places_customer_prefix_idx ON usage_places (instance, customer_number text_pattern_ops);
CREATE INDEX contracts_identification_idx ON contracts (instance, upper(identification_number));
-- the default order (customer name, by bytes on every database): a page is read off the index instead of
-- sorting every match
CREATE INDEX customers_name_order_idx ON customers (instance, full_name COLLATE "C", customer_number);

-- a contract is of its place's instance, so no join can pair a contract with another utility's place
ALTER TABLE usage_places ADD CONSTRAINT usage_places_instance_id_key UNIQUE (instance, id);
ALTER TABLE contracts ADD CONSTRAINT contracts_place_instance_fkey
  FOREIGN KEY (instance, usage_place_id) REFERENCES usage_places (instance, id) ON DELETE CASCADE;
