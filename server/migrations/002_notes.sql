-- Notes that a customer keeps about their usage places (spec: customer area, notes).
-- The instance and customer come from the usage place, so a note can never disagree with its place.
CREATE TABLE notes (
  id             serial PRIMARY KEY,
  usage_place_id integer NOT NULL REFERENCES usage_places (id) ON DELETE CASCADE,
  note           text NOT NULL CHECK (char_length(note) BETWEEN 1 AND 1000),
  variant        text NOT NULL CHECK (variant IN ('other', 'success', 'info', 'warning', 'error')),
  due_date       timestamptz,
  start_date     timestamptz,
  end_date       timestamptz,
  created_by     varchar(64),
  created_time   timestamptz NOT NULL DEFAULT now(),
  edited_time    timestamptz,
  CONSTRAINT notes_end_after_start CHECK (start_date IS NULL OR end_date IS NULL OR end_date > start_date)
);

CREATE INDEX notes_usage_place_newest_idx ON notes (usage_place_id, created_time DESC, id DESC);

-- One row per instance whose demo notes were written, so a second seed (or a restart) adds nothing
-- and never brings back demo notes a user has deleted.
CREATE TABLE notes_demo_seed (
  instance  text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
