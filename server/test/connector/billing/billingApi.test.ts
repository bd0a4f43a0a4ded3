import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContractsResponse,
  Invoice,
  InvoiceDetailResponse,
  InvoiceForecastResponse,
  InvoicesResponse,
  LatestInvoiceResponse,
} from '@portal/shared/api/billing';
import { isValidNationalReference, isValidRfReference, parseVirtualBarcode } from '@portal/shared/billing';
import { toHelsinkiWallTime } from '@portal/shared/calendar';
import type { Database } from '../../../src/plugins/database.js';
import { manualClock } from '../../../src/clock.js';
import { buildTestApp, loginAs, type TestApp } from '../../helpers/index.js';
import { REASON } from '../../helpers/audit.js';
import { pdfText } from './pdfText.js';

let main: TestApp;
/** nivos with the invoices scope, demo1 without contracts, and a clock the forecast test moves */
let altered: TestApp;
const clock = manualClock(new Date());
let app: FastifyInstance;
let db: Database;
let customer: string;
let customer2: string;
let adminToken: string;

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (offset: number): string => {
  const w = toHelsinkiWallTime(new Date());
  const index = w.year * 12 + w.month - 1 + offset;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
};

const get = (
  target: FastifyInstance,
  url: string,
  token: string | null,
  headers: Record<string, string> = {},
) =>
  target.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

const subOf = async (instance: string, username: string): Promise<string> => {
  const [row] = await db.query<{ sub: string }>(
    'SELECT sub::text AS sub FROM users WHERE instance = $1 AND username = $2',
    [instance, username],
  );
  if (!row) throw new Error(`no demo user ${instance}/${username}`);
  return row.sub;
};

