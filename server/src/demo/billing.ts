import type { Database } from '../plugins/database.js';
import { priceLines, totalCents, type LineDraft, type UsageTotal } from '../connector/billing/pricing.js';
import { pricePartsOf, usageByMonth, type UsageRow } from '../connector/billing/repository.js';
import { addDays, addMonths, helsinkiDay, lastDayOf, startOfDay } from '../connector/billing/months.js';
import { referenceOf } from '../connector/billing/utility.js';
import { demoContractIdentifier } from './contractIds.js';

/**
 * Demo billing of one instance (issue 10): a monthly invoice for every demo usage place and every whole
 * month of its metered history, posted on the 5th of the next month and due on the 19th, computed once
 * from the place's metered usage and price parts (connector/billing/pricing.ts). A later run adds the
 * months posted since and moves the statuses on: the latest invoice of a place is unpaid (the first
 * customer's electricity also the one before), the rest paid, one 'unknown' and two credit notes.
 * The contracts (grid, sales, distribution, ended and fixed-term; the first customer more than 10) are
 * written once. docs/billing.md.
 */
export interface BillingSeedContext {
  instance: string;
  usagePlaces: ReadonlyArray<{ id: number; customerNumber: string }>;
  now?: Date;
}

// any constant (the metering seed uses 7_411_204): with the instance's hash it names the lock
const BILLING_LOCK_KEY = 7_411_205;
const POSTING_DAY = 5;
const PAYMENT_DAYS = 14;

interface PlaceRow {
  id: number;
  customer_number: string;
  energy_type: string | null;
  location_code: string;
  contract_identifier: string | null;
  valid_from: string | null;
  name: string;
}

export async function seedBilling(db: Database, ctx: BillingSeedContext): Promise<{ invoices: number }> {
  const now = ctx.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [BILLING_LOCK_KEY, ctx.instance]);
    const places = await tx.query<PlaceRow>(
      `SELECT id, customer_number, energy_types[1] AS energy_type, location_code, contract_identifier,
              to_char(valid_from, 'YYYY-MM-DD') AS valid_from, name
         FROM usage_places WHERE instance = $1 AND id = ANY ($2::int[]) ORDER BY customer_number, id`,
      [ctx.instance, ctx.usagePlaces.map((p) => p.id)],
    );
    if (places.length === 0) return { invoices: 0 };
    const firstCustomer = places[0]!.customer_number;
    const invoices = await seedInvoices(tx, ctx.instance, places, firstCustomer, now);
    await setStatuses(tx, ctx.instance, places, firstCustomer);
    const [contract] = await tx.query('SELECT 1 FROM contracts WHERE instance = $1 LIMIT 1', [ctx.instance]);
    if (!contract) await seedContracts(tx, ctx.instance, places, firstCustomer, now);
    return { invoices };
  });
}

async function seedInvoices(
  tx: Database,
  instance: string,
  places: readonly PlaceRow[],
  firstCustomer: string,
  now: Date,
): Promise<number> {
  const [range] = await tx.query<{ first: string | null }>(
    // the day rollup: the first day with readings is all this needs (helsinkiDay below)
    `SELECT min(d.day_start) AS first FROM meter_days d
       JOIN measuring_points mp ON mp.id = d.measuring_point_id
      WHERE mp.usage_place_id = ANY ($1::int[]) AND mp.is_main_type`,
    [places.map((p) => p.id)],
  );
  if (!range?.first) return 0;
  const today = helsinkiDay(now);
  // the first whole month of data, and the last month whose invoice has been posted by today
  const firstMonth = addMonths(helsinkiDay(new Date(range.first)), 1);
  let lastMonth = addMonths(today, -1);
  if (Number(today.slice(8, 10)) < POSTING_DAY) lastMonth = addMonths(lastMonth, -1);
  if (lastMonth < firstMonth) return 0;

  const done = new Set(
    (
      await tx.query<{ key: string }>(
        `SELECT usage_place_id || ':' || to_char(period_start, 'YYYY-MM-DD') AS key FROM invoices
          WHERE instance = $1 AND status <> 'credit'`,
        [instance],
      )
    ).map((r) => r.key),
  );
  const missingFrom = places
    .flatMap((p) => {
      for (let m = firstMonth; m <= lastMonth; m = addMonths(m, 1)) if (!done.has(`${p.id}:${m}`)) return [m];
      return [];
    })
    .sort()[0];
  if (!missingFrom) return 0;

  const parts = await pricePartsOf(
    tx,
    places.map((p) => p.id),
  );
  const spotFrom =
    parts
      .filter((p) => p.type === 'spot')
      .map((p) => p.start_date)
      .sort()[0] ?? '9999-12-31';
  const usage = await usageByMonth(
    tx,
    places.map((p) => p.id),
    startOfDay(missingFrom).toISOString(),
    startOfDay(addMonths(lastMonth, 1)).toISOString(),
    startOfDay(spotFrom).toISOString(),
  );
  const usageOf = new Map<string, UsageRow[]>();
  for (const row of usage) {
    const key = `${row.usage_place_id}:${row.month}`;
    usageOf.set(key, [...(usageOf.get(key) ?? []), row]);
  }

  let count = 0;
  for (const place of places) {
    const placeParts = parts.filter((p) => p.usage_place_id === place.id);
    const history: Array<{ month: string; lines: LineDraft[] }> = [];
    for (let month = missingFrom; month <= lastMonth; month = addMonths(month, 1)) {
      if (done.has(`${place.id}:${month}`)) continue;
      const rows = usageOf.get(`${place.id}:${month}`) ?? [];
      const lines = priceLines({
        periodStart: month,
        deliveryStart: startOfDay(month),
        usage: rows.map(toUsage),
        priceParts: placeParts,
      });
      if (lines.length === 0) continue;
      await insertInvoice(tx, instance, place, month, lines, 'paid');
      history.push({ month, lines });
      count++;
    }
    count += await creditNotes(tx, instance, place, firstCustomer, history);
  }
  return count;
}

