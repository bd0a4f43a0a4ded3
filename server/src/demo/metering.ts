import type { Database } from '../plugins/database.js';

/**
 * Demo metering of one instance (issue 3): measuring points on the core seed's usage places, hourly
 * values from `historyMonths` ago to six months ago, 15-minute values since then up to the current hour,
 * FI spot prices, hourly outdoor temperatures of the instance's town and the electricity price parts.
 *
 * Every series is generated inside the database (`generate_series`) from hashes of the place and the
 * instant, so a run is deterministic and cheap; a later run only adds the time since the previous one.
 */
export interface MeteringSeedContext {
  instance: string;
  usagePlaces: ReadonlyArray<{ id: number; customerNumber: string }>;
  /** the seed's "now" (default: the real clock); data ends at the start of its hour */
  now?: Date;
  /** months of history (default: historyMonthsOf the instance); the last six months are at 15 minutes */
  historyMonths?: number;
}

/** rows of the shared series written by this run */
export interface MeteringSeedResult {
  spotPrices: number;
  temperatures: number;
}

export const ESTIMATE_STATUS = 131072;

/**
 * Two years of history cost ~20 s per instance on PGlite (~490,000 rows), too long for a start that
 * seeds eleven instances: the main demo instance gets the full history, the others the last month.
 */
const FULL_HISTORY_INSTANCES: ReadonlySet<string> = new Set(['demo1']);
export const historyMonthsOf = (instance: string): number => (FULL_HISTORY_INSTANCES.has(instance) ? 24 : 1);
const QUARTER_MONTHS = 6;
/** when the market moved to 15-minute spot prices (the first delivery day, 1 Oct 2025 Helsinki) */
const QUARTER_SPOT_FROM = '2025-09-30T22:00:00Z';

type Role = 'homeElectricity' | 'heat' | 'water' | 'plainElectricity' | 'gas';

interface PointSpec {
  energyType: 'electricity' | 'heat' | 'water' | 'gas';
  quantity: string;
  tariff: string;
  unit: string;
  isMainType: boolean;
}

const point = (
  energyType: PointSpec['energyType'],
  quantity: string,
  unit: string,
  tariff = 'generic',
  isMainType = false,
): PointSpec => ({ energyType, quantity, tariff, unit, isMainType });

/**
 * The first customer's electricity place has a day/night tariff, solar production and the net and raw
 * quantities; the second customer's has one tariff. Reactive power (electricityQ) is measured only at the
 * second customer's gas place, where electricity has nothing else: the report hides such an energy type.
 */
const POINTS: Record<Role, PointSpec[]> = {
  homeElectricity: [
    point('electricity', 'electricityP', 'kWh', 'dayEnergy', true),
    point('electricity', 'electricityP', 'kWh', 'nightEnergy', true),
    point('electricity', 'electricityPMinus', 'kWh'),
    point('electricity', 'electricityPPlusNet', 'kWh'),
    point('electricity', 'electricityPMinusNet', 'kWh'),
    point('electricity', 'electricityPPlusRaw', 'kWh'),
    point('electricity', 'electricityPMinusRaw', 'kWh'),
  ],
  heat: [
    point('heat', 'heatEnergy', 'MWh', 'generic', true),
    point('heat', 'heatWater', 'm3'),
    point('heat', 'heatWaterTemperatureIn', 'C'),
    point('heat', 'heatWaterTemperatureOut', 'C'),
  ],
  water: [point('water', 'waterCold', 'm3', 'generic', true), point('water', 'waterWarm', 'm3')],
  plainElectricity: [point('electricity', 'electricityP', 'kWh', 'generic', true)],
  gas: [point('gas', 'naturalGas', 'm3', 'generic', true), point('electricity', 'electricityQ', 'kvarh')],
};

const ROLE_BY_CUSTOMER_ORDER: Record<string, Role>[] = [
  { electricity: 'homeElectricity', heat: 'heat', water: 'water', gas: 'gas' },
  { electricity: 'plainElectricity', heat: 'heat', water: 'water', gas: 'gas' },
];

/**
 * A uniform number in [0, 1) from two numbers (the classic fract(sin(dot) * 43758.5453) hash): far
 * cheaper than md5 per row, and the same on PGlite and PostgreSQL (IEEE doubles).
 */
