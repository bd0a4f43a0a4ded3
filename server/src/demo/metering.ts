import { ESTIMATE_STATUS_BIT } from '@portal/shared/api/chart';
import type { Database } from '../plugins/database.js';
import { spotPricesUntil } from './spotPrices.js';
import { ensureMeterPartitions } from '../metering/store.js';
import { ingestDelivery } from '../metering/ingest.js';
import type { DeliverySeries } from '../metering/delivery.js';

/**
 * Demo metering of one instance (issue 3): measuring points on the core seed's usage places, hourly
 * values from `historyMonths` ago to six months ago, 15-minute values since then up to the current hour,
 * FI spot prices, hourly outdoor temperatures of the instance's town and the electricity price parts.
 *
 * Every series is generated inside the database (`generate_series`) from hashes of the place and the
 * instant, so a run is deterministic and cheap; a later run only adds the time since the previous one.
 * Every instance gets the full depth: ~560,000 rows in ~3 s on PGlite (docs/server-performance.md).
 */
export interface MeteringSeedContext {
  instance: string;
  usagePlaces: ReadonlyArray<{ id: number; customerNumber: string }>;
  /** the seed's "now" (default: the real clock); data ends at the start of its hour */
  now?: Date;
  /** months of history (default HISTORY_MONTHS); the last six of them are at 15 minutes */
  historyMonths?: number;
}

/** rows of the shared series written by this run */
export interface MeteringSeedResult {
  /** whether this run wrote the instance's whole history (a first run), not a later run's catch-up */
  history: boolean;
  spotPrices: number;
  temperatures: number;
}

/** two years of hourly data, then the last six months at 15 minutes */
export const QUARTER_MONTHS = 6;
export const HISTORY_MONTHS = 24 + QUARTER_MONTHS;
/** when the market moved to 15-minute spot prices (the first delivery day, 1 Oct 2025 Helsinki) */
const QUARTER_SPOT_FROM = '2025-09-30T22:00:00Z';
// any constant (the migrations use another): with the instance's hash it names the seeding lock
const METERING_LOCK_KEY = 7_411_204;

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

/*
 * Noise: the fractional part of sin(a * 12.9898 + b * 78.233) * 43758.5453 (the classic shader hash), a
 * uniform number in [0, 1) that is the same on PGlite and PostgreSQL (IEEE doubles) and far cheaper than
 * md5 per row. The SQL keeps everything in double precision (integer times a decimal literal would be
 * numeric, several times slower) and computes each sine once in an inner query (`OFFSET 0` keeps the
 * planner from inlining it twice into fract(x) = x - floor(x)).
 */
const SINE = (a: string, b: string): string => `sin(${a} * 12.9898 + ${b} * 78.233) * 43758.5453`;
const fract = (x: string): string => `(${x} - floor(${x}))`;
/** a stable integer key of a text (a place's town), as a double */
const textKey = (text: string): string =>
  `(('x' || substr(md5(${text}), 1, 6))::bit(24)::int % 1000)::float8`;
const HELSINKI = `'Europe/Helsinki'`;

/**
 * The instants of one step in [from, to) with their epoch seconds, Helsinki hour of day (fractional) and
 * season (1 in mid-January, -1 in mid-July): the time-zone conversion done once per instant.
 */
const instants = (from: string, to: string, stepMinutes: number): string => `(
  SELECT at, date_part('epoch', at) AS epoch,
         date_part('hour', local) + date_part('minute', local) / 60 AS hour,
         cos(2 * pi() * (date_part('doy', local) - 15) / 365.25) AS season
    FROM (SELECT at, at AT TIME ZONE ${HELSINKI} AS local
            FROM generate_series(${from}::timestamptz, ${to}::timestamptz - interval '${stepMinutes} minutes',
                                 interval '${stepMinutes} minutes') AS g(at)
          OFFSET 0) l)`;

/** the sines of a station's temperature noise: a daily level and an hourly wobble */
const temperatureSines = (key: string, epoch: string): string =>
  `${SINE(key, `floor(${epoch} / 86400)`)} AS sd, ${SINE(`(${key} + 7)`, `floor(${epoch} / 3600)`)} AS sh`;
