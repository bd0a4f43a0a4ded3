import { fromHelsinkiWallTime, toHelsinkiWallTime } from '@portal/shared/calendar';
import { counterModulus } from '@portal/shared/api/meterReadingRules';
import { rewriteConsumption } from '../connector/meterReadings/consumption.js';
import type { Database } from '../plugins/database.js';
import { demoContractIdentifier } from './contractIds.js';
import { seedDistrictHeating } from './districtHeating.js';
import { STREETS, gsrn, townOf } from './places.js';
import { createRandom, seedFrom } from './prng.js';

/**
 * Demo meter readings of one instance (issue 17, docs/meter-readings.md). Written once: the automatic main
 * points of the first two demo customers become reading registers ('Automaattinen'); the first customer's
 * electricity place gets a manual cold-water meter (decimal digits, a meter change 14 months back); and a
 * customer with 12 usage places (`landlord`, the location autocomplete) gets manual electricity (a 5-digit
 * counter that wraps), heat (no digit counts) and water meters with 30 months of monthly readings, nine more
 * places with four months, and one reading waiting for staff review. Every run (the demo feed) adds the
 * monthly readings up to now and their consumption (connector/meterReadings/consumption.ts).
 */
export interface MeterReadingSeedContext {
  instance: string;
  now: Date;
  passwordHash: () => Promise<string>;
}

export const LANDLORD_USERNAME = 'landlord';
export const LANDLORD_CUSTOMER = '100003';
const FIRST_CUSTOMER = '100001';
const AUTOMATIC_CUSTOMERS = ['100001', '100002'];
const LANDLORD_PLACES = 12;
/** the depth of the automatic demo data (demo/metering.ts HISTORY_MONTHS) */
const HISTORY_MONTHS = 30;
const SHORT_MONTHS = 4;
// any constant (metering 7_411_204, billing 7_411_205): with the instance's hash it names the lock
const LOCK_KEY = 7_411_206;

type EnergyType = 'electricity' | 'heat' | 'water';

interface ManualSpec {
  registerId: string;
  energyType: EnergyType;
  quantity: string;
  unit: string;
  group: string;
  integerDigits: number | null;
  fractionDigits: number | null;
  isMain: boolean;
  months: number;
  /** mean consumption per day */
  perDay: number;
  /** the oldest reading's value */
  start: number;
  /** how strongly the use follows the season (heat most) */
  season: number;
  meterChange?: { monthsAgo: number; newMeterValue: number };
  /** a meter only the customer reads, with no readings yet (a new customer's first reading, a rollover to try) */
  customerReadsOnly?: boolean;
}

const GROUPS: Record<EnergyType, string> = { electricity: 'Sähkö', heat: 'Lämpö', water: 'Vesi' };
const GRID_IDS: Record<EnergyType, number> = { electricity: 1, heat: 2, water: 3 };

const electricity = (months: number, start: number, digits = 5): ManualSpec => ({
  registerId: 'SAHKO-1',
  energyType: 'electricity',
  quantity: 'electricityP',
  unit: 'kWh',
  group: GROUPS.electricity,
  integerDigits: digits,
  fractionDigits: null,
  isMain: true,
  months,
  perDay: 25,
  start,
  season: 0.15,
});
const heat = (months: number): ManualSpec => ({
  registerId: 'LAMPO-1',
  energyType: 'heat',
  quantity: 'heatEnergy',
  unit: 'MWh',
  group: GROUPS.heat,
  integerDigits: null,
  fractionDigits: null,
  isMain: true,
  months,
  perDay: 0.06,
  start: 431.2,
  season: 0.35,
});
const water = (months: number, isMain = true): ManualSpec => ({
  registerId: 'VESI-1',
  energyType: 'water',
  quantity: 'waterCold',
  unit: 'm3',
  group: GROUPS.water,
  integerDigits: 5,
  fractionDigits: 3,
  isMain,
  months,
  perDay: 0.35,
  start: 812.4,
  season: 0.05,
});

/** the first customer's electricity place: water read by hand; not a main point, so its invoices stay as they were */
const FIRST_CUSTOMER_WATER: ManualSpec = {
  ...water(HISTORY_MONTHS, false),
  meterChange: { monthsAgo: 14, newMeterValue: 1.25 },
};

/** the landlord's places in order: the rollover (a 5-digit counter 18 months from wrapping), heat, water, then short histories */
const landlordSpec = (index: number): ManualSpec => {
  if (index === 0) return electricity(HISTORY_MONTHS, 100_000 - 25 * 30.4 * 18);
  if (index === 1) return heat(HISTORY_MONTHS);
  if (index === 2) return water(HISTORY_MONTHS);
  const kind = index % 3;
  if (index === 9) return { ...electricity(0, 0, 6), customerReadsOnly: true };
  if (kind === 0) return electricity(SHORT_MONTHS, 20_000 + index * 1_000, 6);
  return kind === 1 ? heat(SHORT_MONTHS) : water(SHORT_MONTHS);
};