const noise = (a: string, b: string): string =>
  `(sin(${a} * 12.9898 + ${b} * 78.233) * 43758.5453 - floor(sin(${a} * 12.9898 + ${b} * 78.233) * 43758.5453))`;
/** a stable integer key of a text (a place's town) */
const textKey = (text: string): string => `(('x' || substr(md5(${text}), 1, 6))::bit(24)::int % 1000)`;
const HELSINKI = `'Europe/Helsinki'`;
const epochOf = (at: string): string => `extract(epoch FROM ${at})::float8`;
const hourOf = (at: string): string =>
  `(extract(hour FROM ${at} AT TIME ZONE ${HELSINKI}) + extract(minute FROM ${at} AT TIME ZONE ${HELSINKI}) / 60.0)`;
/** 1 in mid-January, -1 in mid-July */
const seasonOf = (at: string): string =>
  `cos(2 * pi() * (extract(doy FROM ${at} AT TIME ZONE ${HELSINKI}) - 15) / 365.25)`;
/** the outdoor temperature of a station (by its key) at an instant; the same formula feeds the heat demand */
const temperatureOf = (key: string, at: string, hour: string, season: string): string => `(
  5 - 12 * ${season} + 3 * cos(2 * pi() * (${hour} - 15) / 24)
  + 6 * (${noise(key, `floor(${epochOf(at)} / 86400)`)} - 0.5)
  + 1.5 * (${noise(`(${key} + 7)`, `floor(${epochOf(at)} / 3600)`)} - 0.5))`;

/** the series of one step between two instants, as rows (at) */
const series = (from: string, to: string, stepMinutes: number): string =>
  `generate_series(${from}::timestamptz, ${to}::timestamptz - interval '${stepMinutes} minutes', interval '${stepMinutes} minutes')`;

export async function seedMetering(db: Database, ctx: MeteringSeedContext): Promise<MeteringSeedResult> {
  const now = ctx.now ?? new Date();
  const historyMonths = ctx.historyMonths ?? historyMonthsOf(ctx.instance);
  return db.transaction(async (tx) => {
    const [range] = await tx.query<{
      start: string;
      quarter_from: string;
      until: string;
      done: string | null;
    }>(
      `WITH day AS (SELECT date_trunc('day', $2::timestamptz AT TIME ZONE ${HELSINKI}) AS d)
       SELECT (d - make_interval(months => $3)) AT TIME ZONE ${HELSINKI} AS start,
              greatest((d - make_interval(months => $4)) AT TIME ZONE ${HELSINKI},
                       (d - make_interval(months => $3)) AT TIME ZONE ${HELSINKI}) AS quarter_from,
              date_trunc('hour', $2::timestamptz) AS until,
              (SELECT seeded_until FROM metering_demo_seed WHERE instance = $1 FOR UPDATE) AS done
         FROM day`,
      [ctx.instance, now.toISOString(), historyMonths, QUARTER_MONTHS],
    );
    if (!range) throw new Error('metering range query returned nothing');
    const iso = (value: string | Date): string => new Date(value).toISOString();
    const until = iso(range.until);
    const from = range.done === null ? iso(range.start) : iso(range.done);
    const empty = { spotPrices: 0, temperatures: 0 };
    if (from >= until) return empty;

    await insertPoints(tx, ctx);
    await describePlaces(tx, ctx);
    const hourlyTo = minIso(iso(range.quarter_from), until);
    const quarterFrom = maxIso(from, iso(range.quarter_from));
    await skipForeignKeyChecks(tx);
    if (from < hourlyTo) await insertValues(tx, ctx.instance, from, hourlyTo, 60);
    if (quarterFrom < until) await insertValues(tx, ctx.instance, quarterFrom, until, 15);
    const spotPrices = await insertSpotPrices(tx, iso(range.start), until);
    const temperatures = await insertTemperatures(tx, ctx.instance, iso(range.start), until);
    await insertPriceParts(tx, ctx.instance, iso(range.start));
    await tx.query('SET LOCAL session_replication_role = DEFAULT');
    await tx.query(
      `INSERT INTO metering_demo_seed (instance, seeded_until) VALUES ($1, $2)
       ON CONFLICT (instance) DO UPDATE SET seeded_until = greatest(metering_demo_seed.seeded_until, EXCLUDED.seeded_until)`,
      [ctx.instance, until],
    );
    return { spotPrices, temperatures };
  });
}

