import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toHelsinkiWallTime } from '@portal/shared/calendar';
import type { Database } from '../../../src/plugins/database.js';
import { seedDistrictHeating } from '../../../src/demo/districtHeating.js';
import { openTestDatabase } from '../../helpers/index.js';

let db: Database;
const thisYear = toHelsinkiWallTime(new Date()).year;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop();
});

const costs = () =>
  db.query<{ usage_place_id: number; year: number; month: number; energy_charge: number; vat_rate: number }>(
    `SELECT c.usage_place_id, c.year, c.month, c.energy_charge, c.vat_rate FROM district_heat_costs c
       JOIN usage_places up ON up.id = c.usage_place_id WHERE up.instance = 'demo1' ORDER BY 1, 2, 3`,
  );

describe('district heating demo data', () => {
  it('every heat place of the instance has a building and costs from January four years back', async () => {
    const [row] = await db.query<{ places: number; structures: number; first_year: number }>(
      `SELECT count(DISTINCT up.id)::int AS places, count(DISTINCT s.usage_place_id)::int AS structures,
              (SELECT min(year) FROM district_heat_costs c WHERE c.usage_place_id = ANY (array_agg(up.id))) AS first_year
         FROM usage_places up LEFT JOIN district_heat_structures s ON s.usage_place_id = up.id
        WHERE up.instance = 'demo1' AND 'heat' = ANY (up.energy_types)`,
    );
    expect(row!.places).toBeGreaterThan(0);
    expect(row!.structures).toBe(row!.places);
    expect(row!.first_year).toBe(thisYear - 4);
  });

  it('a rerun adds nothing, and rewrites a lost month exactly', async () => {
    const before = await costs();
    expect(await seedDistrictHeating(db, { instance: 'demo1' })).toBe(0);
    const lost = before.find((c) => c.year === thisYear - 1 && c.month === 2)!;
    await db.query('DELETE FROM district_heat_costs WHERE usage_place_id = $1 AND year = $2 AND month = $3', [
      lost.usage_place_id,
      lost.year,
      lost.month,
    ]);
    expect(await seedDistrictHeating(db, { instance: 'demo1' })).toBe(1);
    expect(await costs()).toEqual(before);
  });
});
