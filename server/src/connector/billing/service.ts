import type {
  Contract,
  ContractsResponse,
  Invoice,
  InvoiceDetailResponse,
  InvoiceForecastResponse,
  InvoiceLine,
  InvoicesResponse,
  LatestInvoiceResponse,
} from '@portal/shared/api/billing';
import { virtualBarcode } from '@portal/shared/billing';
import type { Database } from '../../plugins/database.js';
import { Refusal, validationsFail, type FieldIssue } from '../../http/refusal.js';
import * as repo from './repository.js';
import { addMonths, helsinkiDay, lastDayOf, monthsBetween, startOfDay } from './months.js';
import { priceLines, totalCents, type LineDraft } from './pricing.js';
import { lineDescription, type BillingLanguage } from './texts.js';
import { printedReference, utilityIban } from './utility.js';

/** Whose billing a call reads: the token's instance and scopes, and the user (the caller or the target). */
export interface BillingScope {
  instance: string;
  userId: number;
  scopes: readonly string[];
}

/** the longest invoice search (ten years of months) */
export const MAX_INVOICE_RANGE_MONTHS = 120;
/** the forecast is shown from this share of the period's readings on */
export const FORECAST_MIN_COVERAGE = 0.75;

/** spec customer-area section 6: invoices and contracts need their client scope in the token */
export function requireScope(scope: BillingScope, needed: 'invoices' | 'contracts'): void {
  if (!scope.scopes.includes(needed))
    throw new Refusal(403, 'no_permission', `The client scope ${needed} is required`);
}

const euros = (cents: number): number => Math.round(cents) / 100;

export function toInvoice(instance: string, row: repo.InvoiceRow): Invoice {
  const amount = euros(row.amount_cents);
  return {
    customerNumber: row.customer_number,
    locationCode: row.location_code,
    locationAddress: row.location_address,
    status: row.status,
    amount,
    currency: 'EUR',
    invoiceNumber: row.invoice_number,
    dueDate: row.due_date,
    postingDate: row.posting_date,
    virtualBarCode: virtualBarcode({
      iban: utilityIban(instance),
      amount,
      reference: row.reference,
      dueDate: row.due_date,
    }),
    referenceNumber: printedReference(row.reference),
    gsrnCode: row.gsrn_code,
    periodStart: row.period_start,
    periodEnd: row.period_end,
  };
}

function toLine(language: BillingLanguage, line: repo.InvoiceLineRow | LineDraft): InvoiceLine {
  const draft =
    'netCents' in line
      ? line
      : {
          kind: line.kind as InvoiceLine['kind'],
          tariff: line.tariff,
          quantity: line.quantity,
          unit: line.unit,
          unitPrice: line.unit_price,
          vatBasisPoints: line.vat_basis_points,
          netCents: line.net_cents,
          vatCents: line.vat_cents,
        };
  return {
    kind: draft.kind,
    description: lineDescription(language, draft.kind, draft.tariff),
    quantity: draft.quantity,
    unit: draft.unit,
    unitPrice: draft.unitPrice,
    vatRate: draft.vatBasisPoints / 100,
    net: euros(draft.netCents),
    vat: euros(draft.vatCents),
    gross: euros(draft.netCents + draft.vatCents),
  };
}

export interface InvoiceQuery {
  startMonth: string;
  endMonth: string;
  customerNumber?: string;
  locationCode?: string;
}

export async function listInvoices(
  db: Database,
  scope: BillingScope,
  query: InvoiceQuery,
  now: Date,
): Promise<InvoicesResponse> {
  requireScope(scope, 'invoices');
  const start = `${query.startMonth}-01`;
  const end = `${query.endMonth}-01`;
  const current = `${helsinkiDay(now).slice(0, 7)}-01`;
  const issues: FieldIssue[] = [];
  if (end < start) issues.push({ field: 'endMonth', rule: 'end_before_start' });
  if (end > current) issues.push({ field: 'endMonth', rule: 'future_month' });
  if (monthsBetween(start, end) >= MAX_INVOICE_RANGE_MONTHS)
    issues.push({ field: 'startMonth', rule: 'range_too_long' });
  if (issues.length > 0) throw validationsFail(issues);
  const rows = await repo.listInvoices(db, scope.instance, scope.userId, {
    postedFrom: start,
    postedTo: lastDayOf(end),
    ...(query.customerNumber ? { customerNumber: query.customerNumber } : {}),
    ...(query.locationCode ? { locationCode: query.locationCode } : {}),
  });
  return { invoices: rows.map((row) => toInvoice(scope.instance, row)) };
}

/**
 * The latest invoice, of the chosen usage place when the query names one (the dashboard's place), with
 * the user's other places that have unpaid invoices: the card says whose invoice it shows and never hides
 * another place's open bill (issue 20). A place the user does not have answers no invoice, as one without.
 */
export async function latestInvoice(
  db: Database,
  scope: BillingScope,
  query: { customerNumber?: string; locationCode?: string } = {},
): Promise<LatestInvoiceResponse> {
  requireScope(scope, 'invoices');
  const place = {
    ...(query.customerNumber ? { customerNumber: query.customerNumber } : {}),
    ...(query.locationCode ? { locationCode: query.locationCode } : {}),
  };
  const row = await repo.latestInvoice(db, scope.instance, scope.userId, place);
  const invoice = row ? toInvoice(scope.instance, row) : null;
  if (!place.customerNumber && !place.locationCode) return { invoice };
  const elsewhere = await repo.unpaidElsewhere(db, scope.instance, scope.userId, place);
  return {
    invoice,
    unpaidElsewhere: elsewhere.map((r) => ({
      customerNumber: r.customer_number,
      locationCode: r.location_code,
      locationAddress: r.location_address,
      unpaid: r.unpaid,
    })),
  };
}