const toUsage = (row: UsageRow): UsageTotal => ({
  quantity: row.quantity,
  tariff: row.tariff,
  unit: row.unit,
  total: row.total,
  spotWeighted: row.spot_weighted,
});

/** yyyymm + the place id (5 digits) + 0 for an invoice, 1 for its credit note */
const invoiceNumberOf = (placeId: number, month: string, credit: boolean): string =>
  `${month.slice(0, 4)}${month.slice(5, 7)}${String(placeId).padStart(5, '0')}${credit ? 1 : 0}`;

async function insertInvoice(
  tx: Database,
  instance: string,
  place: PlaceRow,
  month: string,
  lines: readonly LineDraft[],
  status: 'paid' | 'credit',
  postingDate: string = addDays(addMonths(month, 1), POSTING_DAY - 1),
): Promise<void> {
  const number = invoiceNumberOf(place.id, month, status === 'credit');
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO invoices (instance, invoice_number, usage_place_id, customer_number, status, amount_cents,
                           posting_date, due_date, period_start, period_end, reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      instance,
      number,
      place.id,
      place.customer_number,
      status,
      totalCents(lines),
      postingDate,
      status === 'credit' ? postingDate : addDays(postingDate, PAYMENT_DAYS),
      month,
      lastDayOf(month),
      referenceOf(instance, number),
    ],
  );
  await tx.query(
    `INSERT INTO invoice_lines (invoice_id, ordinal, kind, tariff, quantity, unit, unit_price, vat_basis_points,
                                net_cents, vat_cents)
     SELECT $1, o, k, t, q, u, p, v, n, x
       FROM unnest($2::int[], $3::text[], $4::text[], $5::float8[], $6::text[], $7::float8[], $8::int[],
                   $9::bigint[], $10::bigint[]) AS l(o, k, t, q, u, p, v, n, x)`,
    [
      row!.id,
      lines.map((_, i) => i + 1),
      lines.map((l) => l.kind),
      lines.map((l) => l.tariff),
      lines.map((l) => l.quantity),
      lines.map((l) => l.unit),
      lines.map((l) => l.unitPrice),
      lines.map((l) => l.vatBasisPoints),
      lines.map((l) => l.netCents),
      lines.map((l) => l.vatCents),
    ],
  );
}

/**
 * Two credit notes: the basic fees of a month refunded to the first customer's electricity place (four
 * months back) and to the second customer's (seven months back), posted 20 days after that invoice.
 */
async function creditNotes(
  tx: Database,
  instance: string,
  place: PlaceRow,
  firstCustomer: string,
  history: ReadonlyArray<{ month: string; lines: LineDraft[] }>,
): Promise<number> {
  if (place.energy_type !== 'electricity') return 0;
  const back = place.customer_number === firstCustomer ? 4 : 7;
  const credited = history.at(-1 - back);
  if (!credited) return 0;
  const lines = credited.lines
    .filter((l) => l.kind === 'basicFee' || l.kind === 'transferBasicFee')
    .map((l): LineDraft => ({
      ...l,
      kind: 'credit',
      tariff: l.kind,
      quantity: -l.quantity,
      netCents: -l.netCents,
      vatCents: -l.vatCents,
    }));
  if (lines.length === 0) return 0;
  const posting = addDays(addMonths(credited.month, 1), POSTING_DAY - 1 + 20);
  await insertInvoice(tx, instance, place, credited.month, lines, 'credit', posting);
  return 1;
}

/** the latest invoice of each place unpaid (the first customer's electricity: the two latest), one unknown */
async function setStatuses(
  tx: Database,
  instance: string,
  places: readonly PlaceRow[],
  firstCustomer: string,
): Promise<void> {
  await tx.query(`UPDATE invoices SET status = 'paid' WHERE instance = $1 AND status = 'unpaid'`, [instance]);
  for (const place of places) {
    const unpaid = place.customer_number === firstCustomer && place.energy_type === 'electricity' ? 2 : 1;
    await tx.query(
      `UPDATE invoices SET status = 'unpaid'
        WHERE id IN (SELECT id FROM invoices WHERE usage_place_id = $1 AND status <> 'credit'
                      ORDER BY period_start DESC LIMIT $2)`,
      [place.id, unpaid],
    );
  }
  // one whose payment the billing system could not match: the first customer's heat, its fourth invoice
  const heat = places.find((p) => p.customer_number === firstCustomer && p.energy_type === 'heat');
  if (heat)
    await tx.query(
      `UPDATE invoices SET status = 'unknown'
        WHERE id = (SELECT id FROM invoices WHERE usage_place_id = $1 AND status = 'paid'
                     ORDER BY period_start OFFSET 3 LIMIT 1)
          AND NOT EXISTS (SELECT 1 FROM invoices WHERE usage_place_id = $1 AND status = 'unknown')`,
      [heat.id],
    );
}

