import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeterReadingLocation, ReadingSeries } from '@portal/shared/api/meterReadings';
import { assessReading } from '@portal/shared/api/meterReadingRules';
import { ESTIMATE_STATUS_BIT } from '@portal/shared/api/chart';
import { testNow } from '@portal/shared/testing/clock';
import { manualClock } from '../../src/clock.js';
import { LANDLORD_USERNAME, seedMeterReadings } from '../../src/demo/meterReadings.js';
import type { Database } from '../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../helpers/index.js';

/** The demo's meter readings (demo/meterReadings.ts) as the customers and the e2e tests meet them. */

let db: Database;
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildTestApp>>['app'];
const NOW = testNow();

const get = async <T>(token: string, url: string): Promise<T> => {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const locationsOf = (token: string) =>
  get<MeterReadingLocation[]>(token, '/connector/v1/meter-readings/locations');
const seriesOf = (token: string, locationCode: string, registerId: string) =>
  get<ReadingSeries>(
    token,
    `/connector/v1/meter-readings/series?locationCode=${locationCode}&registerId=${registerId}&from=2000-01-01`,
  );
const counts = async () =>
  (
    await db.query<{ readings: number; values: number }>(
      `SELECT (SELECT count(*)::int FROM meter_readings) AS readings,
              (SELECT count(*)::int FROM meter_values v JOIN measuring_points mp ON mp.id = v.measuring_point_id
                WHERE mp.acquisition_method = 'Manuaalinen') AS values`,
    )
  )[0]!;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock: manualClock(NOW) }));
});

afterAll(async () => {
  await close();
});

describe('demo meter readings', () => {
  it("gives demo1's first customer an automatic and a manual point, the manual one with a meter change", async () => {
    const token = await loginAs(app, 'demo1', 'customer');
    const locations = await locationsOf(token);
    const points = locations.flatMap((location) =>
      location.measuringPoints.map((point) => ({ ...point, locationCode: location.locationCode })),
    );
    expect(points.some((point) => point.aquisitionMethod === 'Automaattinen')).toBe(true);
    const manual = points.filter((point) => point.aquisitionMethod === 'Manuaalinen');
    expect(manual).toEqual([
      expect.objectContaining({
        registerId: 'VESI-1',
        energyType: 'water',
        integerDigitCount: 5,
        fractionDigitCount: 3,
      }),
    ]);
    const series = await seriesOf(token, manual[0]!.locationCode, 'VESI-1');
    expect(series.entries.length).toBeGreaterThanOrEqual(30);
    expect(series.entries.filter((entry) => entry.kind === 'meterChange')).toHaveLength(1);
    expect(series.entries.every((entry) => entry.source === 'utility' && entry.status[0] === 'OK')).toBe(
      true,
    );
  });

  it('has a customer with 12 places, each digit rule, a rollover and a reading waiting for review', async () => {
    const token = await loginAs(app, 'demo1', LANDLORD_USERNAME);
    const locations = await locationsOf(token);
    expect(locations).toHaveLength(12);
    const points = locations.flatMap((location) =>
      location.measuringPoints.map((point) => ({ ...point, locationCode: location.locationCode })),
    );
    expect(points.every((point) => point.aquisitionMethod === 'Manuaalinen')).toBe(true);
    expect(new Set(points.map((point) => point.energyType))).toEqual(
      new Set(['electricity', 'heat', 'water']),
    );
    const rollover = points.find((point) => point.locationCode === '4100001')!;
    expect(rollover).toMatchObject({ registerId: 'SAHKO-1', integerDigitCount: 5, fractionDigitCount: null });
    const heat = points.find((point) => point.locationCode === '4100002')!;
    expect(heat).toMatchObject({ registerId: 'LAMPO-1', integerDigitCount: null, fractionDigitCount: null });
    const entries = (await seriesOf(token, '4100001', 'SAHKO-1')).entries;
    expect(entries.filter((entry) => entry.kind === 'rollover')).toHaveLength(1);
    expect(entries.every((entry) => entry.value < 100_000 && Number.isInteger(entry.value))).toBe(true);
    const heatEntries = (await seriesOf(token, '4100002', 'LAMPO-1')).entries;
    expect(heatEntries.filter((entry) => entry.review?.status === 'pending')).toHaveLength(1);
    // a meter only the customer reads, with no readings yet
    expect(points.find((point) => point.locationCode === '4100010')).toMatchObject({
      registerId: 'SAHKO-1',
      integerDigitCount: 6,
    });
    expect((await seriesOf(token, '4100010', 'SAHKO-1')).entries).toEqual([]);
  });

  it('reads plausibly: each of the last twelve readings of the long series fits the ones before it', async () => {
    const token = await loginAs(app, 'demo1', LANDLORD_USERNAME);
    const digits = { '4100001': [5, null], '4100002': [null, null], '4100003': [5, 3] } as const;
    for (const [locationCode, [integerDigitCount, fractionDigitCount]] of Object.entries(digits)) {
      const registerId = { '4100001': 'SAHKO-1', '4100002': 'LAMPO-1', '4100003': 'VESI-1' }[locationCode]!;
      const counted = (await seriesOf(token, locationCode, registerId)).entries
        .filter((entry) => entry.review === null)
        .reverse();
      for (const [index, entry] of counted.entries()) {
        if (index < counted.length - 12) continue;
        const { flags } = assessReading(counted.slice(0, index), entry, {
          integerDigitCount,
          fractionDigitCount,
        });
        expect(flags, `${locationCode} ${entry.isoTimestamp}`).toEqual([]);
      }
    }
  });

  it('turns the readings into estimated hourly consumption the report reads', async () => {
    const [row] = await db.query<{ n: number; estimated: number; days: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE v.status & $1 <> 0)::int AS estimated,
              (SELECT count(*)::int FROM meter_days d WHERE d.measuring_point_id = mp.id) AS days
         FROM measuring_points mp JOIN usage_places up ON up.id = mp.usage_place_id
         JOIN meter_values v ON v.measuring_point_id = mp.id
        WHERE up.instance = 'demo1' AND up.location_code = '4100001' AND mp.register_id = 'SAHKO-1'
        GROUP BY mp.id`,
      [ESTIMATE_STATUS_BIT],
    );
    expect(row!.n).toBeGreaterThan(24 * 365 * 2);
    expect(row!.estimated).toBe(row!.n);
    expect(row!.days).toBeGreaterThan(365 * 2);
  });

  it('is idempotent, and a later run adds the months since', async () => {
    const before = await counts();
    await seedMeterReadings(db, { instance: 'demo1', now: NOW, passwordHash: async () => 'unused' });
    expect(await counts()).toEqual(before);
    const later = new Date(NOW.getTime() + 40 * 86_400_000);
    await seedMeterReadings(db, { instance: 'demo1', now: later, passwordHash: async () => 'unused' });
    const after = await counts();
    // one or two new monthly readings for each of the 12 points the utility reads (of 13), with their hours
    expect(after.readings - before.readings).toBeGreaterThanOrEqual(12);
    expect(after.readings - before.readings).toBeLessThanOrEqual(24);
    expect(after.values).toBeGreaterThan(before.values);
  });
});