const invoicesOf = async (token: string, start = monthOf(-35), end = monthOf(0)): Promise<Invoice[]> => {
  const response = await get(app, `/connector/v1/invoices?startMonth=${start}&endMonth=${end}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InvoicesResponse>().invoices;
};

beforeAll(async () => {
  main = await buildTestApp();
  ({ app, db } = main);
  customer = await loginAs(app, 'demo1', 'customer');
  customer2 = await loginAs(app, 'demo1', 'customer2');
  adminToken = await loginAs(app, 'demo1', 'admin');
  altered = await buildTestApp({
    clock,
    instances: (shipped) =>
      shipped.map((i) => {
        if (i.id === 'nivos') return { ...i, oauth: { ...i.oauth, scopes: [...i.oauth.scopes, 'invoices'] } };
        if (i.id === 'demo1')
          return { ...i, oauth: { ...i.oauth, scopes: i.oauth.scopes.filter((s) => s !== 'contracts') } };
        return i;
      }),
  });
});

afterAll(async () => {
  await main.close();
  await altered.close();
});

describe('GET /connector/v1/invoices', () => {
  it("answers the user's monthly invoices with statuses, barcodes and periods, newest first", async () => {
    const response = await get(
      app,
      `/connector/v1/invoices?startMonth=${monthOf(-35)}&endMonth=${monthOf(0)}`,
      customer,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const { invoices } = response.json<InvoicesResponse>();
    // three places, monthly over the metered history (2.5 years)
    expect(invoices.length).toBeGreaterThan(60);
    expect(new Set(invoices.map((i) => i.customerNumber))).toEqual(new Set(['100001']));
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['paid', 'unpaid', 'credit', 'unknown']));
    const postings = invoices.map((i) => i.postingDate);
    expect(postings).toEqual([...postings].sort().reverse());
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({
        currency: 'EUR',
        locationCode: expect.stringMatching(/^\d{7}$/),
        gsrnCode: expect.stringMatching(/^643\d{15}$/),
        locationAddress: expect.stringContaining('Helsinki'),
      });
      expect(invoice.periodStart.slice(8)).toBe('01');
      expect(invoice.periodEnd > invoice.periodStart).toBe(true);
      const parsed = parseVirtualBarcode(invoice.virtualBarCode);
      expect(parsed?.version).toBe(5);
      expect(parsed?.dueDate).toBe(invoice.dueDate);
      expect(parsed?.amount).toBe(invoice.amount > 0 ? invoice.amount : 0);
      expect(isValidRfReference(invoice.referenceNumber)).toBe(true);
      expect(parsed?.reference).toBe(invoice.referenceNumber.replace(/\s/g, ''));
      if (invoice.status === 'credit') expect(invoice.amount).toBeLessThan(0);
      else expect(invoice.amount).toBeGreaterThan(0);
    }
    // the latest invoice of each place is open; the electricity place has two open
    const unpaid = invoices.filter((i) => i.status === 'unpaid');
    expect(unpaid.length).toBe(4);
    expect(unpaid.map((i) => i.postingDate).sort()[unpaid.length - 1]).toBe(postings[0]);
  });

  it('uses national references (barcode version 4) where the utility has no RF references', async () => {
    const nivos = altered;
    try {
      const token = await loginAs(nivos.app, 'nivos', 'customer');
      const response = await get(
        nivos.app,
        `/connector/v1/invoices?startMonth=${monthOf(-3)}&endMonth=${monthOf(0)}`,
        token,
      );
      expect(response.statusCode).toBe(200);
      const { invoices } = response.json<InvoicesResponse>();
      expect(invoices.length).toBeGreaterThan(0);
      for (const invoice of invoices) {
        expect(invoice.virtualBarCode[0]).toBe('4');
        expect(isValidNationalReference(invoice.referenceNumber)).toBe(true);
      }
      // another instance's invoice number is unknown here, as are its PDF and lines
      const [demo1Invoice] = await invoicesOf(customer, monthOf(-3));
      for (const suffix of ['', '/pdf']) {
        const other = await get(
          nivos.app,
          `/connector/v1/invoices/${demo1Invoice!.invoiceNumber}${suffix}`,
          token,
        );
        expect(other.statusCode).toBe(404);
        expect(other.json().error).toBe('invoice_not_found');
      }
    } finally {
      clock.set(new Date());
    }
  });

  it('filters by posting month, customer number and location code', async () => {
    const all = await invoicesOf(customer);
    const range = await invoicesOf(customer, monthOf(-2), monthOf(0));
    expect(range.length).toBeGreaterThan(0);
    expect(range.every((i) => i.postingDate >= `${monthOf(-2)}-01`)).toBe(true);
    expect(range).toEqual(all.filter((i) => i.postingDate >= `${monthOf(-2)}-01`));
    const place = all[0]!.locationCode;
    const byPlace = await get(
      app,
      `/connector/v1/invoices?startMonth=${monthOf(-35)}&endMonth=${monthOf(0)}&locationCode=${place}`,
      customer,
    );
    const placeInvoices = byPlace.json<InvoicesResponse>().invoices;
    expect(placeInvoices).toEqual(all.filter((i) => i.locationCode === place));
    const other = await get(
      app,
      `/connector/v1/invoices?startMonth=${monthOf(-35)}&endMonth=${monthOf(0)}&customerNumber=100002`,
      customer,
    );
    expect(other.json<InvoicesResponse>().invoices).toEqual([]);
  });

  it("never answers another customer's invoices", async () => {
    const mine = new Set((await invoicesOf(customer)).map((i) => i.invoiceNumber));
    const theirs = await invoicesOf(customer2);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((i) => !mine.has(i.invoiceNumber) && i.customerNumber === '100002')).toBe(true);
  });

  it.each([
    ['end before start', `startMonth=${monthOf(-1)}&endMonth=${monthOf(-2)}`, 'endMonth', 'end_before_start'],
    [
      'a month after the current one',
      `startMonth=${monthOf(-1)}&endMonth=${monthOf(1)}`,
      'endMonth',
      'future_month',
    ],
    [
      'more than ten years',
      `startMonth=${monthOf(-130)}&endMonth=${monthOf(0)}`,
      'startMonth',
      'range_too_long',
    ],
  ])('refuses %s with 400 validations_fail', async (_, query, field, rule) => {
    const response = await get(app, `/connector/v1/invoices?${query}`, customer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validations_fail',
      details: { fields: [{ field, rule }] },
    });
  });

  it.each([
    ['a malformed month', `startMonth=2026-13&endMonth=${monthOf(0)}`],
    ['a missing month', `startMonth=${monthOf(0)}`],
    ['a NUL character', `startMonth=${monthOf(-1)}&endMonth=${monthOf(0)}&locationCode=12%0034`],
    ['oversized text', `startMonth=${monthOf(-1)}&endMonth=${monthOf(0)}&customerNumber=${'1'.repeat(5000)}`],
  ])('refuses %s with 400', async (_, query) => {
    const response = await get(app, `/connector/v1/invoices?${query}`, customer);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validations_fail');
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('needs a login and the invoices scope of the client', async () => {
    const query = `startMonth=${monthOf(-1)}&endMonth=${monthOf(0)}`;
    expect((await get(app, `/connector/v1/invoices?${query}`, null)).statusCode).toBe(401);
    // nivos has no invoices (spec customer-area section 6)
    const nivos = await loginAs(app, 'nivos', 'customer');
    for (const path of [
      `/connector/v1/invoices?${query}`,
      '/connector/v1/invoices/latest',
      '/connector/v1/invoices/1234/pdf',
    ]) {
      const response = await get(app, path, nivos);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().error).toBe('no_permission');
    }
  });
});

describe('GET /connector/v1/invoices/:invoiceNumber and /latest', () => {
  it('answers the lines each invoice bills, whose sum is the amount', async () => {
    const invoices = await invoicesOf(customer);
    const sample = [
      ...invoices.slice(0, 4),
      ...invoices.filter((i) => i.status === 'credit' || i.status === 'unknown'),
      invoices.at(-1)!,
    ];
    for (const invoice of sample) {
      const response = await get(app, `/connector/v1/invoices/${invoice.invoiceNumber}`, customer);
      expect(response.statusCode).toBe(200);
      const { invoice: again, lines } = response.json<InvoiceDetailResponse>();
      expect(again).toEqual(invoice);
      expect(lines.length).toBeGreaterThan(0);
      const cents = (n: number) => Math.round(n * 100);
      expect(lines.reduce((sum, l) => sum + cents(l.gross), 0)).toBe(cents(invoice.amount));
      for (const line of lines) {
        expect(cents(line.net)).toBe(Math.round(line.quantity * line.unitPrice * 100));
        expect(cents(line.vat)).toBe(Math.round((cents(line.net) * line.vatRate) / 100));
        expect(cents(line.gross)).toBe(cents(line.net) + cents(line.vat));
        // VAT by delivery date: 24 % before September 2024, 25.5 % from it
        expect(line.vatRate).toBe(invoice.periodStart >= '2024-09-01' ? 25.5 : 24);
      }
    }
  });

  it('bills electricity by tariff from the metered usage, with fees, transfer and tax', async () => {
    const invoices = await invoicesOf(customer);
    const electricity = invoices.find((i) => i.status === 'paid' && i.invoiceNumber.endsWith('0'))!;
    const { lines } = (
      await get(app, `/connector/v1/invoices/${electricity.invoiceNumber}?language=en`, customer)
    ).json<InvoiceDetailResponse>();
    const kinds = lines.map((l) => l.kind);
    if (kinds.includes('transfer')) {
      expect(kinds).toEqual([
        'energy',
        'energy',
        'basicFee',
        'transfer',
        'transferBasicFee',
        'electricityTax',
      ]);
      expect(lines.map((l) => l.description)).toContain('Electricity, night');
      const energy = lines.filter((l) => l.kind === 'energy').reduce((s, l) => s + l.quantity, 0);
      expect(lines.find((l) => l.kind === 'transfer')!.quantity).toBeCloseTo(energy, 2);
      // the place's metered kWh of that month (the chart's data)
      const [metered] = await db.query<{ kwh: number }>(
        `SELECT sum(v.value)::float8 AS kwh FROM meter_values v
           JOIN measuring_points mp ON mp.id = v.measuring_point_id
           JOIN usage_places up ON up.id = mp.usage_place_id
          WHERE up.location_code = $1 AND up.instance = 'demo1' AND mp.quantity = 'electricityP'
            AND v.at >= ($2::date::timestamp AT TIME ZONE 'Europe/Helsinki')
            AND v.at < (($2::date + interval '1 month')::timestamp AT TIME ZONE 'Europe/Helsinki')`,
        [electricity.locationCode, electricity.periodStart],
      );
      expect(energy).toBeCloseTo(metered!.kwh, 1);
    } else {
      expect(kinds).toEqual(['energy', 'basicFee']);
    }
  });

  it("answers 404 for another customer's invoice number, its PDF and admin variants of other users", async () => {
    const [theirs] = await invoicesOf(customer2);
    for (const suffix of ['', '/pdf']) {
      const response = await get(app, `/connector/v1/invoices/${theirs!.invoiceNumber}${suffix}`, customer);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('invoice_not_found');
      expect(response.headers['cache-control']).toContain('no-store');
      const admin = await get(
        app,
        `/connector/v1/admin/invoices/${theirs!.invoiceNumber}${suffix}`,
        adminToken,
        {
          'target-user': await subOf('demo1', 'customer'),
          ...REASON,
        },
      );
      expect(admin.statusCode).toBe(404);
    }
    expect((await get(app, `/connector/v1/invoices/${'9'.repeat(40)}`, customer)).statusCode).toBe(400);
    expect((await get(app, '/connector/v1/invoices/12%0034', customer)).statusCode).toBe(400);
  });

  it('answers the latest invoice', async () => {
    const [newest] = await invoicesOf(customer);
    const response = await get(app, '/connector/v1/invoices/latest', customer);
    expect(response.statusCode).toBe(200);
    expect(response.json<LatestInvoiceResponse>().invoice).toEqual(newest);
    const admin = await get(app, '/connector/v1/admin/invoices/latest', adminToken, {
      'target-user': await subOf('demo1', 'customer'),
      ...REASON,
    });
    expect(admin.json<LatestInvoiceResponse>().invoice).toEqual(newest);
    const none = await get(app, '/connector/v1/invoices/latest', await loginAs(app, 'demo1', 'admin'));
    expect(none.json<LatestInvoiceResponse>()).toEqual({ invoice: null });
  });
});

describe('GET /connector/v1/invoices/:invoiceNumber/pdf', () => {
  it('is a PDF invoice with the number, total, reference, IBAN and barcode, in Finnish or English', async () => {
    const [invoice] = (await invoicesOf(customer)).filter((i) => i.status === 'unpaid');
    const fi = await get(app, `/connector/v1/invoices/${invoice!.invoiceNumber}/pdf`, customer, {
      'accept-language': 'fi-FI,fi;q=0.9',
    });
    expect(fi.statusCode).toBe(200);
    expect(fi.headers['content-type']).toBe('application/pdf');
    expect(fi.headers['cache-control']).toContain('no-store');
    expect(fi.headers['content-disposition']).toBe(
      `inline; filename="demo1-invoice-${invoice!.invoiceNumber}.pdf"`,
    );
    expect(fi.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(fi.rawPayload);
    const amount = invoice!.amount.toFixed(2);
    expect(text).toContain('Demo Energia');
    expect(text).toContain('LASKU');
    expect(text).toContain(invoice!.invoiceNumber);
    expect(text).toContain(invoice!.virtualBarCode);
    expect(text).toContain(invoice!.referenceNumber);
    expect(text).toContain(invoice!.gsrnCode);
    expect(text.replace(/ (?=\d{3},)/g, '')).toContain(`${amount.replace('.', ',')} €`);
    expect(text).toMatch(/FI\d{2}( \d{4}){3} \d{2}/);
    expect(text).toContain('Eräpäivä');
    // the CODE128 image
    expect(fi.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    // one page: the footer stays inside the bottom margin instead of spilling onto a page of its own
    expect(fi.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);

    const en = await get(
      app,
      `/connector/v1/invoices/${invoice!.invoiceNumber}/pdf?language=en-US`,
      customer,
    );
    const english = pdfText(en.rawPayload);
    expect(english).toContain('INVOICE');
    expect(english).toContain('Due date');
    expect(english.replace(/,(?=\d{3}\.)/g, '')).toContain(`€${amount}`);
  });

  it('has an admin variant for a Target-User of the same instance', async () => {
    const [invoice] = await invoicesOf(customer);
    const response = await get(
      app,
      `/connector/v1/admin/invoices/${invoice!.invoiceNumber}/pdf`,
      adminToken,
      {
        'target-user': await subOf('demo1', 'customer'),
        ...REASON,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain(invoice!.virtualBarCode);
  });
});

describe('admin variants', () => {
  const paths = [
    `/connector/v1/admin/invoices?startMonth=${monthOf(-2)}&endMonth=${monthOf(0)}`,
    '/connector/v1/admin/invoices/latest',
    '/connector/v1/admin/contracts',
  ];

  it("answer the target user's data", async () => {
    const target = await subOf('demo1', 'customer2');
    const invoices = await get(app, paths[0]!, adminToken, { 'target-user': target, ...REASON });
    expect(invoices.statusCode).toBe(200);
    expect(invoices.json<InvoicesResponse>().invoices).toEqual(await invoicesOf(customer2, monthOf(-2)));
    const contracts = await get(app, paths[2]!, adminToken, { 'target-user': target, ...REASON });
    expect(contracts.json<ContractsResponse>().contracts).toEqual(
      (await get(app, '/connector/v1/contracts', customer2)).json<ContractsResponse>().contracts,
    );
  });

  it('refuse ROLE_USER (403), an unknown or other-instance target (404 user_not_found)', async () => {
    const target = await subOf('demo1', 'customer');
    const nivosSub = await subOf('nivos', 'customer');
    for (const path of paths) {
      const user = await get(app, path, customer, { 'target-user': target, ...REASON });
      expect(user.statusCode, path).toBe(403);
      expect(user.json().error).toBe('no_permission');
      for (const sub of ['00000000-0000-4000-8000-000000000000', nivosSub]) {
        const unknown = await get(app, path, adminToken, { 'target-user': sub, ...REASON });
        expect(unknown.statusCode, path).toBe(404);
        expect(unknown.json().error).toBe('user_not_found');
      }
      expect(
        (await get(app, path, adminToken, { 'target-user': 'x'.repeat(500), ...REASON })).statusCode,
      ).toBe(400);
    }
  });
});

describe('GET /connector/v1/contracts', () => {
  it('answers the raw form with the fields the page shows; the first customer has more than 10', async () => {
    const response = await get(app, '/connector/v1/contracts', customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const { contracts } = response.json<ContractsResponse>();
    expect(contracts.length).toBeGreaterThan(10);
    const types = new Set(contracts.map((c) => c.contractType));
    for (const type of ['Verkko', 'Myynti', 'Distribution contract', null])
      expect(types.has(type)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(contracts.some((c) => c.contractEndDate !== null && c.contractEndDate < today)).toBe(true);
    expect(contracts.some((c) => c.fixedContractEndDate !== null)).toBe(true);
    const places = await get(app, '/connector/v1/reportOptions', customer);
    const codes = new Set(
      places.json<{ usagePlaces: Array<{ locationCode: string }> }>().usagePlaces.map((p) => p.locationCode),
    );
    for (const contract of contracts) {
      expect(codes.has(contract.locationCode)).toBe(true);
      expect(contract.salesContract).toMatchObject({
        customerCode: '100001',
        locationCode: contract.locationCode,
        validFrom: contract.contractStartDate,
        validTo: contract.contractEndDate,
        customerName: contract.customerName,
      });
      expect(contract.contractAuthInfo.productType).toBe(contract.productType);
      expect(contract.location.fuseSize).toBe(contract.fuseSize);
      expect(contract.locationAddress).toContain('Helsinki');
    }
    const electricity = contracts.find((c) => c.contractType === 'Verkko')!;
    expect(electricity).toMatchObject({
      energyType: 'electricity',
      fuseSize: '3x25A',
      meterNumber: expect.any(String),
    });
    expect(electricity.location.gsrnCode).toMatch(/^643\d{15}$/);
  });

  it("answers only the caller's own contracts, and another instance's only there", async () => {
    const mine = (await get(app, '/connector/v1/contracts', customer)).json<ContractsResponse>().contracts;
    const theirs = (await get(app, '/connector/v1/contracts', customer2)).json<ContractsResponse>().contracts;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.length).toBeLessThanOrEqual(10);
    expect(theirs.every((c) => c.customerCode === '100002')).toBe(true);
    const mineCodes = new Set(mine.map((c) => c.contractCode));
    expect(theirs.some((c) => mineCodes.has(c.contractCode))).toBe(false);
    const nivos = (
      await get(app, '/connector/v1/contracts', await loginAs(app, 'nivos', 'customer'))
    ).json<ContractsResponse>();
    expect(nivos.contracts.length).toBeGreaterThan(10);
    expect(nivos.contracts.some((c) => mineCodes.has(c.contractCode))).toBe(false);
    expect(nivos.contracts.every((c) => !c.locationAddress.includes('Helsinki'))).toBe(true);
  });

  it('needs the contracts scope of the client', async () => {
    try {
      const token = await loginAs(altered.app, 'demo1', 'customer');
      const response = await get(altered.app, '/connector/v1/contracts', token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('no_permission');
      // invoices stay allowed there
      expect((await get(altered.app, '/connector/v1/invoices/latest', token)).statusCode).toBe(200);
    } finally {
      clock.set(new Date());
    }
  });
});

describe('GET /connector/v1/invoices/forecast', () => {
  it('estimates the month from its readings so far once 75 % of them exist, else null', async () => {
    const t = altered;
    try {
      // the 27th and the 10th of the previous month, Helsinki noon: readings exist for the whole month,
      // so only the clock decides the coverage
      const previous = monthOf(-1);
      clock.set(new Date(`${previous}-27T10:00:00Z`));
      const token = await loginAs(t.app, 'demo1', 'customer');
      const places = (await get(t.app, '/connector/v1/reportOptions', token)).json<{
        usagePlaces: Array<{ locationCode: string; energyTypes: Array<{ key: string }> }>;
      }>().usagePlaces;
      const electricity = places.find((p) => p.energyTypes.some((e) => e.key === 'electricity'))!;
      const late = await get(
        t.app,
        `/connector/v1/invoices/forecast?locationCode=${electricity.locationCode}&language=en`,
        token,
      );
      expect(late.statusCode).toBe(200);
      const { forecast } = late.json<InvoiceForecastResponse>();
      expect(forecast).not.toBeNull();
      expect(forecast!.periodStart).toBe(`${previous}-01`);
      expect(forecast!.coverage).toBeGreaterThan(0.75);
      expect(forecast!.coverage).toBeLessThan(0.95);
      const cents = (n: number) => Math.round(n * 100);
      expect(forecast!.lines.reduce((s, l) => s + cents(l.gross), 0)).toBe(cents(forecast!.amount));
      expect(forecast!.lines.map((l) => l.kind)).toContain('electricityTax');

      clock.set(new Date(`${previous}-10T10:00:00Z`));
      const early = await get(
        t.app,
        `/connector/v1/invoices/forecast?locationCode=${electricity.locationCode}`,
        token,
      );
      expect(early.json<InvoiceForecastResponse>()).toEqual({ forecast: null });

      const other = await get(t.app, '/connector/v1/invoices/forecast?locationCode=1234567', token);
      expect(other.statusCode).toBe(404);
      expect(other.json().error).toBe('location_not_found');
      expect((await get(t.app, '/connector/v1/invoices/forecast', token)).statusCode).toBe(400);
      expect(
        (await get(t.app, `/connector/v1/invoices/forecast?locationCode=${'7'.repeat(100)}`, token))
          .statusCode,
      ).toBe(400);
    } finally {
      clock.set(new Date());
    }
  });
});
