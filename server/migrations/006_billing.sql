-- Billing (spec customer-area sections 2-3, issue 10): invoices with the lines they bill, and contracts in
-- the raw form the spec shows. Money is integer cents (exact on both databases); line descriptions are
-- made in the answer's language from kind and tariff.

CREATE TABLE invoices (
  id             serial PRIMARY KEY,
  instance       text NOT NULL,
  invoice_number text NOT NULL,
  usage_place_id integer NOT NULL REFERENCES usage_places (id) ON DELETE CASCADE,
  customer_number text NOT NULL,
  status         text NOT NULL CHECK (status IN ('paid', 'unpaid', 'credit', 'unknown')),
  -- with VAT; negative for a credit note; always the sum of the lines' net_cents + vat_cents
  amount_cents   bigint NOT NULL,
  posting_date   date NOT NULL,
  due_date       date NOT NULL,
  period_start   date NOT NULL,
  period_end     date NOT NULL,
  -- the payment reference as stored: national digits, or RF + check digits + base
  reference      text NOT NULL,
  UNIQUE (instance, invoice_number)
);
CREATE INDEX invoices_place_idx ON invoices (usage_place_id, posting_date);

CREATE TABLE invoice_lines (
  invoice_id       integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  ordinal          smallint NOT NULL,
  kind             text NOT NULL,
  -- the tariff or quantity an energy line bills (dayEnergy, generic, heatEnergy ...)
  tariff           text,
  quantity         double precision NOT NULL,
  unit             text NOT NULL,
  unit_price       double precision NOT NULL,
  vat_basis_points integer NOT NULL,
  net_cents        bigint NOT NULL,
  vat_cents        bigint NOT NULL,
  PRIMARY KEY (invoice_id, ordinal)
);

CREATE TABLE contracts (
  id                      serial PRIMARY KEY,
  instance                text NOT NULL,
  usage_place_id          integer NOT NULL REFERENCES usage_places (id) ON DELETE CASCADE,
  contract_code           text NOT NULL,
  -- raw text: Verkko (grid), Myynti (sales), Distribution contract, anything else, or null
  contract_type           text,
  energy_type             text NOT NULL,
  seller_code             text,
  valid_from              date,
  valid_to                date,
  fixed_end_date          date,
  profile                 text,
  identification_number   text NOT NULL,
  possessor_contract_code text,
  product_type            text,
  target_text             text,
  fuse_size               text,
  possessor_location_code text,
  grid_zone               text,
  transformer             text,
  meter_number            text,
  UNIQUE (instance, contract_code)
);
CREATE INDEX contracts_place_idx ON contracts (usage_place_id);
