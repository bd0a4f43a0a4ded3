import { toHelsinkiWallTime } from '@portal/shared/calendar';
import type { Database } from '../plugins/database.js';
import { fmiDegreeDay } from '../connector/districtHeating/normalization.js';
import { createRandom, seedFrom } from './prng.js';

/**
 * Demo district heating of one instance (issue 9): for each heat usage place the building and its contract,
 * the invoiced costs of every month from January four years back to the last whole month, and the
 * reference degree days of the place's weather station. Runs after the metering seed; a rerun only adds
 * what is missing (new months, new places).
 */
export interface DistrictHeatingSeedContext {
  instance: string;
  now?: Date;
}

/** energy price EUR/MWh without VAT by year (Finnish district heating, roughly the national mean) */
const ENERGY_PRICE: Record<number, number> = { 2021: 58, 2022: 69, 2023: 84, 2024: 81, 2025: 78, 2026: 79 };
const DEFAULT_ENERGY_PRICE = 78;
/** basic charge EUR per subscribed kW and year without VAT */
const BASIC_PRICE_PER_KW = 42;

const STRUCTURE_TYPES = ['Rivitalo', 'Kerrostalo', 'Omakotitalo'] as const;

/**
 * The reference (normal) monthly degree days of the demo climate: the demo temperatures
 * (demo/metering.ts) are a seasonal curve of daily mean 5 - 12 cos(2 pi (doy - 15) / 365.25) °C plus zero-mean
 * noise, so the curve itself is the demo's normal period. A real deployment loads FMI's 1991-2020 normals.
 */
export function demoNormalDegreeDays(): number[] {
  const months = Array.from({ length: 12 }, () => 0);
  const start = Date.UTC(2023, 0, 1);
  for (let doy = 1; doy <= 365; doy++) {
    const date = new Date(start + (doy - 1) * 86_400_000);
    const mean = 5 - 12 * Math.cos((2 * Math.PI * (doy - 15)) / 365.25);
    const month = date.getUTCMonth() + 1;
    months[month - 1]! += fmiDegreeDay(mean, month);
  }
  return months.map((value) => Math.round(value * 10) / 10);
}

interface HeatPlace {
  id: number;
  location_code: string;
  city: string;
}

export async function seedDistrictHeating(db: Database, ctx: DistrictHeatingSeedContext): Promise<number> {
  const now = ctx.now ?? new Date();
  const places = await db.query<HeatPlace>(
    `SELECT up.id, up.location_code, up.city FROM usage_places up
      WHERE up.instance = $1
        AND EXISTS (SELECT 1 FROM measuring_points mp
                     WHERE mp.usage_place_id = up.id AND mp.energy_type = 'heat' AND mp.quantity = 'heatEnergy')
      ORDER BY up.id`,
    [ctx.instance],
  );
  if (places.length === 0) return 0;
  const normals = demoNormalDegreeDays();
  let written = 0;
  await db.transaction(async (tx) => {
    for (const station of new Set(places.map((place) => place.city)))
      await tx.query(
        `INSERT INTO heating_degree_day_normals (station, month, degree_days)
         SELECT $1, m, ($2::float8[])[m] FROM generate_series(1, 12) m ON CONFLICT DO NOTHING`,
        [station, normals],
      );
    for (const place of places) written += await seedPlace(tx, place, now);
  });
  return written;
}

async function seedPlace(tx: Database, place: HeatPlace, now: Date): Promise<number> {
  const random = createRandom(seedFrom(`portal-demo-heat:${place.location_code}`));
  // measured monthly usage (MWh) of whole Helsinki months
  const measured = await tx.query<{ year: number; month: number; usage: number }>(
    `SELECT y::int AS year, m::int AS month, usage FROM (
       SELECT date_part('year', local) AS y, date_part('month', local) AS m, sum(d.total) AS usage,
              sum(d.covered) AS covered,
              date_part('day', date_trunc('month', min(local)) + interval '1 month' - interval '1 day') AS days
         FROM (SELECT d.*, d.day_start AT TIME ZONE 'Europe/Helsinki' AS local
                 FROM meter_days d JOIN measuring_points mp ON mp.id = d.measuring_point_id
                WHERE mp.usage_place_id = $1 AND mp.quantity = 'heatEnergy') d
        GROUP BY 1, 2) s
      WHERE covered >= days * 24 * 60 * 0.9
      ORDER BY 1, 2`,
    [place.id],
  );
  const annualUsage =
    measured.length > 0 ? (measured.reduce((s, r) => s + r.usage, 0) * 12) / measured.length : 90;
  const volume = Math.round((annualUsage * 1000) / (38 + random.int(0, 12)) / 10) * 10;
  const capacity = Math.max(10, Math.round(annualUsage / 2.4));
  await tx.query(
    `INSERT INTO district_heat_structures (usage_place_id, dh_unit, structure_type, completion_year, volume,
        volume_begin_date, gross_area, subscr_capacity, subscr_capacity_begin_date, subscr_flow,
        subscr_flow_begin_date, orig_contract_capacity, invoicing_capacity, contract_flow, invoicing_flow)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $9, $11, $8, $10, $10)
     ON CONFLICT DO NOTHING`,
    [
      place.id,
      `KL-${place.location_code}`,
      random.pick(STRUCTURE_TYPES),
      random.int(1962, 2012),
      volume,
      `${random.int(2012, 2020)}-01-01`,
      Math.round(volume / 3.1),
      capacity,
      `${random.int(2015, 2021)}-07-01`,
      Math.round(capacity * 0.024 * 100) / 100,
      capacity + random.int(0, 5),
    ],
  );

  const byMonth = new Map(measured.map((row) => [row.year * 100 + row.month, row.usage]));
  const calendarMean = (month: number): number => {
    const values = measured.filter((row) => row.month === month).map((row) => row.usage);
    return values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : annualUsage / 12;
  };
  const { year: thisYear, month: thisMonth } = toHelsinkiWallTime(now);
  const rows: Array<[number, number, number, number, number]> = [];
  for (let year = thisYear - 4; year <= thisYear; year++) {
    for (let month = 1; month <= 12; month++) {
      if (year === thisYear && month >= thisMonth) break;
      // months before the metering history: the calendar month's mean with a year's weather variation
      const usage = byMonth.get(year * 100 + month) ?? calendarMean(month) * (0.9 + 0.2 * random.next());
      const energyPrice = ENERGY_PRICE[year] ?? DEFAULT_ENERGY_PRICE;
      const vat = year > 2024 || (year === 2024 && month >= 9) ? 25.5 : 24;
      rows.push([
        year,
        month,
        round2((capacity * BASIC_PRICE_PER_KW) / 12),
        round2(usage * energyPrice),
        vat,
      ]);
    }
  }
  const inserted = await tx.query<{ year: number }>(
    `INSERT INTO district_heat_costs (usage_place_id, year, month, basic_charge, energy_charge, vat_rate)
     SELECT $1, r[1]::int, r[2]::int, r[3], r[4], r[5]
       FROM (SELECT $2::float8[] AS a) x,
            LATERAL (SELECT ARRAY[a[i], a[i + 1], a[i + 2], a[i + 3], a[i + 4]] AS r
                       FROM generate_series(1, array_length(a, 1), 5) i) s
     ON CONFLICT DO NOTHING RETURNING year`,
    [place.id, rows.flat()],
  );
  return inserted.length;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