interface DemoReading {
  at: Date;
  value: number;
  kind: 'reading' | 'rollover' | 'meterChange';
}

const roundTo = (value: number, spec: ManualSpec): number => {
  const decimals = spec.fractionDigits ?? (spec.integerDigits !== null ? 0 : 3);
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * A point's monthly readings from `months` before `startedAt` up to `now`, each month's from the same draws
 * on every run (keyed by the month), so a later run continues the series the first one began.
 */
export function demoReadings(spec: ManualSpec, key: string, startedAt: Date, now: Date): DemoReading[] {
  const first = toHelsinkiWallTime(startedAt);
  const readings: DemoReading[] = [];
  if (spec.customerReadsOnly) return readings;
  const modulus = counterModulus({
    integerDigitCount: spec.integerDigits,
    fractionDigitCount: spec.fractionDigits,
  });
  let exact = spec.start;
  for (let k = 0; ; k++) {
    const monthIndex = first.year * 12 + first.month - 1 - spec.months + k;
    const year = Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    const random = createRandom(seedFrom(`portal-demo-readings:${key}:${year}-${month}`));
    const at = fromHelsinkiWallTime({
      year,
      month,
      day: 1 + random.int(0, 4),
      hour: random.int(8, 17),
      minute: random.int(0, 59),
    });
    if (at.getTime() > now.getTime()) break;
    let kind: DemoReading['kind'] = 'reading';
    const previous = readings.at(-1);
    if (previous) {
      const days = (at.getTime() - previous.at.getTime()) / 86_400_000;
      const seasonal = 1 + spec.season * Math.cos((2 * Math.PI * (month - 1)) / 12);
      exact += spec.perDay * seasonal * (0.92 + 0.16 * random.next()) * days;
      const monthsAgo = first.year * 12 + first.month - 1 - monthIndex;
      if (spec.meterChange && monthsAgo === spec.meterChange.monthsAgo) {
        exact = spec.meterChange.newMeterValue;
        kind = 'meterChange';
      } else if (exact >= modulus) {
        exact -= modulus;
        kind = 'rollover';
      }
    }
    readings.push({ at, value: roundTo(exact, spec), kind });
  }
  return readings;
}

interface PointRow {
  id: number;
  location_code: string;
  register_id: string;
  acquisition_method: string | null;
  integer_digit_count: number | null;
  fraction_digit_count: number | null;
}

export async function seedMeterReadings(
  db: Database,
  ctx: MeterReadingSeedContext,
): Promise<{ readings: number }> {
  const result = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_KEY, ctx.instance]);
    const [seeded] = await tx.query<{ started_at: Date | string; seeded_until: Date | string }>(
      'SELECT started_at, seeded_until FROM meter_reading_demo_seed WHERE instance = $1 FOR UPDATE',
      [ctx.instance],
    );
    const startedAt = seeded ? new Date(seeded.started_at) : ctx.now;
    const seededUntil = seeded ? new Date(seeded.seeded_until) : null;
    if (seededUntil && seededUntil.getTime() >= ctx.now.getTime()) return { readings: 0, created: false };
    if (!seeded) await writeOnce(tx, ctx);

    const points = await tx.query<PointRow>(
      `SELECT mp.id, up.location_code, mp.register_id, mp.acquisition_method, mp.integer_digit_count,
              mp.fraction_digit_count
         FROM measuring_points mp JOIN usage_places up ON up.id = mp.usage_place_id
        WHERE up.instance = $1 AND up.customer_number = ANY ($2::text[]) AND mp.acquisition_method = 'Manuaalinen'
        ORDER BY up.location_code, mp.register_id`,
      [ctx.instance, [FIRST_CUSTOMER, LANDLORD_CUSTOMER]],
    );
    const specs = await specsByPoint(tx, ctx.instance);
    // the first run writes years of hours: the day rollup is built once at the end instead of per statement
    const bulk = !seeded && (await skipTriggers(tx));
    const rewritten: number[] = [];
    let written = 0;
    for (const point of points) {
      const spec = specs.get(`${point.location_code}:${point.register_id}`);
      if (!spec) continue;
      const fresh = demoReadings(
        spec,
        `${ctx.instance}:${point.location_code}:${point.register_id}`,
        startedAt,
        ctx.now,
      ).filter((reading) => seededUntil === null || reading.at.getTime() > seededUntil.getTime());
      if (fresh.length === 0) continue;
      const inserted = await tx.query<{ at: Date | string }>(
        `INSERT INTO meter_readings (measuring_point_id, at, value, kind, source, statuses, created_at)
         SELECT $1, a, v, k, 'utility', '{OK}', a FROM unnest($2::timestamptz[], $3::float8[], $4::text[]) AS r(a, v, k)
         ON CONFLICT (measuring_point_id, at) DO NOTHING
         RETURNING at`,
        [
          point.id,
          fresh.map((reading) => reading.at.toISOString()),
          fresh.map((reading) => reading.value),
          fresh.map((reading) => reading.kind),
        ],
      );
      if (inserted.length === 0) continue;
      written += inserted.length;
      await rewriteConsumption(
        tx,
        point,
        inserted.map((row) => new Date(row.at)),
      );
      rewritten.push(point.id);
    }
    if (bulk) {
      await tx.query('SET LOCAL session_replication_role = DEFAULT');
      await tx.query(`SELECT meter_rollups_build($1::int[], '-infinity', 'infinity')`, [rewritten]);
    }
    if (!seeded) await addPendingReview(tx, ctx);
    await tx.query(
      `INSERT INTO meter_reading_demo_seed (instance, started_at, seeded_until) VALUES ($1, $2, $3)
       ON CONFLICT (instance) DO UPDATE SET seeded_until = EXCLUDED.seeded_until`,
      [ctx.instance, startedAt.toISOString(), ctx.now.toISOString()],
    );
    return { readings: written, created: !seeded };
  });
  // the landlord's heat places are district heat places too, from their first run on (the seed ran it before them)
  if (result.created) await seedDistrictHeating(db, { instance: ctx.instance, now: ctx.now });
  return { readings: result.readings };
}

