import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBilling } from '../../src/demo/billing.js';
import { seedLocations } from '../../src/demo/locations.js';
import { LANDLORD_CUSTOMER } from '../../src/demo/meterReadings.js';
import type { Database } from '../../src/plugins/database.js';
import { openTestDatabase } from '../helpers/index.js';

let db: Database;
let drop: () => Promise<void>;

const placesOf = (instance: string) =>
  db.query<{ id: number; customerNumber: string }>(
    // the landlord's places are not billed (demo/meterReadings.ts)
    `SELECT id, customer_number AS "customerNumber" FROM usage_places WHERE instance = $1 AND customer_number <> $2
      ORDER BY id`,
    [instance, LANDLORD_CUSTOMER],
  );

const snapshot = () =>
  db.query<{ invoice_number: string; status: string; amount_cents: number; lines: number }>(
    `SELECT i.invoice_number, i.status, i.amount_cents,
            (SELECT count(*)::int FROM invoice_lines l WHERE l.invoice_id = i.id) AS lines
       FROM invoices i WHERE i.instance = 'demo1' ORDER BY i.invoice_number`,
  );

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});

afterAll(async () => {
  await drop();
});

describe('demo billing seed', () => {
  it('amounts are the sum of their lines, and a credit note is negative', async () => {
    const [row] = await db.query<{ wrong: number; credits: number; unknown: number }>(
      `SELECT count(*) FILTER (WHERE i.amount_cents <> (SELECT sum(net_cents + vat_cents) FROM invoice_lines l
                                                          WHERE l.invoice_id = i.id))::int AS wrong,
              count(*) FILTER (WHERE i.status = 'credit' AND i.amount_cents < 0)::int AS credits,
              count(*) FILTER (WHERE i.status = 'unknown')::int AS unknown
         FROM invoices i WHERE i.instance = 'demo1'`,
    );
    expect(row).toEqual({ wrong: 0, credits: 2, unknown: 1 });
  });

  it('a second run adds nothing; months lost are written again exactly, statuses moved back', async () => {
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(100);
    expect(await seedBilling(db, { instance: 'demo1', usagePlaces: await placesOf('demo1') })).toEqual({
      invoices: 0,
    });
    // as the seed runs them: the location seed marks customer2's old debt unpaid again after billing
    await seedLocations(db, { instance: 'demo1', now: new Date() });
    expect(await snapshot()).toEqual(before);

    // the latest month of every place goes; the seed writes it again and makes it the open one
    await db.query(
      `DELETE FROM invoices WHERE instance = 'demo1' AND status <> 'credit'
          AND period_start = (SELECT max(period_start) FROM invoices WHERE instance = 'demo1')`,
    );
    const { invoices } = await seedBilling(db, { instance: 'demo1', usagePlaces: await placesOf('demo1') });
    expect(invoices).toBe(5);
    await seedLocations(db, { instance: 'demo1', now: new Date() });
    expect(await snapshot()).toEqual(before);
  });

  it('writes contracts once: more than 10 for the first customer, fewer for the second', async () => {
    const rows = await db.query<{ customer_number: string; count: number }>(
      `SELECT up.customer_number, count(*)::int AS count FROM contracts k
         JOIN usage_places up ON up.id = k.usage_place_id
        WHERE k.instance = 'demo1' AND up.customer_number IN ('100001', '100002')
        GROUP BY 1 ORDER BY 1`,
    );
    expect(rows).toEqual([
      { customer_number: '100001', count: 11 },
      { customer_number: '100002', count: 4 },
    ]);
  });
});
