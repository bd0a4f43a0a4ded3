import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeterReadingLocation, ReadingSeries, SavedReading } from '@portal/shared/api/meterReadings';
import { ESTIMATE_STATUS_BIT } from '@portal/shared/api/chart';
import { testNow } from '@portal/shared/testing/clock';
import { manualClock } from '../../../src/clock.js';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import {
  DAY_MS,
  HOUR_MS,
  POINTS,
  addReadingPlace,
  addUtilityReading,
  client,
  dayOf,
  valuesOf,
} from './fixture.js';

/**
 * The customer's meter reading calls (issue 17, docs/meter-readings.md) on a place of their own with one
 * register per value rule; the clock stands still at TEST_NOW, every instant is counted back from it.
 */

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let api: ReturnType<typeof client>;
const tokens: Record<string, string> = {};
let ids: Record<string, number>;

const NOW = testNow();
/** whole hours, so the spread consumption is easy to count */
const BASE = new Date(Math.floor(NOW.getTime() / HOUR_MS) * HOUR_MS);
const ago = (days: number, hours = 0): Date => new Date(BASE.getTime() - days * DAY_MS - hours * HOUR_MS);
const PLACE = '9170001';
const VALID_FROM = dayOf(ago(300));

const reading = (overrides: Record<string, unknown> = {}) => ({
  locationCode: PLACE,
  registerId: POINTS.decimal.registerId,
  value: '100.5',
  isoTimestamp: ago(40).toISOString(),
  note: null,
  kind: 'reading',
  ...overrides,
});

const rowsAt = async (pointId: number) =>
  db.query<{ n: number }>('SELECT count(*)::int AS n FROM meter_readings WHERE measuring_point_id = $1', [
    pointId,
  ]);

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock: manualClock(NOW) }));
  api = client(app);
  for (const [name, instance, username] of [
    ['customer', 'demo1', 'customer'],
    ['customer2', 'demo1', 'customer2'],
    ['nivos', 'nivos', 'customer'],
    ['admin', 'demo1', 'admin'],
  ] as const)
    tokens[name] = await loginAs(app, instance, username);
  ids = await addReadingPlace(db, { locationCode: PLACE, validFrom: VALID_FROM }, Object.values(POINTS));
});

afterAll(async () => {
  await close();
});