export interface InvoiceDocument {
  invoice: Invoice;
  row: repo.InvoiceRow;
  lines: InvoiceLine[];
  customerName: string | null;
}

/** one of the user's invoices; another customer's, another instance's or no such number: 404 alike */
export async function invoiceDocument(
  db: Database,
  scope: BillingScope,
  invoiceNumber: string,
  language: BillingLanguage,
): Promise<InvoiceDocument> {
  requireScope(scope, 'invoices');
  const row = await repo.findInvoice(db, scope.instance, scope.userId, invoiceNumber);
  if (!row) throw new Refusal(404, 'invoice_not_found');
  const lines = await repo.invoiceLines(db, row.id);
  const places = await repo.userPlaces(db, scope.instance, scope.userId);
  const place = places.find((p) => p.id === row.usage_place_id);
  return {
    invoice: toInvoice(scope.instance, row),
    row,
    lines: lines.map((line) => toLine(language, line)),
    customerName: place?.customer_name ?? null,
  };
}

export async function invoiceDetail(
  db: Database,
  scope: BillingScope,
  invoiceNumber: string,
  language: BillingLanguage,
): Promise<InvoiceDetailResponse> {
  const { invoice, lines } = await invoiceDocument(db, scope, invoiceNumber, language);
  return { invoice, lines };
}

/**
 * The current month's likely invoice of one of the user's places: its metered usage so far scaled to the
 * whole month (basic fees for the whole month), at the price parts in force. Null below 75 % coverage.
 */
export async function invoiceForecast(
  db: Database,
  scope: BillingScope,
  locationCode: string,
  language: BillingLanguage,
  now: Date,
): Promise<InvoiceForecastResponse> {
  requireScope(scope, 'invoices');
  const places = await repo.userPlaces(db, scope.instance, scope.userId);
  const place = places.find((p) => p.location_code === locationCode);
  if (!place) throw new Refusal(404, 'location_not_found');
  const month = `${helsinkiDay(now).slice(0, 7)}-01`;
  const from = startOfDay(month);
  const to = startOfDay(addMonths(month, 1));
  const periodMinutes = (to.getTime() - from.getTime()) / 60_000;
  const parts = await repo.pricePartsOf(db, [place.id]);
  // only what has been read by now (a clock moved back in tests must not see later readings)
  const until = new Date(Math.min(to.getTime(), now.getTime()));
  const usage = await repo.usageByMonth(
    db,
    [place.id],
    from.toISOString(),
    until.toISOString(),
    from.toISOString(),
  );
  const coverage = Math.min(1, Math.max(0, ...usage.map((u) => u.minutes)) / periodMinutes);
  if (usage.length === 0 || coverage < FORECAST_MIN_COVERAGE) return { forecast: null };
  const lines = priceLines({
    periodStart: month,
    deliveryStart: from,
    priceParts: parts,
    usage: usage.map((u) => ({
      quantity: u.quantity,
      tariff: u.tariff,
      unit: u.unit,
      total: u.total / coverage,
      spotWeighted: u.spot_weighted === null ? null : u.spot_weighted / coverage,
    })),
  });
  if (lines.length === 0) return { forecast: null };
  return {
    forecast: {
      locationCode,
      periodStart: month,
      periodEnd: lastDayOf(month),
      amount: euros(totalCents(lines)),
      lines: lines.map((line) => toLine(language, line)),
      coverage: Math.round(coverage * 10_000) / 10_000,
    },
  };
}

export async function listContracts(db: Database, scope: BillingScope): Promise<ContractsResponse> {
  requireScope(scope, 'contracts');
  const rows = await repo.userContracts(db, scope.instance, scope.userId);
  return { contracts: rows.map(toContract) };
}

function toContract(row: repo.ContractRow): Contract {
  const customerName = row.customer_name ?? '';
  return {
    salesContract: {
      customerName,
      customerCode: row.customer_number,
      locationCode: row.location_code,
      sellerCode: row.seller_code,
      validFrom: row.valid_from,
      validTo: row.valid_to,
      profile: row.profile,
    },
    contractAuthInfo: {
      identificationNumber: row.identification_number,
      possessorContractCode: row.possessor_contract_code,
      productType: row.product_type,
    },
    location: {
      gsrnCode: row.gsrn_code,
      targetText: row.target_text,
      locationName: row.location_name,
      fuseSize: row.fuse_size,
      possessorLocationCode: row.possessor_location_code,
      gridZone: row.grid_zone,
      transformer: row.transformer,
    },
    energyType: row.energy_type,
    locationCode: row.location_code,
    locationAddress: row.full_address,
    contractCode: row.contract_code,
    contractType: row.contract_type,
    customerCode: row.customer_number,
    customerName,
    contractStartDate: row.valid_from,
    contractEndDate: row.valid_to,
    fixedContractEndDate: row.fixed_end_date,
    productType: row.product_type,
    fuseSize: row.fuse_size,
    meterNumber: row.meter_number,
  };
}
