/**
 * Billing (spec customer-area sections 2 and 3: Invoices, Contracts): types only, shared by server and browser.
 * Paths are under /connector; every call has an admin variant under /connector/v1/admin/... with the header
 * Target-User. Amounts are euros with 2 decimals; dates are yyyy-mm-dd (Europe/Helsinki calendar dates).
 */

export type InvoiceStatus = 'paid' | 'unpaid' | 'credit' | 'unknown';

export interface Invoice {
  customerNumber: string;
  locationCode: string;
  locationAddress: string;
  status: InvoiceStatus;
  /** EUR with VAT, 2 decimals; negative for a credit note */
  amount: number;
  currency: 'EUR';
  invoiceNumber: string;
  /** yyyy-mm-dd */
  dueDate: string;
  /** yyyy-mm-dd */
  postingDate: string;
  /** Finnish virtual barcode, 54 digits (version 4 or 5) */
  virtualBarCode: string;
  /** the payment reference as printed (national in groups of five, or RF in groups of four) */
  referenceNumber: string;
  gsrnCode: string | null;
  /** first day of the billed period, yyyy-mm-dd */
  periodStart: string;
  /** last day of the billed period (inclusive), yyyy-mm-dd */
  periodEnd: string;
}

export type InvoiceLineKind =
  'energy' | 'basicFee' | 'electricityTax' | 'transfer' | 'transferBasicFee' | 'credit';

export interface InvoiceLine {
  kind: InvoiceLineKind;
  /** localized in the answer's language (Accept-Language or ?language=) */
  description: string;
  quantity: number;
  /** kWh, month, pcs */
  unit: string;
  /** EUR per unit without VAT (up to 5 decimals) */
  unitPrice: number;
  /** percent, e.g. 24 or 25.5 */
  vatRate: number;
  /** EUR, 2 decimals */
  net: number;
  vat: number;
  gross: number;
}

/** GET /connector/v1/invoices?startMonth=YYYY-MM&endMonth=YYYY-MM[&customerNumber=][&locationCode=] */
export interface InvoicesQuery {
  startMonth: string;
  endMonth: string;
  customerNumber?: string;
  locationCode?: string;
}

export interface InvoicesResponse {
  invoices: Invoice[];
}

/**
 * GET /connector/v1/invoices/latest[?customerNumber=&locationCode=]: the latest invoice of the chosen usage
 * place (the dashboard's place selector), or of all the user's places without them.
 */
export interface LatestInvoiceQuery {
  customerNumber?: string;
  locationCode?: string;
}

/** another of the user's usage places with open invoices, so the card never hides a bill (issue 20) */
export interface UnpaidElsewhere {
  customerNumber: string;
  locationCode: string;
  locationAddress: string;
  /** how many of the place's invoices are unpaid */
  unpaid: number;
}

export interface LatestInvoiceResponse {
  invoice: Invoice | null;
  /** with a place asked: the user's other places that have unpaid invoices (absent without a place) */
  unpaidElsewhere?: UnpaidElsewhere[];
}

/** GET /connector/v1/invoices/:invoiceNumber (the PDF is GET /connector/v1/invoices/:invoiceNumber/pdf) */
export interface InvoiceDetailResponse {
  invoice: Invoice;
  lines: InvoiceLine[];
}

export interface InvoiceForecast {
  locationCode: string;
  periodStart: string;
  periodEnd: string;
  /** EUR with VAT: an estimate from the metered usage so far, scaled to the whole period */
  amount: number;
  lines: InvoiceLine[];
  /** 0..1, share of the period's readings present so far */
  coverage: number;
}

/** GET /connector/v1/invoices/forecast?locationCode= — null when coverage is below 0.75 */
export interface InvoiceForecastResponse {
  forecast: InvoiceForecast | null;
}

/** The raw contract form (spec customer-area section 3 and admin-and-calls 'Contract'). */
export interface RawSalesContract {
  customerName: string;
  customerCode: string;
  locationCode: string;
  sellerCode: string | null;
  /** yyyy-mm-dd */
  validFrom: string | null;
  /** yyyy-mm-dd, null while in force */
  validTo: string | null;
  profile: string | null;
}

export interface RawContractAuthInfo {
  identificationNumber: string;
  possessorContractCode: string | null;
  productType: string | null;
}

export interface RawContractLocation {
  gsrnCode: string | null;
  targetText: string | null;
  locationName: string | null;
  /** e.g. '3x25A' */
  fuseSize: string | null;
  possessorLocationCode: string | null;
  gridZone: string | null;
  transformer: string | null;
}

/**
 * One contract: the raw form plus the fields the client shows (spec 'Contract'). contractType is the raw text
 * ('Verkko' = grid, 'Myynti' = sales, 'Distribution contract' = distribution, anything else shown as is, null
 * shown as '-'). Dates yyyy-mm-dd.
 */
export interface Contract {
  salesContract: RawSalesContract;
  contractAuthInfo: RawContractAuthInfo;
  location: RawContractLocation;
  energyType: string;
  locationCode: string;
  locationAddress: string;
  contractCode: string;
  contractType: string | null;
  customerCode: string;
  customerName: string;
  contractStartDate: string | null;
  contractEndDate: string | null;
  fixedContractEndDate: string | null;
  productType: string | null;
  fuseSize: string | null;
  meterNumber: string | null;
}

/** GET /connector/v1/contracts */
export interface ContractsResponse {
  contracts: Contract[];
}
