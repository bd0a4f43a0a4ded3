-- Feeds a running server keeps by itself (issue 19 §2; docs/server.md "Feeds"): each run is claimed here
-- first, so of several replicas on one database only one runs a feed at a time.
CREATE TABLE feed_runs (
  feed       text PRIMARY KEY,
  holder     text NOT NULL,
  started_at timestamptz NOT NULL
);