describe('GET /connector/v1/meter-readings/locations', () => {
  it("answers the user's places with reading registers, each point with its rule and method", async () => {
    const response = await api.inject('GET', '/connector/v1/meter-readings/locations', tokens.customer!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const locations = response.json() as MeterReadingLocation[];
    const own = locations.find((location) => location.locationCode === PLACE);
    expect(own).toMatchObject({
      customerCode: '100001',
      salesContractValidFrom: VALID_FROM,
      customerSurname: expect.any(String),
    });
    expect(own!.measuringPoints).toEqual([
      {
        registerId: 'T-DEC',
        measuringPointType: 'waterCold',
        measuringPointGroup: 'water',
        aquisitionMethod: 'Manuaalinen',
        integerDigitCount: 5,
        fractionDigitCount: 3,
        unit: 'm3',
        energyType: 'water',
      },
      expect.objectContaining({ registerId: 'T-INT', integerDigitCount: 5, fractionDigitCount: null }),
      expect.objectContaining({ registerId: 'T-DEF', integerDigitCount: null, fractionDigitCount: null }),
      expect.objectContaining({ registerId: 'T-AUTO', aquisitionMethod: 'Automaattinen' }),
    ]);
    // the demo's own places: at least one manual and one automatic point for the first customer
    const methods = locations.flatMap((location) =>
      location.measuringPoints.map((point) => point.aquisitionMethod),
    );
    expect(methods).toContain('Automaattinen');
    expect(locations.every((location) => location.customerCode === '100001')).toBe(true);
  });

  it("another customer and another instance's customer do not see the place", async () => {
    for (const token of [tokens.customer2!, tokens.nivos!]) {
      const response = await api.inject('GET', '/connector/v1/meter-readings/locations', token);
      expect(response.statusCode).toBe(200);
      expect((response.json() as MeterReadingLocation[]).map((l) => l.locationCode)).not.toContain(PLACE);
    }
  });

  it('needs a token', async () => {
    expect((await api.inject('GET', '/connector/v1/meter-readings/locations', null)).statusCode).toBe(401);
  });
});

describe('PUT /connector/v1/meter-readings/series: saving', () => {
  it('stores a new reading with status OK and answers the entry', async () => {
    const response = await api.put(tokens.customer!, reading({ note: 'Kylpyhuoneen mittari' }));
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as SavedReading;
    expect(saved).toEqual({
      replayed: false,
      entry: {
        key: Math.floor(ago(40).getTime() / 1000),
        value: 100.5,
        status: ['OK'],
        note: 'Kylpyhuoneen mittari',
        isoTimestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[23]:00$/),
        kind: 'reading',
        source: 'customer',
        review: null,
        hasPhoto: false,
      },
    });
    expect(new Date(saved.entry.isoTimestamp).getTime()).toBe(ago(40).getTime());
  });

  it('takes a comma as the decimal separator', async () => {
    const response = await api.put(
      tokens.customer!,
      reading({ value: '101,25', isoTimestamp: ago(30).toISOString() }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as SavedReading).entry.value).toBe(101.25);
  });

  it('refuses each value rule with validations_fail and the rule, and an empty value as required', async () => {
    const cases: Array<[string, string, string]> = [
      [POINTS.decimal.registerId, '102', 'decimalSchema'],
      [POINTS.decimal.registerId, '102.1234', 'decimalSchema'],
      [POINTS.decimal.registerId, '0102.5', 'decimalSchema'],
      [POINTS.integer.registerId, '12,5', 'integerSchema'],
      [POINTS.integer.registerId, '123456', 'integerSchema'],
      [POINTS.plain.registerId, '007', 'defaultSchema'],
      [POINTS.plain.registerId, '1.23456', 'defaultSchema'],
      [POINTS.plain.registerId, '123456789012', 'defaultSchema'],
      [POINTS.plain.registerId, '', 'required'],
      [POINTS.plain.registerId, '   ', 'required'],
    ];
    for (const [registerId, value, rule] of cases) {
      const response = await api.put(tokens.customer!, reading({ registerId, value }));
      expect(response.statusCode, `${registerId} ${value}`).toBe(400);
      expect(response.json(), `${registerId} ${value}`).toMatchObject({
        error: 'validations_fail',
        details: { fields: [{ field: 'value', rule }] },
      });
    }
    expect((await rowsAt(ids['T-INT']!))[0]!.n).toBe(0);
  });

  it('refuses a future instant, one before the contract and one that is not an instant', async () => {
    const cases: Array<[string, string]> = [
      [new Date(NOW.getTime() + 60_000).toISOString(), 'future'],
      [
        new Date(new Date(`${VALID_FROM}T00:00:00Z`).getTime() - 4 * DAY_MS).toISOString(),
        'beforeContractStart',
      ],
      ['2026-02-30T10:00:00Z', 'invalid'],
      ['2026-01-10T10:00:00', 'invalid'],
      ['yesterday', 'invalid'],
    ];
    for (const [isoTimestamp, rule] of cases) {
      const response = await api.put(tokens.customer!, reading({ isoTimestamp, value: '100.7' }));
      expect(response.statusCode, isoTimestamp).toBe(400);
      expect(response.json()).toMatchObject({ details: { fields: [{ field: 'isoTimestamp', rule }] } });
    }
  });

  it("refuses another customer's place and another instance's user with 404, an unknown register too", async () => {
    const other = await api.put(
      tokens.customer2!,
      reading({ value: '105.5', isoTimestamp: ago(20).toISOString() }),
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('location_not_found');
    const nivos = await api.put(
      tokens.nivos!,
      reading({ value: '105.5', isoTimestamp: ago(20).toISOString() }),
    );
    expect(nivos.statusCode).toBe(404);
    expect(nivos.json().error).toBe('location_not_found');
    const register = await api.put(tokens.customer!, reading({ registerId: 'NOPE', value: '1' }));
    expect(register.statusCode).toBe(404);
    expect(register.json().error).toBe('measuring_point_not_found');
    // a staff member without the customer role is not a customer
    expect((await api.put(tokens.admin!, reading())).statusCode).toBe(404);
  });

  it('refuses a reading of an automatic point with 403 automatic_measuring_point', async () => {
    const response = await api.put(
      tokens.customer!,
      reading({ registerId: POINTS.automatic.registerId, value: '5' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('automatic_measuring_point');
  });

  it('refuses a second entry at the same instant (409 reading_exists)', async () => {
    const response = await api.put(tokens.customer!, reading({ value: '100.6' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('reading_exists');
  });

  it('refuses NUL, a note over 500 characters, unknown fields and deep nesting', async () => {
    const nul = await api.put(tokens.customer!, reading({ note: 'a\u0000b' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ details: { fields: [{ field: '/note', rule: 'no_nul_character' }] } });
    const long = await api.put(
      tokens.customer!,
      reading({ note: 'x'.repeat(501), isoTimestamp: ago(3).toISOString() }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('validations_fail');
    const unknown = await api.put(tokens.customer!, reading({ meterId: 1 }));
    expect(unknown.statusCode).toBe(400);
    const deep = await api.inject('PUT', '/connector/v1/meter-readings/series', tokens.customer!, {
      payload: `${'['.repeat(200)}${']'.repeat(200)}`,
      headers: { 'idempotency-key': 'deep-nesting-1' },
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ details: { fields: [{ rule: 'max_depth' }] } });
    const longCode = await api.put(tokens.customer!, reading({ locationCode: '1'.repeat(65) }));
    expect(longCode.statusCode).toBe(400);
  });

  it('needs an Idempotency-Key of 8-64 letters, digits, - and _', async () => {
    for (const key of [null, 'short', 'x'.repeat(65), 'with space!']) {
      const response = await api.put(tokens.customer!, reading({ isoTimestamp: ago(5).toISOString() }), key);
      expect(response.statusCode, String(key)).toBe(400);
      expect(response.json().error).toBe('validations_fail');
    }
  });
});

describe('idempotent saves', () => {
  it('a retried save with the same key and body answers the stored answer and stores one row', async () => {
    const body = reading({
      registerId: POINTS.plain.registerId,
      value: '12.5',
      isoTimestamp: ago(50).toISOString(),
    });
    const first = await api.put(tokens.customer!, body, 'retry-key-0001');
    expect(first.statusCode, first.body).toBe(200);
    const again = await api.put(tokens.customer!, body, 'retry-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), replayed: true });
    expect((await rowsAt(ids['T-DEF']!))[0]!.n).toBe(1);
  });

  it('the key with another body is 422 idempotency_key_reused and stores nothing', async () => {
    const body = reading({
      registerId: POINTS.plain.registerId,
      value: '13.5',
      isoTimestamp: ago(45).toISOString(),
    });
    const response = await api.put(tokens.customer!, body, 'retry-key-0001');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('idempotency_key_reused');
    expect((await rowsAt(ids['T-DEF']!))[0]!.n).toBe(1);
  });

  it('a refused save keeps no claim: the same key may be sent again with a corrected body', async () => {
    const bad = reading({
      registerId: POINTS.plain.registerId,
      value: '007',
      isoTimestamp: ago(44).toISOString(),
    });
    expect((await api.put(tokens.customer!, bad, 'retry-key-0002')).statusCode).toBe(400);
    const fixed = await api.put(tokens.customer!, { ...bad, value: '13' }, 'retry-key-0002');
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it("keys are per user: another user's key does not replay", async () => {
    const theirs = await api.put(tokens.customer2!, reading(), 'retry-key-0001');
    expect(theirs.statusCode).toBe(404);
  });
});

describe('plausibility: implausible readings are sent for review, rollovers and meter changes', () => {
  it('a value below the previous is 409 reading_implausible with the flags, then stored pending with sendForReview', async () => {
    const body = reading({ value: '99.5', isoTimestamp: ago(20).toISOString(), note: 'Luin uudelleen' });
    const refused = await api.put(tokens.customer!, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'reading_implausible',
      details: { flags: ['belowPrevious'] },
    });
    const sent = await api.put(tokens.customer!, { ...body, sendForReview: true });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((sent.json() as SavedReading).entry.review).toEqual({
      status: 'pending',
      flags: ['belowPrevious'],
      reason: null,
      decidedAt: null,
    });
  });

  it('a plausible reading with sendForReview needs no review', async () => {
    const response = await api.put(
      tokens.customer!,
      reading({ value: '102.5', isoTimestamp: ago(10).toISOString(), sendForReview: true }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as SavedReading).entry.review).toBeNull();
  });

  it('offers a rollover on a 5-digit counter only where the wrap fits', async () => {
    const point = ids['T-INT']!;
    await addUtilityReading(db, point, ago(120), 99_000);
    await addUtilityReading(db, point, ago(90), 99_600);
    const tooFar = await api.put(
      tokens.customer!,
      reading({ registerId: 'T-INT', value: '60000', kind: 'rollover', isoTimestamp: ago(60).toISOString() }),
    );
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json()).toMatchObject({
      details: { fields: [{ field: 'kind', rule: 'rolloverDoesNotFit' }] },
    });
    const asReading = await api.put(
      tokens.customer!,
      reading({ registerId: 'T-INT', value: '150', isoTimestamp: ago(60).toISOString() }),
    );
    expect(asReading.statusCode).toBe(409);
    expect(asReading.json().details.flags).toContain('belowPrevious');
    const rollover = await api.put(
      tokens.customer!,
      reading({ registerId: 'T-INT', value: '150', kind: 'rollover', isoTimestamp: ago(60).toISOString() }),
    );
    expect(rollover.statusCode, rollover.body).toBe(200);
    expect((rollover.json() as SavedReading).entry).toMatchObject({ kind: 'rollover', review: null });
  });

  it('a meter change starts a new counter without a review', async () => {
    const response = await api.put(
      tokens.customer!,
      reading({ registerId: 'T-INT', value: '12', kind: 'meterChange', isoTimestamp: ago(30).toISOString() }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as SavedReading).entry).toMatchObject({ kind: 'meterChange', review: null });
  });
});

describe('the energy report: consumption between readings', () => {
  it('spreads the consumption evenly over the hours between two readings, as estimates', async () => {
    const point = ids['T-INT']!;
    // 99,000 -> 99,600 over 30 days: 600 kWh in 720 hours
    const between = await valuesOf(db, point, ago(120), ago(90));
    expect(between).toHaveLength(30 * 24);
    for (const row of between) {
      expect(row.value).toBeCloseTo(600 / 720, 9);
      expect(row.status & ESTIMATE_STATUS_BIT).toBe(ESTIMATE_STATUS_BIT);
      expect(row.step_minutes).toBe(60);
    }
    // across the rollover: 100,000 - 99,600 + 150 = 550 kWh in 30 days
    const wrapped = await valuesOf(db, point, ago(90), ago(60));
    expect(wrapped.reduce((sum, row) => sum + row.value, 0)).toBeCloseTo(550, 6);
  });

  it('gives no consumption across a meter change', async () => {
    expect(await valuesOf(db, ids['T-INT']!, ago(60), ago(30))).toEqual([]);
    const [day] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM meter_days WHERE measuring_point_id = $1 AND day_start >= $2 AND day_start < $3`,
      [ids['T-INT']!, ago(58).toISOString(), ago(32).toISOString()],
    );
    expect(day!.n).toBe(0);
  });

  it('leaves a pending reading out until it is accepted', async () => {
    // decimal point: 100.5 (40 d), 101.25 (30 d), pending 99.5 (20 d), 102.5 (10 d)
    const values = await valuesOf(db, ids['T-DEC']!, ago(30), ago(10));
    expect(values).toHaveLength(20 * 24);
    expect(values.reduce((sum, row) => sum + row.value, 0)).toBeCloseTo(1.25, 9);
  });

  it('keeps the day rollup the chart reads in step', async () => {
    const [row] = await db.query<{ total: number }>(
      `SELECT sum(total)::float8 AS total FROM meter_days WHERE measuring_point_id = $1`,
      [ids['T-DEC']!],
    );
    expect(row!.total).toBeCloseTo(102.5 - 100.5, 9);
  });
});

describe('GET /connector/v1/meter-readings/series', () => {
  it('answers the entries newest first from the contract start and the counted history before it', async () => {
    const point = ids['T-DEC']!;
    const before = new Date(new Date(`${VALID_FROM}T12:00:00Z`).getTime() - 20 * DAY_MS);
    await addUtilityReading(db, point, before, 50.5, { note: 'edellisen asukkaan loppulukema' });
    await addUtilityReading(db, point, new Date(before.getTime() - 500 * DAY_MS), 10.5);
    const response = await api.series(tokens.customer!, PLACE, 'T-DEC', VALID_FROM);
    expect(response.statusCode).toBe(200);
    const series = response.json() as ReadingSeries;
    expect(series.locationCode).toBe(PLACE);
    expect(series.entries.map((entry) => entry.value)).toEqual([102.5, 99.5, 101.25, 100.5]);
    const keys = series.entries.map((entry) => entry.key);
    expect(keys).toEqual([...keys].sort((a, b) => b - a));
    expect(series.entries[1]!.review?.status).toBe('pending');
    // within 400 days of the oldest entry, without the note
    expect(series.history).toEqual([
      expect.objectContaining({ value: 50.5, note: null, source: 'utility', hasPhoto: false }),
    ]);
  });

  it('reads from a later day when asked, never before the contract start', async () => {
    const later = await api.series(tokens.customer!, PLACE, 'T-DEC', dayOf(ago(25)));
    expect((later.json() as ReadingSeries).entries.map((e) => e.value)).toEqual([102.5, 99.5]);
    expect((later.json() as ReadingSeries).history.map((e) => e.value)).toEqual([101.25, 100.5, 50.5]);
    const earlier = await api.series(tokens.customer!, PLACE, 'T-DEC', '2000-01-01');
    expect((earlier.json() as ReadingSeries).entries).toHaveLength(4);
    expect((await api.series(tokens.customer!, PLACE, 'T-DEC', '2026-02-30')).statusCode).toBe(400);
  });

  it("refuses another customer's place with 404", async () => {
    expect((await api.series(tokens.customer2!, PLACE, 'T-DEC')).statusCode).toBe(404);
    expect((await api.series(tokens.nivos!, PLACE, 'T-DEC')).statusCode).toBe(404);
  });
});

describe('editing and deleting', () => {
  it('edits an own reading (a changed time moves it) with status MANUALLY_UPDATED', async () => {
    const key = Math.floor(ago(10).getTime() / 1000);
    const response = await api.put(
      tokens.customer!,
      reading({ value: '104.0', isoTimestamp: ago(9).toISOString(), replacesKey: key, note: 'korjattu' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const entry = (response.json() as SavedReading).entry;
    expect(entry).toMatchObject({ value: 104, status: ['OK', 'MANUALLY_UPDATED'], note: 'korjattu' });
    expect(entry.key).toBe(Math.floor(ago(9).getTime() / 1000));
    const series = (await api.series(tokens.customer!, PLACE, 'T-DEC')).json() as ReadingSeries;
    expect(series.entries.map((e) => e.key)).not.toContain(key);
    // the consumption moved with it: 101.25 -> 104 from 30 to 9 days back
    expect((await valuesOf(db, ids['T-DEC']!, ago(30), ago(0))).reduce((s, r) => s + r.value, 0)).toBeCloseTo(
      2.75,
      9,
    );
    expect(await valuesOf(db, ids['T-DEC']!, ago(9), ago(0))).toEqual([]);
  });

  it("refuses to edit or delete the utility's readings (403) and answers 404 for a missing key", async () => {
    const utilityKey = Math.floor(ago(120).getTime() / 1000);
    const edit = await api.put(
      tokens.customer!,
      reading({
        registerId: 'T-INT',
        value: '99001',
        isoTimestamp: ago(120).toISOString(),
        replacesKey: utilityKey,
      }),
    );
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error).toBe('reading_not_editable');
    const remove = await api.remove(tokens.customer!, PLACE, 'T-INT', utilityKey);
    expect(remove.statusCode).toBe(403);
    expect((await api.remove(tokens.customer!, PLACE, 'T-INT', 12345)).statusCode).toBe(404);
    const missing = await api.put(
      tokens.customer!,
      reading({ replacesKey: 12345, isoTimestamp: ago(2).toISOString() }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('reading_not_found');
  });

  it("deletes an own reading and its consumption; another customer's delete is 404", async () => {
    const key = Math.floor(ago(9).getTime() / 1000);
    expect((await api.remove(tokens.customer2!, PLACE, 'T-DEC', key)).statusCode).toBe(404);
    const response = await api.remove(tokens.customer!, PLACE, 'T-DEC', key);
    expect(response.statusCode).toBe(204);
    const series = (await api.series(tokens.customer!, PLACE, 'T-DEC')).json() as ReadingSeries;
    expect(series.entries.map((e) => e.value)).toEqual([99.5, 101.25, 100.5]);
    expect(await valuesOf(db, ids['T-DEC']!, ago(30), ago(0))).toEqual([]);
    expect((await api.remove(tokens.customer!, PLACE, 'T-DEC', key)).statusCode).toBe(404);
  });
});

describe('photos', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('IHDR-not-a-real-image-but-the-magic-is-right'),
  ]);

  it('stores a photo with the reading and answers it to its owner only', async () => {
    const at = ago(5);
    const response = await api.put(
      tokens.customer!,
      reading({
        value: '105.0',
        isoTimestamp: at.toISOString(),
        photo: `data:image/png;base64,${png.toString('base64')}`,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as SavedReading).entry.hasPhoto).toBe(true);
    const url = `/connector/v1/meter-readings/photo?locationCode=${PLACE}&registerId=T-DEC&key=${Math.floor(at.getTime() / 1000)}`;
    const photo = await api.inject('GET', url, tokens.customer!);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('no-store');
    expect(photo.rawPayload.equals(png)).toBe(true);
    expect((await api.inject('GET', url, tokens.customer2!)).statusCode).toBe(404);
    const none = url.replace(/key=\d+/, `key=${Math.floor(ago(40).getTime() / 1000)}`);
    expect((await api.inject('GET', none, tokens.customer!)).statusCode).toBe(404);
  });

  it('refuses a photo that is not an image or is over 3 MB with 400', async () => {
    const cases: Array<[string, string]> = [
      [`data:image/png;base64,${Buffer.from('GIF89a-pretending').toString('base64')}`, 'notAnImage'],
      [`data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`, 'notAnImage'],
      ['https://example.com/meter.jpg', 'notAnImage'],
      [
        `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(3 * 1024 * 1024)]).toString('base64')}`,
        'photoTooLarge',
      ],
    ];
    for (const [photo, rule] of cases) {
      const response = await api.put(
        tokens.customer!,
        reading({ value: '103.9', isoTimestamp: ago(4).toISOString(), photo }),
      );
      expect(response.statusCode, rule).toBe(400);
      expect(response.json()).toMatchObject({ details: { fields: [{ field: 'photo', rule }] } });
    }
    const big = await api.put(
      tokens.customer!,
      reading({
        value: '105.2',
        isoTimestamp: ago(4).toISOString(),
        sendForReview: true,
        photo: `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(3 * 1024 * 1024 - 3)]).toString('base64')}`,
      }),
    );
    expect(big.statusCode, big.body).toBe(200);
  });
});