/** the outdoor temperature from temperatureSines; the same formula feeds the heat demand */
const temperatureOf = (hour: string, season: string): string =>
  `(5 - 12 * ${season} + 3 * cos(2 * pi() * (${hour} - 15) / 24) + 6 * (${fract('sd')} - 0.5) + 1.5 * (${fract('sh')} - 0.5))`;

export async function seedMetering(db: Database, ctx: MeteringSeedContext): Promise<MeteringSeedResult> {
  const now = ctx.now ?? new Date();
  const historyMonths = ctx.historyMonths ?? HISTORY_MONTHS;
  return db.transaction(async (tx) => {
    // one seeder per instance at a time (replicas starting together): the second waits, then finds the
    // range already written
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [METERING_LOCK_KEY, ctx.instance]);
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
    const empty = { history: false, spotPrices: 0, temperatures: 0 };
    if (from >= until) return empty;

    await insertPoints(tx, ctx);
    await describePlaces(tx, ctx);
    await ensureMeterPartitions(tx, new Date(from), new Date(until));
    const hourlyTo = minIso(iso(range.quarter_from), until);
    const quarterFrom = maxIso(from, iso(range.quarter_from));
    if (range.done === null) {
      const conflicts = await valuesExistFrom(tx, ctx.instance, from);
      await skipForeignKeyChecks(tx);
      if (from < hourlyTo) await insertValues(tx, ctx.instance, from, hourlyTo, 60, conflicts);
      if (quarterFrom < until) await insertValues(tx, ctx.instance, quarterFrom, until, 15, conflicts);
      // the day and month rollups (migrations/022): the triggers that keep them do not fire in replica mode
      await tx.query(
        `SELECT meter_rollups_build(array_agg(mp.id), $2::timestamptz, $3::timestamptz)
           FROM measuring_points mp JOIN usage_places up ON up.id = mp.usage_place_id WHERE up.instance = $1`,
        [ctx.instance, from, until],
      );
    } else {
      // a later run (the running server's feed): the readings since then arrive as a delivery
      if (from < hourlyTo) await deliverValues(tx, ctx.instance, from, hourlyTo, 60, now);
      if (quarterFrom < until) await deliverValues(tx, ctx.instance, quarterFrom, until, 15, now);
      await skipForeignKeyChecks(tx);
    }
    const spotPrices = await insertSpotPrices(tx, iso(range.start), spotPricesUntil(until));
    const temperatures = await insertTemperatures(tx, ctx.instance, iso(range.start), until);
    await insertPriceParts(tx, ctx.instance, iso(range.start), historyMonths);
    await tx.query('SET LOCAL session_replication_role = DEFAULT');
    await tx.query(
      `INSERT INTO metering_demo_seed (instance, seeded_until) VALUES ($1, $2)
       ON CONFLICT (instance) DO UPDATE SET seeded_until = greatest(metering_demo_seed.seeded_until, EXCLUDED.seeded_until)`,
      [ctx.instance, until],
    );
    return { history: range.done === null, spotPrices, temperatures };
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

/**
 * Whether any of the instance's points already has values from `from` on: only when the recorded range
 * was lost (metering_demo_seed edited by hand), never on a normal run.
 */
async function valuesExistFrom(tx: Database, instance: string, from: string): Promise<boolean> {
  const [row] = await tx.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM measuring_points mp JOIN usage_places up ON up.id = mp.usage_place_id
        WHERE up.instance = $1 AND mp.acquisition_method IS DISTINCT FROM 'Manuaalinen'
          AND EXISTS (SELECT 1 FROM meter_values v WHERE v.measuring_point_id = mp.id AND v.at >= $2)) AS found`,
    [instance, from],
  );
  return row?.found ?? true;
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

/**
 * The report's place details: the energy community membership. (The place's checksum is not stored: the
 * server makes it with a key of its own when it answers, connector/locations/checksum.ts.)
 */
async function describePlaces(tx: Database, ctx: MeteringSeedContext): Promise<void> {
  await tx.query(
    `UPDATE usage_places up
        SET commune_membership_type = 'MEMBER'
      WHERE up.instance = $1 AND up.id = ANY ($2::int[]) AND up.commune_membership_type IS NULL
        AND EXISTS (SELECT 1 FROM measuring_points mp
                     WHERE mp.usage_place_id = up.id AND mp.quantity = 'electricityPMinus')`,
    [ctx.instance, ctx.usagePlaces.map((place) => place.id)],
  );
}

/** what each measuring point carries, as a small code the insert switches on (cheaper than text) */
const KIND_OF_POINT = `CASE
  WHEN mp.quantity = 'electricityP' AND mp.tariff = 'dayEnergy' THEN 1
  WHEN mp.quantity = 'electricityP' AND mp.tariff = 'nightEnergy' THEN 2
  WHEN mp.quantity IN ('electricityP', 'electricityPPlusRaw') THEN 3
  WHEN mp.quantity IN ('electricityPMinus', 'electricityPMinusRaw') THEN 4
  WHEN mp.quantity = 'electricityPPlusNet' THEN 5
  WHEN mp.quantity = 'electricityPMinusNet' THEN 6
  WHEN mp.quantity = 'electricityQ' THEN 7
  WHEN mp.quantity = 'heatEnergy' THEN 8
  WHEN mp.quantity = 'heatWater' THEN 9
  WHEN mp.quantity = 'heatWaterTemperatureIn' THEN 10
  WHEN mp.quantity = 'heatWaterTemperatureOut' THEN 11
  WHEN mp.quantity = 'waterCold' THEN 12
  WHEN mp.quantity = 'waterWarm' THEN 13
  WHEN mp.quantity = 'naturalGas' THEN 14 END`;

/*
 * Outages and estimates come as rare episodes, as at a real utility (issue 8): a place has at most one per
 * 30-day window, in about a third of the windows (~4 a year), each 2 to 48 consecutive hours; a third of them
 * are gaps, the rest estimated values. Most days and months read clean. Keyed by place and window, so a
 * later run continues the same episodes.
 */
const EPISODE_WINDOW_S = 30 * 86_400;
const EPISODE_CHANCE = 0.33;
const EPISODE_GAP_SHARE = 0.35;

/**
 * The demo's readings: one row per point and instant in [from, to) ($2, $3; $1 the instance), except in gaps. Consumption c and production p are per
 * place, so the net and raw quantities agree with each other; gaps and estimates are per place too.
 * The shapes are computed once per place and instant (five places, not sixteen points) and then fanned
 * out to the place's points. `into` and `after` go around the final SELECT: an INSERT, or nothing.
 */
const valuesSql = (stepMinutes: number, into: string, after: string): string => {
  const perStep = stepMinutes / 60;
  return `WITH places AS MATERIALIZED (
       SELECT up.id::float8 AS place, ${textKey('up.city')} AS town,
              array_agg(mp.id ORDER BY mp.id) AS point_ids, array_agg(${KIND_OF_POINT} ORDER BY mp.id) AS kinds
         FROM usage_places up JOIN measuring_points mp ON mp.usage_place_id = up.id
        -- a point read by hand gets its values from its readings (demo/meterReadings.ts)
        WHERE up.instance = $1 AND mp.acquisition_method IS DISTINCT FROM 'Manuaalinen'
        GROUP BY up.id
     ), times AS MATERIALIZED (
       SELECT at, epoch, epoch / 900 AS q, hour, season,
              floor(epoch / ${EPISODE_WINDOW_S}) AS w, epoch - floor(epoch / ${EPISODE_WINDOW_S}) * ${EPISODE_WINDOW_S} AS into_w,
              cos(2 * pi() * (hour - 19) / 24) AS evening,
              greatest(0, sin(pi() * (hour - 4) / 17)) AS sun,
              0.3 + exp(-(hour - 7.5) * (hour - 7.5) / 2) + 1.2 * exp(-(hour - 20) * (hour - 20) / 4) AS taps,
              hour >= 7 AND hour < 22 AS day_tariff
         FROM ${instants('$2', '$3', stepMinutes)} i
     ), sines AS (
       SELECT p.point_ids, p.kinds, t.at, t.hour, t.season, t.evening, t.sun, t.taps, t.day_tariff, t.into_w,
              ${SINE('p.place', 't.q')} AS s1, ${SINE('(p.place + 0.31)', 't.q')} AS s2,
              ${SINE('(p.place + 0.83)', 't.q')} AS s4,
              ${SINE('(p.place + 0.13)', 't.w')} AS se1, ${SINE('(p.place + 0.47)', 't.w')} AS se2,
              ${SINE('(p.place + 0.71)', 't.w')} AS se3, ${SINE('(p.place + 0.91)', 't.w')} AS se4,
              ${temperatureSines('p.town', 't.epoch')}
         FROM places p CROSS JOIN times t
       OFFSET 0
     ), episodes AS (
       -- at most one episode per place and 30-day window: present with a chance of EPISODE_CHANCE, 2 to 48
       -- whole hours long at a whole hour of the window, a gap (no rows) or a run of estimates
       SELECT *, ${fract('se1')} < ${EPISODE_CHANCE} AND into_w >= e_start AND into_w < e_start + e_length AS episode,
              ${fract('se4')} < ${EPISODE_GAP_SHARE} AS e_gap
         FROM (SELECT *, floor(${fract('se2')} * (${EPISODE_WINDOW_S} - e_length) / 3600) * 3600 AS e_start
                 FROM (SELECT *, (2 + floor(${fract('se3')} * 47)) * 3600 AS e_length FROM sines OFFSET 0) l
               OFFSET 0) s
     ), noise AS (
       SELECT point_ids, kinds, at, season, evening, sun, taps, day_tariff, episode,
              ${fract('s1')} AS n1, ${fract('s2')} AS n2, ${fract('s4')} AS n4,
              ${temperatureOf('hour', 'season')} AS temperature
         FROM episodes
        -- a gap episode has no rows, the same for every quantity of the place
        WHERE NOT (episode AND e_gap)
       OFFSET 0
     ), place_values AS (
       SELECT point_ids, kinds, at, n4, episode, day_tariff,
              ${perStep} * (0.5 + 0.35 * season) * (1 + 0.45 * evening) * (0.75 + 0.5 * n1) AS c,
              ${perStep} * 4.0 * sun * greatest(0, 0.55 - 0.45 * season) * (0.3 + 0.7 * n2) AS p,
              ${perStep} * 0.0009 * greatest(17 - temperature, 1) * (0.9 + 0.2 * n1) AS heat,
              ${perStep} * 0.018 * taps * (0.6 + 0.8 * n1) AS water,
              ${perStep} * 0.25 * (0.55 + 0.45 * season) * (0.8 + 0.4 * n4) AS gas,
              least(65 + 1.1 * greatest(5 - temperature, 0), 105) AS supply
         FROM noise
       OFFSET 0
     )
     ${into}
     SELECT pt.id AS measuring_point_id, v.at, ${stepMinutes} AS step_minutes,
            CASE pt.kind
              WHEN 1 THEN CASE WHEN v.day_tariff THEN v.c ELSE 0 END
              WHEN 2 THEN CASE WHEN v.day_tariff THEN 0 ELSE v.c END
              WHEN 3 THEN v.c
              WHEN 4 THEN v.p
              WHEN 5 THEN greatest(v.c - v.p, 0)
              WHEN 6 THEN greatest(v.p - v.c, 0)
              WHEN 7 THEN ${perStep} * 0.2 * (0.5 + v.n4)
              WHEN 8 THEN v.heat
              WHEN 9 THEN v.heat * 21.5
              WHEN 10 THEN v.supply + 2 * v.n4
              WHEN 11 THEN v.supply - 28 - 6 * v.n4
              WHEN 12 THEN v.water
              WHEN 13 THEN v.water * 0.4
              WHEN 14 THEN v.gas
            END AS value,
            CASE WHEN v.episode THEN ${ESTIMATE_STATUS_BIT} ELSE 0 END AS status
       FROM place_values v CROSS JOIN LATERAL unnest(v.point_ids, v.kinds) AS pt(id, kind)
     ${after}`;
};

/**
 * The first seed's history, written in bulk (the rollups are built afterwards by range). `conflicts`: rows may
 * already exist in the range (otherwise the plain insert is about twice as fast as ON CONFLICT's speculative
 * insertion).
 */
async function insertValues(
  tx: Database,
  instance: string,
  from: string,
  to: string,
  stepMinutes: number,
  conflicts: boolean,
): Promise<void> {
  await tx.query(
    valuesSql(
      stepMinutes,
      'INSERT INTO meter_values (measuring_point_id, at, step_minutes, value, status)',
      conflicts ? 'ON CONFLICT (measuring_point_id, at) DO NOTHING' : '',
    ),
    [instance, from, to],
  );
}

/**
 * What the running demo feed gets each turn (issue 19 §2): the readings since the last turn as a metering
 * delivery through the same ingest path as a utility's systems (metering/ingest.ts), one series per point
 * and unbroken run of readings, estimates with quality A03.
 */
async function deliverValues(
  tx: Database,
  instance: string,
  from: string,
  to: string,
  stepMinutes: number,
  now: Date,
): Promise<void> {
  const rows = await tx.query<{
    gsrn: string;
    quantity: string;
    tariff: string;
    epoch: number;
    value: number;
    status: number;
  }>(
    `WITH generated AS (${valuesSql(stepMinutes, '', '')})
     SELECT up.gsrn_code AS gsrn, mp.quantity, mp.tariff, date_part('epoch', g.at) AS epoch, g.value, g.status
       FROM generated g
       JOIN measuring_points mp ON mp.id = g.measuring_point_id
       JOIN usage_places up ON up.id = mp.usage_place_id
      ORDER BY g.measuring_point_id, g.at`,
    [instance, from, to],
  );
  const step = stepMinutes * 60;
  type Run = DeliverySeries & { next: number; qualities: string[] };
  const series: Run[] = [];
  let current: Run | null = null;
  for (const row of rows) {
    if (
      !current ||
      current.meteringPoint !== row.gsrn ||
      current.quantity !== row.quantity ||
      current.tariff !== row.tariff ||
      current.next !== row.epoch
    ) {
      current = {
        meteringPoint: row.gsrn,
        quantity: row.quantity,
        tariff: row.tariff,
        resolution: stepMinutes === 15 ? 'PT15M' : 'PT1H',
        start: new Date(row.epoch * 1000).toISOString(),
        end: '',
        values: [],
        qualities: [],
        next: row.epoch,
      };
      series.push(current);
    }
    current.values.push(row.value);
    current.qualities.push(row.status & ESTIMATE_STATUS_BIT ? 'A03' : 'A04');
    current.next += step;
    current.end = new Date(current.next * 1000).toISOString();
  }
  if (series.length === 0) return;
  const delivery = {
    deliveryId: `demo-${instance}-${from}`,
    series: series.map(({ next: _next, ...rest }) => rest),
  };
  const report = await ingestDelivery(tx, instance, delivery, { now, source: 'demo feed' });
  if (report.refused > 0)
    throw new Error(`demo delivery refused: ${JSON.stringify(report.refusals.slice(0, 3))}`);
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
                round((55 + 40 * season
                  + 30 * (exp(-power(hour - 8.5, 2) / 3) + 1.3 * exp(-power(hour - 18.5, 2) / 4))
                  - 25 * exp(-power(hour - 3, 2) / 6)
                  + 90 * power(${fract('sd')}, 4) + 20 * (${fract('sq')} - 0.5))::numeric, 2)::float8
           FROM (SELECT at, hour, season, ${SINE('358', 'floor(epoch / 86400)')} AS sd, ${SINE('359', 'epoch / 900')} AS sq
                   FROM ${instants('$1', '$2', step)} i
                 OFFSET 0) s
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
       SELECT up.city AS station, ${textKey('up.city')} AS town,
              greatest($2::timestamptz,
                       coalesce((SELECT max(ot.at) + interval '1 hour' FROM outdoor_temperatures ot
                                  WHERE ot.station = up.city), $2::timestamptz)) AS start
         FROM usage_places up WHERE up.instance = $1 GROUP BY up.city
     ), inserted AS (
       INSERT INTO outdoor_temperatures (station, at, celsius)
       SELECT station, at, round(${temperatureOf('hour', 'season')}::numeric, 1)::float8
         FROM (SELECT s.station, t.at, t.hour, t.season, ${temperatureSines('s.town', 't.epoch')}
                 FROM stations s
                CROSS JOIN LATERAL ${instants('s.start', '$3', 60)} t
               OFFSET 0) x
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
async function insertPriceParts(
  tx: Database,
  instance: string,
  start: string,
  historyMonths: number,
): Promise<void> {
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
        ((s.d + make_interval(months => greatest($3::int - 12, 0)))::date, 'spot', 4.49, 0.59, NULL, NULL, NULL,
         NULL, NULL),
        (s.d, 'transfer', 14.9, NULL, NULL, NULL, 3.95, 2.79372, 0.01612)
      ) AS v(start_date, type, basic_price, spot_margin, spot_price_min, spot_price_max, price_per_unit,
             electricity_tax, maintenance)`,
    [instance, start, historyMonths],
  );
}
