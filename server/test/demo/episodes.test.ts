import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/plugins/database.js';
import { openTestDatabase } from '../helpers/index.js';

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});

afterAll(async () => {
  await drop();
});

interface PlaceDay {
  place: number;
  day: string;
  clean: boolean;
  estimated: number;
  missing: number;
}

/**
 * Every whole Helsinki day of demo1's seeded range, per usage place (one of its points stands for it: gaps
 * and estimates are per place), with the rows it should have (23/24/25 hours at its step) against the rows
 * it has and the estimated ones among them.
 */
const placeDays = () =>
  db.query<PlaceDay>(
    `WITH places AS (
       SELECT up.id AS place, min(mp.id) AS point
         FROM usage_places up JOIN measuring_points mp ON mp.usage_place_id = up.id
        WHERE up.instance = 'demo1' AND mp.acquisition_method IS DISTINCT FROM 'Manuaalinen' GROUP BY up.id
     ), per_day AS MATERIALIZED (
       SELECT v.measuring_point_id AS point, (v.at AT TIME ZONE 'Europe/Helsinki')::date AS day,
              coalesce(sum(v.step_minutes) FILTER (WHERE v.value IS NOT NULL), 0) AS covered,
              coalesce(sum(v.step_minutes) FILTER (WHERE v.status & 131072 <> 0), 0) AS estimated_minutes
         FROM meter_values v WHERE v.measuring_point_id IN (SELECT point FROM places)
        GROUP BY 1, 2
     ), range AS (SELECT min(day) + 1 AS first, max(day) - 1 AS last FROM per_day
     ), counted AS (
       SELECT p.place, d::date::text AS day,
              extract(epoch FROM ((d::date + 1)::timestamp AT TIME ZONE 'Europe/Helsinki')
                                 - (d::timestamp AT TIME ZONE 'Europe/Helsinki')) / 60 AS minutes,
              coalesce(pd.covered, 0) AS covered, coalesce(pd.estimated_minutes, 0) AS estimated_minutes
         FROM places p CROSS JOIN range r CROSS JOIN generate_series(r.first, r.last, interval '1 day') d
         LEFT JOIN per_day pd ON pd.point = p.point AND pd.day = d::date
     )
     SELECT place, day, covered = minutes AND estimated_minutes = 0 AS clean,
            (estimated_minutes / 60.0)::float8 AS estimated, ((minutes - covered) / 60.0)::float8 AS missing
       FROM counted ORDER BY place, day`,
  );

describe('demo metering: estimates and gaps are rare episodes', () => {
  let days: PlaceDay[];
  beforeAll(async () => {
    days = await placeDays();
  });

  it('keeps at least 95 % of the days and 60 % of the whole months of every place clean', () => {
    const places = [...new Set(days.map((d) => d.place))];
    expect(places.length).toBeGreaterThan(0);
    const cleanDays = days.filter((d) => d.clean).length / days.length;
    const months = new Map<string, boolean>();
    for (const d of days) {
      const key = `${d.place}/${d.day.slice(0, 7)}`;
      months.set(key, (months.get(key) ?? true) && d.clean);
    }
    // whole months only: the first and last month of the range are cut
    const monthKeys = [...new Set(days.map((d) => d.day.slice(0, 7)))].sort().slice(1, -1);
    const whole = [...months].filter(([key]) => monthKeys.includes(key.split('/')[1]!));
    const cleanMonths = whole.filter(([, clean]) => clean).length / whole.length;
    console.log(
      `demo1: ${places.length} places, ${days.length} place-days, clean days ${(cleanDays * 100).toFixed(1)} %, ` +
        `clean months ${(cleanMonths * 100).toFixed(1)} % of ${whole.length}`,
    );
    expect(cleanDays).toBeGreaterThanOrEqual(0.95);
    expect(cleanMonths).toBeGreaterThanOrEqual(0.6);
  });

  it('has episodes: estimated and missing runs of 2 to 48 hours, a few a year per place', () => {
    const weak = days.filter((d) => !d.clean);
    expect(weak.some((d) => d.estimated > 0)).toBe(true);
    expect(weak.some((d) => d.missing > 0)).toBe(true);
    // an episode is whole hours: a weak day holds at least 1 and never fewer (no single quarters)
    for (const d of weak) expect(d.estimated + d.missing, d.day).toBeGreaterThanOrEqual(1);
    const years = days.length / new Set(days.map((d) => d.place)).size / 365;
    const perPlaceYear = weak.length / new Set(days.map((d) => d.place)).size / years;
    // 2 to 5 episodes a year touch at most ~3 days each
    expect(perPlaceYear).toBeGreaterThan(1);
    expect(perPlaceYear).toBeLessThan(16);
  });
});
