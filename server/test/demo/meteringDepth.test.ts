import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/demo/seed.js';
import type { Database } from '../../src/plugins/database.js';
import { openTestDatabase, TEST_INSTANCES } from '../helpers/index.js';

let db: Database;
let drop: () => Promise<void>;

/** an instance outside the test template, seeded here: the depth is not a privilege of the first ones */
const EXTRA_INSTANCE = 'vimpelinvoima';

/** issue 3: what every instance's demo data measures (energy type, quantity, tariff) */
const REQUIRED = [
  ['electricity', 'electricityP', 'generic'],
  ['electricity', 'electricityP', 'dayEnergy'],
  ['electricity', 'electricityP', 'nightEnergy'],
  ['electricity', 'electricityPMinus', 'generic'],
  ['electricity', 'electricityPPlusNet', 'generic'],
  ['electricity', 'electricityPMinusNet', 'generic'],
  ['electricity', 'electricityPPlusRaw', 'generic'],
  ['electricity', 'electricityPMinusRaw', 'generic'],
  ['electricity', 'electricityQ', 'generic'],
  ['heat', 'heatEnergy', 'generic'],
  ['heat', 'heatWater', 'generic'],
  ['heat', 'heatWaterTemperatureIn', 'generic'],
  ['heat', 'heatWaterTemperatureOut', 'generic'],
  ['water', 'waterCold', 'generic'],
  ['water', 'waterWarm', 'generic'],
  ['gas', 'naturalGas', 'generic'],
] as const;

const TWO_YEARS_OF_HOURS = 2 * 365 * 24;
const SIX_MONTHS_OF_QUARTERS = 181 * 96;
/** gaps and single missing points take well under one percent */
const PRESENT = 0.98;

interface Depth {
  key: string;
  hourly: number;
  quarters: number;
}

/**
 * Per point of the instance, counted by index range from the end of its seeded data: hourly rows in the
 * two years before the last six months (less a day: the switch is at Helsinki midnight), quarter-hour
 * rows in the last six months.
 */
const depthOf = (instance: string) =>
  db.query<Depth>(
    `WITH b AS (SELECT seeded_until AS until FROM metering_demo_seed WHERE instance = $1)
     SELECT mp.energy_type || '/' || mp.quantity || '/' || mp.tariff AS key,
            (SELECT count(*) FROM meter_values v
              WHERE v.measuring_point_id = mp.id AND v.step_minutes = 60
                AND v.at >= b.until - interval '30 months' AND v.at < b.until - interval '6 months 1 day')::int
              AS hourly,
            (SELECT count(*) FROM meter_values v
              WHERE v.measuring_point_id = mp.id AND v.step_minutes = 15
                AND v.at >= b.until - interval '6 months' AND v.at < b.until)::int AS quarters
       FROM measuring_points mp JOIN usage_places up ON up.id = mp.usage_place_id CROSS JOIN b
      WHERE up.instance = $1 AND mp.acquisition_method IS DISTINCT FROM 'Manuaalinen'
      ORDER BY key`,
    [instance],
  );

// a whole instance's seed with its day rollup: over two minutes on PGlite when the machine is busy
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  await seedDemo(db, [EXTRA_INSTANCE]);
}, 300_000);

afterAll(async () => {
  await drop();
});

describe('demo metering depth', () => {
  it.each([...TEST_INSTANCES, EXTRA_INSTANCE])(
    '%s has every required quantity with two years of hourly data and six months of quarter-hours',
    async (instance) => {
      const depth = await depthOf(instance);
      const keys = depth.map((d) => d.key);
      for (const [energyType, quantity, tariff] of REQUIRED)
        expect(keys).toContain(`${energyType}/${quantity}/${tariff}`);
      for (const point of depth) {
        expect(point.hourly, point.key).toBeGreaterThanOrEqual(TWO_YEARS_OF_HOURS * PRESENT);
        expect(point.quarters, point.key).toBeGreaterThanOrEqual(SIX_MONTHS_OF_QUARTERS * PRESENT);
      }
    },
  );

  it('the seeded range ends within the last day (the seed reaches the present)', async () => {
    // the present of the test clock (the seed's), not the database server's own now()
    const [row] = await db.query<{ fresh: boolean }>(
      `SELECT bool_and(seeded_until > $2::timestamptz - interval '1 day') AS fresh
         FROM metering_demo_seed WHERE instance = ANY ($1::text[])`,
      [[...TEST_INSTANCES, EXTRA_INSTANCE], new Date()],
    );
    expect(row?.fresh).toBe(true);
  });
});