/**
 * Turns triggers (the day rollup's, foreign keys) off for the rest of the transaction where the role may
 * (PGlite, a superuser), as the metering seed does; elsewhere they simply run.
 */
async function skipTriggers(tx: Database): Promise<boolean> {
  const [role] = await tx.query<{ super: boolean }>(
    'SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user',
  );
  if (!role?.super) return false;
  await tx.query('SET LOCAL session_replication_role = replica');
  return true;
}

/** which spec each demo point follows, by its place's code and register */
async function specsByPoint(tx: Database, instance: string): Promise<Map<string, ManualSpec>> {
  const specs = new Map<string, ManualSpec>();
  const [firstWater] = await tx.query<{ location_code: string }>(
    `SELECT location_code FROM usage_places
      WHERE instance = $1 AND customer_number = $2 AND 'electricity' = ANY (energy_types) ORDER BY id LIMIT 1`,
    [instance, FIRST_CUSTOMER],
  );
  if (firstWater)
    specs.set(`${firstWater.location_code}:${FIRST_CUSTOMER_WATER.registerId}`, FIRST_CUSTOMER_WATER);
  for (let index = 0; index < LANDLORD_PLACES; index++) {
    const spec = landlordSpec(index);
    specs.set(`${landlordLocationCode(index)}:${spec.registerId}`, spec);
  }
  return specs;
}

const landlordLocationCode = (index: number): string => String(4_100_001 + index);

