import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadingSeries, ReviewQueueItem, SavedReading } from '@portal/shared/api/meterReadings';
import { testNow } from '@portal/shared/testing/clock';
import { manualClock } from '../../../src/clock.js';
import type { Database } from '../../../src/plugins/database.js';
import { auditRowsOf, userOf } from '../../helpers/audit.js';
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
 * The staff side of the readings (issue 17): the review queue of implausible readings, accept and reject with
 * a reason, for the staff roles that manage users, within their instance, on the audit trail.
 */

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let api: ReturnType<typeof client>;
const tokens: Record<string, string> = {};
let pointId: number;
let customer: { id: number; sub: string };

const NOW = testNow();
const BASE = new Date(Math.floor(NOW.getTime() / HOUR_MS) * HOUR_MS);
const ago = (days: number): Date => new Date(BASE.getTime() - days * DAY_MS);
const PLACE = '9170002';
const REVIEWS = '/connector/v1/admin/meter-readings/reviews';
const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;

const reading = (value: string, at: Date, extra: Record<string, unknown> = {}) => ({
  locationCode: PLACE,
  registerId: POINTS.decimal.registerId,
  value,
  isoTimestamp: at.toISOString(),
  note: 'Mittari näyttää tätä, kuva liitteenä',
  kind: 'reading',
  sendForReview: true,
  ...extra,
});

const queue = async (token: string, status?: string): Promise<ReviewQueueItem[]> => {
  const response = await api.inject('GET', status ? `${REVIEWS}?status=${status}` : REVIEWS, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReviewQueueItem[];
};
const decide = (token: string, id: string, body: unknown) =>
  api.inject('POST', `${REVIEWS}/${id}`, token, { body });

let first: ReviewQueueItem;

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock: manualClock(NOW) }));
  api = client(app);
  for (const [name, instance, username] of [
    ['customer', 'demo1', 'customer'],
    ['admin', 'demo1', 'admin'],
    ['servant', 'demo1', 'servant'],
    ['superuser', 'demo1', 'superuser'],
    ['metercontrol', 'demo1', 'metercontrol'],
    ['nivosAdmin', 'nivos', 'admin'],
  ] as const)
    tokens[name] = await loginAs(app, instance, username);
  customer = await userOf(db, 'demo1', 'customer');
  const ids = await addReadingPlace(db, { locationCode: PLACE, validFrom: dayOf(ago(400)) }, [
    POINTS.decimal,
  ]);
  pointId = ids[POINTS.decimal.registerId]!;
  await addUtilityReading(db, pointId, ago(60), 100.5);
  await addUtilityReading(db, pointId, ago(30), 101.5);
  const saved = await api.put(tokens.customer!, reading('150.5', ago(10), { photo: png }));
  expect(saved.statusCode, saved.body).toBe(200);
  expect((saved.json() as SavedReading).entry.review).toMatchObject({
    status: 'pending',
    flags: ['outsideExpected'],
  });
});

afterAll(async () => {
  await close();
});

