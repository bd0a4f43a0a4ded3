-- District heating report (spec customer-area section 3: district heat structure and costs; issue 9).
-- Usage and outdoor temperatures come from meter_days and outdoor_temperatures; these tables hold what the
-- meters do not: the building and its contract, the invoiced costs and the reference degree days.

-- the building and the district heating contract of a heat usage place
CREATE TABLE district_heat_structures (
  usage_place_id            integer PRIMARY KEY REFERENCES usage_places (id) ON DELETE CASCADE,
  dh_unit                   text NOT NULL,
  structure_type            text NOT NULL,
  completion_year           integer,
  -- m3
  volume                    double precision,
  volume_begin_date         date,
  -- m2
  gross_area                double precision,
  -- kW
  subscr_capacity           double precision,
  subscr_capacity_begin_date date,
  -- m3/h
  subscr_flow               double precision,
  subscr_flow_begin_date    date,
  orig_contract_capacity    double precision,
  invoicing_capacity        double precision,
  contract_flow             double precision,
  invoicing_flow            double precision
);

-- invoiced district heating per Helsinki calendar month, without VAT; VAT by the month's delivery date
CREATE TABLE district_heat_costs (
  usage_place_id integer NOT NULL REFERENCES usage_places (id) ON DELETE CASCADE,
  year           integer NOT NULL,
  month          integer NOT NULL CHECK (month BETWEEN 1 AND 12),
  basic_charge   double precision NOT NULL,
  energy_charge  double precision NOT NULL,
  -- percent, e.g. 24 or 25.5
  vat_rate       double precision NOT NULL,
  PRIMARY KEY (usage_place_id, year, month)
);

-- the reference (normal-period) heating degree days S17 of a weather station per calendar month, the
-- reference side of the normalization (docs/district-heating-report.md)
CREATE TABLE heating_degree_day_normals (
  station     text NOT NULL,
  month       integer NOT NULL CHECK (month BETWEEN 1 AND 12),
  degree_days double precision NOT NULL,
  PRIMARY KEY (station, month)
);
