-- Location management and remote meter control (issue 16, docs/location-management.md): place coordinates
-- and grid names for the search and the map, meters with their history, the facts of the lawful
-- disconnection rules, and the head-end's commands, event log and (simulated) switch state.

ALTER TABLE usage_places
  ADD COLUMN latitude double precision,
  ADD COLUMN longitude double precision,
  ADD COLUMN grid_name text,
  ADD COLUMN permanent_home_electric_heating boolean NOT NULL DEFAULT false;
-- illness, unemployment or another special reason for not paying (FACTS.md: no disconnection for 3 months)
ALTER TABLE customers ADD COLUMN special_payment_reason boolean NOT NULL DEFAULT false;
ALTER TABLE invoices
  ADD COLUMN reminder_sent_on date,
  ADD COLUMN disconnection_warning_sent_on date;

CREATE TABLE meters (
  id                 serial PRIMARY KEY,
  instance           text NOT NULL,
  usage_place_id     integer NOT NULL,
  meter_number       text NOT NULL,
  install_date       date,
  -- null while the meter is in use
  removed_on         date,
  manufacturing_year integer,
  remote_controllable boolean NOT NULL DEFAULT false,
  connection_quality text CHECK (connection_quality IN ('good', 'weak', 'none')),
  last_read_at       timestamptz,
  measuring_types    text[] NOT NULL DEFAULT '{}',
  UNIQUE (instance, meter_number),
  UNIQUE (instance, id),
  FOREIGN KEY (instance, usage_place_id) REFERENCES usage_places (instance, id) ON DELETE CASCADE
);
-- one meter in use per place: the search joins it as the place's current meter
CREATE UNIQUE INDEX meters_current_idx ON meters (usage_place_id) WHERE removed_on IS NULL;
CREATE INDEX meters_place_idx ON meters (usage_place_id, removed_on);
CREATE INDEX meters_number_prefix_idx ON meters (instance, meter_number text_pattern_ops);
CREATE INDEX meters_install_idx ON meters (instance, install_date) WHERE removed_on IS NULL;
CREATE INDEX meters_measuring_types_idx ON meters USING gin (measuring_types);

-- What staff asked the head-end to do: answered at once (202) and finished in the background.
CREATE TABLE meter_commands (
  id              uuid PRIMARY KEY,
  instance        text NOT NULL,
  meter_id        integer NOT NULL,
  action          text NOT NULL,
  -- a switch action (a command at a time per meter) or a read
  is_switch       boolean NOT NULL,
  idempotency_key text NOT NULL,
  -- what the key was first used for: a replay with another body is refused
  request_hash    text NOT NULL,
  actor_user_id   integer NOT NULL,
  actor_sub       uuid NOT NULL,
  reason_code     text,
  reason_text     text,
  status          text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'timed_out')),
  requested_at    timestamptz NOT NULL,
  finished_at     timestamptz,
  result          jsonb,
  error           text,
  UNIQUE (instance, idempotency_key),
  FOREIGN KEY (instance, meter_id) REFERENCES meters (instance, id) ON DELETE CASCADE
);
-- a second switch of a meter while one is on its way loses the race here, on every replica alike
CREATE UNIQUE INDEX meter_commands_one_pending_switch_idx ON meter_commands (meter_id)
  WHERE status = 'pending' AND is_switch;
CREATE INDEX meter_commands_meter_idx ON meter_commands (meter_id, requested_at DESC);

-- The head-end's event log of a meter (spec section 3, "Meter event"); the actor's sub stays on the server.
CREATE TABLE meter_events (
  id          bigserial PRIMARY KEY,
  meter_id    integer NOT NULL REFERENCES meters (id) ON DELETE CASCADE,
  at          timestamptz NOT NULL,
  action      text NOT NULL,
  actor_sub   uuid,
  actor_name  text NOT NULL
);
CREATE INDEX meter_events_meter_idx ON meter_events (meter_id, at DESC, id DESC);

-- The simulated head-end's view of each meter (DLMS disconnect control, class 70), in the database so
-- that every replica sees the same switch; `fault` forces failures for demos and tests.
CREATE TABLE headend_meter_state (
  meter_id     integer PRIMARY KEY REFERENCES meters (id) ON DELETE CASCADE,
  output_state text NOT NULL DEFAULT 'connected'
    CHECK (output_state IN ('connected', 'disconnected', 'ready_for_reconnection')),
  fault        text CHECK (fault IN ('fail', 'timeout')),
  changed_at   timestamptz
);

-- instances whose meters and coordinates were written (demo/locations.ts)
CREATE TABLE location_demo_seed (
  instance  text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