describe('GET /connector/v1/admin/meter-readings/reviews', () => {
  it("lists the instance's pending readings with the customer, the place and the previous reading", async () => {
    const items = await queue(tokens.admin!);
    const item = items.find((candidate) => candidate.locationCode === PLACE);
    expect(item).toEqual({
      id: expect.stringMatching(/^\d+$/),
      instance: 'demo1',
      userSub: customer.sub,
      customerCode: '100001',
      customerName: expect.stringMatching(/\S/),
      locationCode: PLACE,
      locationAddress: expect.any(String),
      registerId: 'T-DEC',
      unit: 'm3',
      entry: expect.objectContaining({
        value: 150.5,
        source: 'customer',
        hasPhoto: true,
        note: 'Mittari näyttää tätä, kuva liitteenä',
        review: { status: 'pending', flags: ['outsideExpected'], reason: null, decidedAt: null },
      }),
      previous: expect.objectContaining({ value: 101.5, source: 'utility', review: null }),
    });
    first = item!;
  });

  it('writes an audit row per customer whose readings were read', async () => {
    const response = await api.inject('GET', REVIEWS, tokens.servant!);
    const rows = await auditRowsOf(db, response.headers['x-request-id']);
    const servant = await userOf(db, 'demo1', 'servant');
    expect(rows).toContainEqual(
      expect.objectContaining({
        instance: 'demo1',
        actor_user_id: servant.id,
        subject_user_id: customer.id,
        subject_sub: customer.sub,
        action: 'meterReadings.reviews.read',
        target: `GET ${REVIEWS}`,
      }),
    );
  });

  it('is for the staff roles that manage users: a customer and meter control are refused 403', async () => {
    expect((await queue(tokens.superuser!)).some((item) => item.id === first.id)).toBe(true);
    for (const token of [tokens.customer!, tokens.metercontrol!]) {
      const response = await api.inject('GET', REVIEWS, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('no_permission');
      expect((await decide(token, first.id, { decision: 'accept', reason: null })).statusCode).toBe(403);
    }
    expect((await api.inject('GET', REVIEWS, null)).statusCode).toBe(401);
    expect((await api.inject('GET', `${REVIEWS}?status=maybe`, tokens.admin!)).statusCode).toBe(400);
  });

  it("another instance's staff neither see nor decide the reading", async () => {
    expect((await queue(tokens.nivosAdmin!)).some((item) => item.locationCode === PLACE)).toBe(false);
    const response = await decide(tokens.nivosAdmin!, first.id, { decision: 'accept', reason: null });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('reading_not_found');
  });
});

describe('POST /connector/v1/admin/meter-readings/reviews/{id}', () => {
  it('a reject needs a reason of at most 500 characters', async () => {
    for (const reason of [null, '  ']) {
      const response = await decide(tokens.admin!, first.id, { decision: 'reject', reason });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ details: { fields: [{ field: 'reason', rule: 'required' }] } });
    }
    expect(
      (await decide(tokens.admin!, first.id, { decision: 'reject', reason: 'x'.repeat(501) })).statusCode,
    ).toBe(400);
    expect((await decide(tokens.admin!, first.id, { decision: 'maybe', reason: null })).statusCode).toBe(400);
    expect((await decide(tokens.admin!, '99999999', { decision: 'accept', reason: null })).statusCode).toBe(
      404,
    );
  });

  it('accepting counts the reading: its consumption joins the report, and the decision is audited', async () => {
    expect(await valuesOf(db, pointId, ago(30), ago(0))).toEqual([]);
    const response = await decide(tokens.servant!, first.id, {
      decision: 'accept',
      reason: 'Kuva vahvistaa',
    });
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json() as ReviewQueueItem;
    expect(item.entry.review).toEqual({
      status: 'accepted',
      flags: ['outsideExpected'],
      reason: 'Kuva vahvistaa',
      decidedAt: NOW.toISOString(),
    });
    const values = await valuesOf(db, pointId, ago(30), ago(0));
    expect(values).toHaveLength(20 * 24);
    expect(values.reduce((sum, row) => sum + row.value, 0)).toBeCloseTo(49, 9);
    const [row] = await auditRowsOf(db, response.headers['x-request-id']);
    expect(row).toMatchObject({
      action: 'meterReadings.review.accept',
      subject_user_id: customer.id,
      target: `POST ${REVIEWS}/${first.id} ${PLACE}`,
    });
    expect((await queue(tokens.admin!)).some((candidate) => candidate.id === first.id)).toBe(false);
    expect((await queue(tokens.admin!, 'accepted')).some((candidate) => candidate.id === first.id)).toBe(
      true,
    );
  });

  it('a decided reading is not decided again (409) and the customer can no longer change it (403)', async () => {
    const again = await decide(tokens.admin!, first.id, { decision: 'reject', reason: 'toisin' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('review_already_decided');
    const edit = await api.put(tokens.customer!, reading('150.6', ago(10), { replacesKey: first.entry.key }));
    expect(edit.statusCode).toBe(403);
    expect((await api.remove(tokens.customer!, PLACE, 'T-DEC', first.entry.key)).statusCode).toBe(403);
  });

  it('rejecting keeps the reading out of the report and shows the customer the reason', async () => {
    const saved = await api.put(tokens.customer!, reading('400.5', ago(5)));
    expect(saved.statusCode, saved.body).toBe(200);
    const pending = (await queue(tokens.admin!)).find((item) => item.locationCode === PLACE)!;
    expect(pending.previous?.value).toBe(150.5);
    const response = await decide(tokens.admin!, pending.id, {
      decision: 'reject',
      reason: 'Lukema ei täsmää kuvaan',
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as ReviewQueueItem).entry.review?.status).toBe('rejected');
    expect(await valuesOf(db, pointId, ago(10), ago(0))).toEqual([]);
    const series = (await api.series(tokens.customer!, PLACE, 'T-DEC')).json() as ReadingSeries;
    expect(series.entries[0]).toMatchObject({
      value: 400.5,
      review: { status: 'rejected', reason: 'Lukema ei täsmää kuvaan' },
    });
    expect((await queue(tokens.admin!, 'rejected'))[0]?.id).toBe(pending.id);
  });
});

describe('staff read a customer with Target-User', () => {
  it("answers the user's locations, series and photo, each on the audit trail", async () => {
    const headers = { 'target-user': customer.sub };
    const locations = await api.inject('GET', '/connector/v1/admin/meter-readings/locations', tokens.admin!, {
      headers,
    });
    expect(locations.statusCode).toBe(200);
    expect((locations.json() as Array<{ locationCode: string }>).map((l) => l.locationCode)).toContain(PLACE);
    const series = await api.inject(
      'GET',
      `/connector/v1/admin/meter-readings/series?locationCode=${PLACE}&registerId=T-DEC`,
      tokens.admin!,
      { headers },
    );
    expect(series.statusCode).toBe(200);
    expect((series.json() as ReadingSeries).entries.length).toBeGreaterThan(0);
    const [row] = await auditRowsOf(db, series.headers['x-request-id']);
    expect(row).toMatchObject({
      action: 'meterReadings.read',
      subject_user_id: customer.id,
      target: `GET /connector/v1/admin/meter-readings/series ${PLACE}`,
    });
    const photo = await api.inject(
      'GET',
      `/connector/v1/admin/meter-readings/photo?locationCode=${PLACE}&registerId=T-DEC&key=${first.entry.key}`,
      tokens.admin!,
      { headers },
    );
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it('refuses a customer, a missing Target-User and a user of another instance', async () => {
    const url = '/connector/v1/admin/meter-readings/locations';
    expect(
      (await api.inject('GET', url, tokens.customer!, { headers: { 'target-user': customer.sub } }))
        .statusCode,
    ).toBe(403);
    expect((await api.inject('GET', url, tokens.admin!)).statusCode).toBe(400);
    const nivosCustomer = await userOf(db, 'nivos', 'customer');
    const other = await api.inject('GET', url, tokens.admin!, {
      headers: { 'target-user': nivosCustomer.sub },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('user_not_found');
  });
});
