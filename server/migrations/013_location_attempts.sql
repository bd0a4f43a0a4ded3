-- Adding a usage place by customer number and contract identifier (issue 20, docs/locations.md "Guessing
-- pairs").

-- The pair is looked up as a whole, the identifier in any case: a wrong identifier for an existing customer
-- number and a customer number that does not exist are the same miss in one index.
CREATE INDEX usage_places_contract_pair_idx
  ON usage_places (instance, customer_number, upper(contract_identifier));

-- Each pair tried is an audit row (locations.add_attempt); a user's failed pairs of the last hour are counted
-- from them for the limit, on every replica alike.
CREATE INDEX audit_log_location_failures_idx ON audit_log (instance, actor_user_id, at)
  WHERE action = 'locations.add_attempt' AND details ->> 'outcome' = 'failure';