interface ContractSpec {
  type: string | null;
  product: string | null;
  from: string;
  to: string | null;
  fixedEnd: string | null;
  profile: string | null;
}

/**
 * Contracts per place. The first customer's places hold 11 (grid, sales one after another, production,
 * distribution, water and an old one of no recorded type), so the contracts page shows its table; the
 * second customer's hold 4 (cards).
 */
function contractSpecs(place: PlaceRow, first: boolean, today: string): ContractSpec[] {
  const since = place.valid_from ?? '2018-01-01';
  const year = (offset: number) => `${Number(today.slice(0, 4)) + offset}${since.slice(4)}`;
  const c = (
    type: string | null,
    product: string | null,
    from: string,
    to: string | null = null,
    fixedEnd: string | null = null,
    profile: string | null = null,
  ): ContractSpec => ({ type, product, from, to, fixedEnd, profile });
  switch (place.energy_type) {
    case 'electricity':
      return first
        ? [
            c('Verkko', 'Yleissiirto', since, null, null, 'Asuminen'),
            c('Myynti', 'Kiinteä hinta', since, addDays(year(-3), -1), addDays(year(-3), -1), 'Asuminen'),
            c('Myynti', 'Kiinteä 12 kk', year(-3), addDays(year(-2), -1), addDays(year(-2), -1), 'Asuminen'),
            c('Myynti', 'Pörssisähkö', year(-2), null, null, 'Asuminen'),
            c('Pientuotanto', 'Aurinkosähkö', year(-2), null, null, 'Tuotanto'),
          ]
        : [
            c('Verkko', 'Yleissiirto', since, null, null, 'Asuminen'),
            c('Myynti', 'Kiinteä 24 kk', year(-1), null, year(1), 'Asuminen'),
          ];
    case 'heat':
      return [
        c('Distribution contract', 'Kaukolämpö', since, addDays(year(-4), -1)),
        c('Distribution contract', 'Kaukolämpö', year(-4)),
        c('Myynti', 'Kaukolämpö kiinteä', year(-1), null, year(2)),
      ];
    case 'water':
      return [
        c('Vesihuolto', 'Vesi ja jätevesi', since),
        c('Liittymä', 'Vesiliittymä', since),
        c(null, null, '2009-01-01', addDays(since, -1)),
      ];
    case 'gas':
      return [
        c('Myynti', 'Maakaasu', since, addDays(year(-1), -1)),
        c('Distribution contract', 'Maakaasu', year(-1)),
      ];
    default:
      return [];
  }
}

async function seedContracts(
  tx: Database,
  instance: string,
  places: readonly PlaceRow[],
  firstCustomer: string,
  now: Date,
): Promise<void> {
  const today = helsinkiDay(now);
  for (const place of places) {
    const specs = contractSpecs(place, place.customer_number === firstCustomer, today);
    for (const [index, spec] of specs.entries()) {
      const current = spec.to === null || spec.to >= today;
      const electricity = place.energy_type === 'electricity';
      await tx.query(
        `INSERT INTO contracts (instance, usage_place_id, contract_code, contract_type, energy_type, seller_code,
                                valid_from, valid_to, fixed_end_date, profile, identification_number,
                                possessor_contract_code, product_type, target_text, fuse_size,
                                possessor_location_code, grid_zone, transformer, meter_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
        [
          instance,
          place.id,
          `S${place.location_code}-${index + 1}`,
          spec.type,
          place.energy_type ?? 'electricity',
          spec.type === 'Myynti' ? `${instance.toUpperCase().slice(0, 6)}-MYYNTI` : null,
          spec.from,
          spec.to,
          spec.fixedEnd,
          spec.profile,
          // the current contract's is the place's (what the customer adds the place with); ended ones had their own
          current && place.contract_identifier
            ? place.contract_identifier
            : demoContractIdentifier(instance, place.location_code, index + 1),
          `P${place.location_code}${index + 1}`,
          spec.product,
          `${place.name}, ${place.location_code}`,
          electricity ? (place.customer_number === firstCustomer ? '3x25A' : '3x35A') : null,
          `L${place.location_code}`,
          `${instance.toUpperCase()}-${place.energy_type === 'electricity' ? 'SÄHKÖ' : 'VERKKO'}`,
          electricity ? `MM${place.location_code.slice(-4)}` : null,
          `${place.location_code.slice(0, 3)}${String(place.id).padStart(5, '0')}`,
        ],
      );
    }
  }
}
