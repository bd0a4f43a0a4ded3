import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatestInvoiceResponse } from '@portal/shared/api/billing';
import { manualClock } from '../../../src/clock.js';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { REASON, REASON_CODE, auditRowsOf } from '../../helpers/audit.js';

/*
 * The latest-invoice widget follows the dashboard's usage place (issue 20): GET /invoices/latest with the
 * place's customerNumber and locationCode answers that place's latest invoice and the user's other places
 * with unpaid invoices, so a customer with several places never misses a bill. Demo data: the demo1
 * customer has three places, each with an open latest invoice (the electricity place two).
 */
let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let customer: string;
let admin: string;
let customerSub: string;

interface PlaceRow {
  customerNumber: string;
  locationCode: string;
  address: string;
  latest: string;
  unpaid: number;
}
let places: PlaceRow[];

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock: manualClock(new Date('2026-11-16T10:00:00Z')) }));
  customer = await loginAs(app, 'demo1', 'customer');
  admin = await loginAs(app, 'demo1', 'admin');
  customerSub = (
    await db.query<{ sub: string }>(
      `SELECT sub::text AS sub FROM users WHERE instance = 'demo1' AND username = 'customer'`,
    )
  )[0]!.sub;
  places = (
    await db.query<PlaceRow>(
      `SELECT i.customer_number AS "customerNumber", up.location_code AS "locationCode", up.full_address AS address,
              (array_agg(i.invoice_number ORDER BY i.posting_date DESC, i.invoice_number DESC))[1] AS latest,
              (count(*) FILTER (WHERE i.status = 'unpaid'))::int AS unpaid
         FROM invoices i JOIN usage_places up ON up.id = i.usage_place_id
         JOIN user_usage_places uup ON uup.usage_place_id = up.id
         JOIN users u ON u.id = uup.user_id AND u.instance = 'demo1' AND u.username = 'customer'
        WHERE i.instance = 'demo1'
        GROUP BY 1, 2, 3 ORDER BY 3, 2`,
    )
  ).map((row) => ({ ...row, unpaid: Number(row.unpaid) }));
});

afterAll(async () => {
  await close();
});

const latest = (query: string, token = customer, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `/connector/v1/${headers['target-user'] ? 'admin/' : ''}invoices/latest${query}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

const placeQuery = (p: { customerNumber: string; locationCode: string }) =>
  `?customerNumber=${p.customerNumber}&locationCode=${p.locationCode}`;

describe('GET /connector/v1/invoices/latest for a usage place', () => {
  it("answers each place's own latest invoice and the other places' unpaid invoices", async () => {
    expect(places.length).toBeGreaterThanOrEqual(2);
    for (const place of places) {
      const response = await latest(placeQuery(place));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toContain('no-store');
      const answer = response.json<LatestInvoiceResponse>();
      expect(answer.invoice).toMatchObject({
        invoiceNumber: place.latest,
        locationCode: place.locationCode,
        locationAddress: place.address,
      });
      expect(answer.unpaidElsewhere).toEqual(
        places
          .filter((p) => p !== place && p.unpaid > 0)
          .map((p) => ({
            customerNumber: p.customerNumber,
            locationCode: p.locationCode,
            locationAddress: p.address,
            unpaid: p.unpaid,
          })),
      );
    }
  });

  it('without a place it is the latest of all places, with no list', async () => {
    const answer = (await latest('')).json<LatestInvoiceResponse>();
    expect(places.map((p) => p.latest)).toContain(answer.invoice!.invoiceNumber);
    expect(answer.unpaidElsewhere).toBeUndefined();
  });

  it("another customer's place answers no invoice and reveals nothing of it", async () => {
    const [theirs] = await db.query<{ customerNumber: string; locationCode: string }>(
      `SELECT up.customer_number AS "customerNumber", up.location_code AS "locationCode"
         FROM usage_places up JOIN user_usage_places uup ON uup.usage_place_id = up.id
         JOIN users u ON u.id = uup.user_id
        WHERE u.instance = 'demo1' AND u.username = 'customer2' AND up.customer_number <> '100001' LIMIT 1`,
    );
    const answer = (await latest(placeQuery(theirs!))).json<LatestInvoiceResponse>();
    expect(answer.invoice).toBeNull();
    // only the user's own places are listed
    expect(answer.unpaidElsewhere!.map((p) => p.locationCode).sort()).toEqual(
      places
        .filter((p) => p.unpaid > 0)
        .map((p) => p.locationCode)
        .sort(),
    );
  });

  it('an admin gets the same answer for a Target-User, and the read is audited with its reason', async () => {
    const own = (await latest(placeQuery(places[0]!))).json();
    const response = await latest(placeQuery(places[0]!), admin, { 'target-user': customerSub, ...REASON });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toEqual(own);
    const rows = await auditRowsOf(db, response.headers['x-request-id']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject_sub: customerSub, reason_code: REASON_CODE });
  });

  it("a customer of another instance is refused and learns nothing of demo1's place", async () => {
    // nivos has no invoices: its customers' tokens lack the scope, whatever place they name
    const other = await loginAs(app, 'nivos', 'customer');
    const response = await latest(placeQuery(places[0]!), other);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.body).not.toContain(places[0]!.latest);
    expect(response.body).not.toContain(places[0]!.address);
  });

  it("a customer cannot ask for another user's invoices through the staff route", async () => {
    const response = await latest(placeQuery(places[0]!), customer, {
      'target-user': customerSub,
      ...REASON,
    });
    expect(response.statusCode).toBe(403);
  });

  it('NUL characters, oversized and unknown parameters are refused with 400', async () => {
    for (const query of [
      '?locationCode=12%0034',
      `?locationCode=${'1'.repeat(33)}`,
      '?customerNumber=100001&other=1',
      '?locationCode=a%20b',
    ]) {
      const response = await latest(query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
    }
  });
});
