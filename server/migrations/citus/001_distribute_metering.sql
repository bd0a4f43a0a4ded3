-- Citus: the metering store spread over worker nodes by measuring point (issue 19 §4; docs/scale-out.md).
-- Applied by plugins/migrations.ts after the other migrations, and only on a database where the citus
-- extension is created (CREATE EXTENSION citus, on the coordinator); PGlite and plain PostgreSQL never run it.
-- Citus cannot be installed on our machines (it is not in Debian's packages), so this file has not run here;
-- it is written to the Citus 12 documentation and uses nothing beyond its functions and portable SQL.
--
-- Every metering query filters on measuring_point_id (the chart, summary, district heating, consumption
-- changes and billing read one point's rows): with it as the distribution column each of those is routed to
-- one node. The rollups are co-located with the readings (the same point's shards on the same node), so the
-- statement triggers of migration 022 that refresh a point's days and months from its readings stay on that
-- node.

-- Triggers on distributed tables (meter_days_sync, migration 022) need this, set for the whole cluster
-- (ALTER SYSTEM on every node, or in postgresql.conf); here for this transaction's create_distributed_table.
SET LOCAL citus.enable_unsafe_triggers TO on;

-- A distributed table may not reference a local one: the rollups lose their foreign key to measuring_points.
-- Nothing is left behind when a point is deleted: migration 022's meter_values_cascade deletes its readings,
-- and the rollup refresh that deletion fires removes the days and months whose readings are gone.
ALTER TABLE meter_days DROP CONSTRAINT IF EXISTS meter_days_measuring_point_id_fkey;
ALTER TABLE meter_months DROP CONSTRAINT IF EXISTS meter_months_measuring_point_id_fkey;

-- The readings (a partitioned table: its monthly partitions, and those meter_values_partitions() creates
-- later, are distributed with it), then the rollups beside them. Each primary key starts with the
-- distribution column, as Citus requires of unique constraints.
SELECT create_distributed_table('meter_values', 'measuring_point_id', shard_count := 32);
SELECT create_distributed_table('meter_days', 'measuring_point_id', colocate_with := 'meter_values');
SELECT create_distributed_table('meter_months', 'measuring_point_id', colocate_with := 'meter_values');

-- Small tables the metering reads join with, the same for every point: a full copy on every node.
SELECT create_reference_table('spot_prices');
-- its day sums (migration 026), kept by spot_prices' own triggers on the coordinator
SELECT create_reference_table('spot_price_days');
SELECT create_reference_table('outdoor_temperatures');