/**
 * The demo values are joined to their measuring points in the same statement, so the per-row foreign
 * key trigger only costs time (most of the seed's time on PGlite). It is skipped for this transaction
 * where the role may do so (PGlite, a superuser); elsewhere the checks simply run.
 */
async function skipForeignKeyChecks(tx: Database): Promise<void> {
  const [role] = await tx.query<{ super: boolean }>(
    'SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user',
  );
  if (role?.super) await tx.query(`SET LOCAL session_replication_role = replica`);
}

const minIso = (a: string, b: string): string => (a < b ? a : b);
const maxIso = (a: string, b: string): string => (a > b ? a : b);

async function insertPoints(tx: Database, ctx: MeteringSeedContext): Promise<void> {
  const places = await tx.query<{ id: number; customer_number: string; energy_types: string[] }>(
    `SELECT id, customer_number, energy_types FROM usage_places
      WHERE instance = $1 AND id = ANY ($2::int[]) ORDER BY customer_number, id`,
    [ctx.instance, ctx.usagePlaces.map((place) => place.id)],
  );
  const customers = [...new Set(places.map((place) => place.customer_number))];
  const rows: Array<[number, PointSpec, number]> = [];
  for (const place of places) {
    const roles = ROLE_BY_CUSTOMER_ORDER[customers.indexOf(place.customer_number)];
    const role = roles?.[place.energy_types[0] ?? ''];
    if (!role) continue;
    POINTS[role].forEach((spec, ordinal) => rows.push([place.id, spec, ordinal]));
  }
  await tx.query(
    `INSERT INTO measuring_points (usage_place_id, energy_type, quantity, tariff, unit, is_main_type, ordinal)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::int[])
     ON CONFLICT (usage_place_id, quantity, tariff) DO NOTHING`,
    [
      rows.map(([id]) => id),
      rows.map(([, spec]) => spec.energyType),
      rows.map(([, spec]) => spec.quantity),
      rows.map(([, spec]) => spec.tariff),
      rows.map(([, spec]) => spec.unit),
      rows.map(([, spec]) => spec.isMainType),
      rows.map(([, , ordinal]) => ordinal),
    ],
  );
}

/** the report's place details: a checksum of what the place is, and the energy community membership */
async function describePlaces(tx: Database, ctx: MeteringSeedContext): Promise<void> {
  await tx.query(
    `UPDATE usage_places up
        SET checksum = md5(up.instance || ':' || up.location_code || ':' || up.customer_number || ':' || up.grid_id),
            commune_membership_type = CASE WHEN EXISTS (
              SELECT 1 FROM measuring_points mp WHERE mp.usage_place_id = up.id AND mp.quantity = 'electricityPMinus')
              THEN 'MEMBER' END
      WHERE up.instance = $1 AND up.id = ANY ($2::int[]) AND up.checksum IS NULL`,
    [ctx.instance, ctx.usagePlaces.map((place) => place.id)],
  );
}

/**
 * One row per point and instant in [from, to), except in gaps. Consumption c and production p are per
 * place, so the net and raw quantities agree with each other; gaps and estimates are per place too.
 */