async function writeOnce(tx: Database, ctx: MeterReadingSeedContext): Promise<void> {
  // the automatic main points of the demo customers: registers whose readings come by themselves
  await tx.query(
    `UPDATE measuring_points mp
        SET register_id = 'AUTO-' || n.n, acquisition_method = 'Automaattinen',
            measuring_point_group = CASE mp.energy_type WHEN 'electricity' THEN 'Sähkö' WHEN 'heat' THEN 'Lämpö'
                                      WHEN 'water' THEN 'Vesi' ELSE 'Kaasu' END
       FROM (SELECT mp2.id, row_number() OVER (PARTITION BY mp2.usage_place_id ORDER BY mp2.ordinal, mp2.id) AS n
               FROM measuring_points mp2 JOIN usage_places up ON up.id = mp2.usage_place_id
              WHERE up.instance = $1 AND up.customer_number = ANY ($2::text[]) AND mp2.is_main_type
                AND mp2.register_id IS NULL) n
      WHERE mp.id = n.id`,
    [ctx.instance, AUTOMATIC_CUSTOMERS],
  );
  const [firstPlace] = await tx.query<{ id: number }>(
    `SELECT id FROM usage_places
      WHERE instance = $1 AND customer_number = $2 AND 'electricity' = ANY (energy_types) ORDER BY id LIMIT 1`,
    [ctx.instance, FIRST_CUSTOMER],
  );
  if (firstPlace) await insertPoint(tx, firstPlace.id, FIRST_CUSTOMER_WATER, 100);

  const [taken] = await tx.query('SELECT 1 FROM users WHERE instance = $1 AND lower(username) = $2', [
    ctx.instance,
    LANDLORD_USERNAME,
  ]);
  if (taken) return;
  const random = createRandom(seedFrom(`portal-demo-landlord:${ctx.instance}`));
  const [user] = await tx.query<{ id: number }>(
    `INSERT INTO users (instance, username, sub, password_hash, first_name, last_name, email, phone_number,
                        trusted_account, created_on)
     VALUES ($1, $2, $3, $4, 'Leena', 'Laaksonen', $5, $6, true, $7) RETURNING id`,
    [
      ctx.instance,
      LANDLORD_USERNAME,
      random.uuid(),
      await ctx.passwordHash(),
      `${LANDLORD_USERNAME}.${ctx.instance}@example.com`,
      `+35850${String(random.int(1_000_000, 9_999_999))}`,
      '2023-03-14T08:00:00Z',
    ],
  );
  await tx.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'ROLE_USER')`, [user!.id]);
  await tx.query(
    `INSERT INTO customers (instance, customer_number, first_name, last_name, full_name)
     VALUES ($1, $2, 'Leena', 'Laaksonen', 'Leena Laaksonen') ON CONFLICT DO NOTHING`,
    [ctx.instance, LANDLORD_CUSTOMER],
  );
  const town = townOf(ctx.instance);
  for (let index = 0; index < LANDLORD_PLACES; index++) {
    const spec = landlordSpec(index);
    const locationCode = landlordLocationCode(index);
    const street = `${random.pick(STREETS)} ${random.int(1, 60)}`;
    const [place] = await tx.query<{ id: number }>(
      `INSERT INTO usage_places (instance, location_code, customer_number, grid_id, name, street, zip_code, city,
                                 full_address, gsrn_code, contract_identifier, valid_from, energy_types)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        ctx.instance,
        locationCode,
        LANDLORD_CUSTOMER,
        GRID_IDS[spec.energyType],
        index === 0 ? 'Koti' : `Vuokra-asunto ${index}`,
        street,
        town.zipCode,
        town.city,
        `${street}, ${town.zipCode} ${town.city}`,
        gsrn(locationCode),
        demoContractIdentifier(ctx.instance, locationCode),
        `${2016 + (index % 5)}-${String(1 + (index % 9)).padStart(2, '0')}-01`,
        [spec.energyType],
      ],
    );
    await tx.query('INSERT INTO user_usage_places (user_id, usage_place_id) VALUES ($1, $2)', [
      user!.id,
      place!.id,
    ]);
    await insertPoint(tx, place!.id, spec, 0);
  }
}

async function insertPoint(tx: Database, placeId: number, spec: ManualSpec, ordinal: number): Promise<void> {
  await tx.query(
    `INSERT INTO measuring_points (usage_place_id, energy_type, quantity, tariff, unit, is_main_type, ordinal,
                                   register_id, acquisition_method, measuring_point_group, integer_digit_count,
                                   fraction_digit_count)
     VALUES ($1, $2, $3, 'generic', $4, $5, $6, $7, 'Manuaalinen', $8, $9, $10)
     ON CONFLICT (usage_place_id, quantity, tariff) DO NOTHING`,
    [
      placeId,
      spec.energyType,
      spec.quantity,
      spec.unit,
      spec.isMain,
      ordinal,
      spec.registerId,
      spec.group,
      spec.integerDigits,
      spec.fractionDigits,
    ],
  );
}

/** one reading of the landlord's heat meter that staff have to look at: far above what the history expects */
async function addPendingReview(tx: Database, ctx: MeterReadingSeedContext): Promise<void> {
  await tx.query(
    `INSERT INTO meter_readings (measuring_point_id, at, value, note, kind, source, statuses, review_status,
                                 review_flags, created_by, created_at)
     SELECT mp.id, $3::timestamptz, last.value + 9.5, 'Lukema hyppäsi, kuva tulossa', 'reading', 'customer', '{OK}',
            'pending', '{outsideExpected}', u.sub, $3::timestamptz
       FROM measuring_points mp
       JOIN usage_places up ON up.id = mp.usage_place_id
       JOIN users u ON u.instance = up.instance AND u.username = $4
       CROSS JOIN LATERAL (SELECT r.value FROM meter_readings r WHERE r.measuring_point_id = mp.id AND r.at < $3
                            ORDER BY r.at DESC LIMIT 1) last
      WHERE up.instance = $1 AND up.location_code = $2 AND mp.register_id = 'LAMPO-1'
     ON CONFLICT (measuring_point_id, at) DO NOTHING`,
    [
      ctx.instance,
      landlordLocationCode(1),
      new Date(Math.floor((ctx.now.getTime() - 3 * 86_400_000) / 60_000) * 60_000).toISOString(),
      LANDLORD_USERNAME,
    ],
  );
}