async function insertValues(
  tx: Database,
  instance: string,
  from: string,
  to: string,
  stepMinutes: number,
): Promise<void> {
  const perStep = `(${stepMinutes} / 60.0)`;
  await tx.query(
    `WITH places AS (
       SELECT DISTINCT up.id, ${textKey('up.city')} AS town FROM usage_places up
         JOIN measuring_points mp ON mp.usage_place_id = up.id
        WHERE up.instance = $1
     ), times AS MATERIALIZED (
       SELECT at, ${epochOf('at')} / 900 AS q, hour, season
         FROM (SELECT at, ${hourOf('at')} AS hour, ${seasonOf('at')} AS season
                 FROM ${series('$2', '$3', stepMinutes)} AS t(at)) t
     ), shaped AS (
       SELECT p.id AS place_id, t.at, t.hour, t.season,
              ${temperatureOf('p.town', 't.at', 't.hour', 't.season')} AS temperature,
              ${noise('p.id', 't.q')} AS n1, ${noise('(p.id + 0.31)', 't.q')} AS n2,
              ${noise('(p.id + 0.57)', 't.q')} AS n3, ${noise('(p.id + 0.83)', 't.q')} AS n4,
              ${noise('(p.id + 0.13)', 'floor(t.q / 24)')} AS g
         FROM places p CROSS JOIN times t
     ), place_values AS (
       SELECT place_id, at, n3, n4, hour, temperature,
              ${perStep} * (0.5 + 0.35 * season) * (1 + 0.45 * cos(2 * pi() * (hour - 19) / 24))
                * (0.75 + 0.5 * n1) AS c,
              ${perStep} * 4.0 * greatest(0, sin(pi() * (hour - 4) / 17)) * greatest(0, 0.55 - 0.45 * season)
                * (0.3 + 0.7 * n2) AS p,
              ${perStep} * 0.0009 * greatest(17 - temperature, 1) * (0.9 + 0.2 * n1) AS heat,
              ${perStep} * 0.018 * (0.3 + exp(-(hour - 7.5) * (hour - 7.5) / 2)
                + 1.2 * exp(-(hour - 20) * (hour - 20) / 4)) * (0.6 + 0.8 * n1) AS water,
              ${perStep} * 0.25 * (0.55 + 0.45 * season) * (0.8 + 0.4 * n4) AS gas
         FROM shaped
        -- gaps: a few 6-hour runs and single missing points, the same for every quantity of the place
        WHERE g >= 0.004 AND n3 >= 0.0005
     )
     INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status)
     SELECT mp.id, v.at, ${stepMinutes},
            CASE mp.quantity
              WHEN 'electricityP' THEN CASE
                WHEN mp.tariff = 'dayEnergy' THEN CASE WHEN v.hour >= 7 AND v.hour < 22 THEN v.c ELSE 0 END
                WHEN mp.tariff = 'nightEnergy' THEN CASE WHEN v.hour >= 7 AND v.hour < 22 THEN 0 ELSE v.c END
                ELSE v.c END
              WHEN 'electricityPPlusRaw' THEN v.c
              WHEN 'electricityPMinus' THEN v.p
              WHEN 'electricityPMinusRaw' THEN v.p
              WHEN 'electricityPPlusNet' THEN greatest(v.c - v.p, 0)
              WHEN 'electricityPMinusNet' THEN greatest(v.p - v.c, 0)
              WHEN 'electricityQ' THEN ${perStep} * 0.2 * (0.5 + v.n4)
              WHEN 'heatEnergy' THEN v.heat
              WHEN 'heatWater' THEN v.heat * 21.5
              WHEN 'heatWaterTemperatureIn' THEN least(65 + 1.1 * greatest(5 - v.temperature, 0), 105) + 2 * v.n4
              WHEN 'heatWaterTemperatureOut' THEN least(65 + 1.1 * greatest(5 - v.temperature, 0), 105) - 28 - 6 * v.n4
              WHEN 'waterCold' THEN v.water
              WHEN 'waterWarm' THEN v.water * 0.4
              WHEN 'naturalGas' THEN v.gas
            END,
            CASE WHEN v.n3 < 0.0105 THEN ${ESTIMATE_STATUS} ELSE 0 END
       FROM place_values v JOIN measuring_points mp ON mp.usage_place_id = v.place_id
     ON CONFLICT (measuring_point_id, at) DO NOTHING`,
    [instance, from, to],
  );
}

/** FI spot prices in [from, to) not yet stored: hourly before the 15-minute market, quarters after it */
async function insertSpotPrices(tx: Database, from: string, to: string): Promise<number> {
  const [stored] = await tx.query<{ last: string | null; step: number | null }>(
    `SELECT at AS last, step_minutes AS step FROM spot_prices WHERE area = 'FI' ORDER BY at DESC LIMIT 1`,
  );
  const start =
    stored?.last != null
      ? maxIso(from, new Date(new Date(stored.last).getTime() + (stored.step ?? 60) * 60_000).toISOString())
      : from;
  let count = 0;
  const ranges: Array<[string, string, number]> = [
    [start, minIso(to, QUARTER_SPOT_FROM), 60],
    [maxIso(start, QUARTER_SPOT_FROM), to, 15],
  ];
  for (const [a, b, step] of ranges) {
    if (a >= b) continue;
    const rows = await tx.query<{ count: number }>(
      `WITH inserted AS (
         INSERT INTO spot_prices (area, at, step_minutes, eur_per_mwh)
         SELECT 'FI', at, ${step},
                round((55 + 40 * ${seasonOf('at')}
                  + 30 * (exp(-power(${hourOf('at')} - 8.5, 2) / 3) + 1.3 * exp(-power(${hourOf('at')} - 18.5, 2) / 4))
                  - 25 * exp(-power(${hourOf('at')} - 3, 2) / 6)
                  + 90 * power(${noise('358', `floor(${epochOf('at')} / 86400)`)}, 4)
                  + 20 * (${noise('359', `${epochOf('at')} / 900`)} - 0.5))::numeric, 2)::float8
           FROM ${series('$1', '$2', step)} AS t(at)
         ON CONFLICT (area, at) DO NOTHING
         RETURNING 1
       )
       SELECT count(*)::int AS count FROM inserted`,
      [a, b],
    );
    count += rows[0]?.count ?? 0;
  }
  return count;
}

/** hourly temperatures of the instance's towns in [from, to) not yet stored (towns are shared) */
async function insertTemperatures(tx: Database, instance: string, from: string, to: string): Promise<number> {
  const rows = await tx.query<{ count: number }>(
    `WITH stations AS (
       SELECT up.city AS station,
              greatest($2::timestamptz,
                       coalesce((SELECT max(ot.at) + interval '1 hour' FROM outdoor_temperatures ot
                                  WHERE ot.station = up.city), $2::timestamptz)) AS start
         FROM usage_places up WHERE up.instance = $1 GROUP BY up.city
     ), inserted AS (
       INSERT INTO outdoor_temperatures (station, at, celsius)
       SELECT s.station, t.at,
              round(${temperatureOf(textKey('s.station'), 't.at', hourOf('t.at'), seasonOf('t.at'))}::numeric, 1)::float8
         FROM stations s
        CROSS JOIN LATERAL generate_series(s.start, $3::timestamptz - interval '1 hour', interval '1 hour') AS t(at)
       ON CONFLICT (station, at) DO NOTHING
       RETURNING 1
     )
     SELECT count(*)::int AS count FROM inserted`,
    [instance, from, to],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Electricity places: a fixed-price energy contract that turned into a spot contract a year before the
 * data ends, and the grid's transfer price with the electricity tax (snt/kWh; basic prices EUR/month).
 */
async function insertPriceParts(tx: Database, instance: string, start: string): Promise<void> {
  await tx.query(
    `WITH places AS (
       SELECT DISTINCT up.id FROM usage_places up JOIN measuring_points mp ON mp.usage_place_id = up.id
        WHERE up.instance = $1 AND mp.energy_type = 'electricity' AND mp.quantity = 'electricityP'
          AND NOT EXISTS (SELECT 1 FROM price_parts pp WHERE pp.usage_place_id = up.id)
     ), start AS (SELECT ($2::timestamptz AT TIME ZONE ${HELSINKI})::date AS d)
     INSERT INTO price_parts (usage_place_id, start_date, type, basic_price, basic_price_unit, spot_margin,
                              spot_price_min, spot_price_max, price_per_unit, electricity_tax, maintenance)
     SELECT p.id, v.start_date, v.type, v.basic_price, 'EUR/month', v.spot_margin, v.spot_price_min,
            v.spot_price_max, v.price_per_unit, v.electricity_tax, v.maintenance
       FROM places p CROSS JOIN start s
      CROSS JOIN LATERAL (VALUES
        (s.d, 'energy', 3.95::float8, NULL::float8, NULL::float8, NULL::float8, 9.9::float8, NULL::float8, NULL::float8),
        ((s.d + interval '12 months')::date, 'spot', 4.49, 0.59, NULL, NULL, NULL, NULL, NULL),
        (s.d, 'transfer', 14.9, NULL, NULL, NULL, 3.95, 2.79372, 0.01612)
      ) AS v(start_date, type, basic_price, spot_margin, spot_price_min, spot_price_max, price_per_unit,
             electricity_tax, maintenance)`,
    [instance, start],
  );
}
