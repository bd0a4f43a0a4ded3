import { apiErrorRef } from '../../http/schemas.js';

const object = (properties: Record<string, unknown>, optional: readonly string[] = []) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    properties,
  }) as const;

const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const day = { type: 'string', format: 'date' } as const;
const nullableDay = { type: ['string', 'null'], format: 'date' } as const;
const MONTH = { type: 'string', maxLength: 7, pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' } as const;
const CODE = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z_-]+$' } as const;
const LANGUAGE = { type: 'string', maxLength: 10, pattern: '^[A-Za-z]{2}(-[A-Za-z]{2})?$' } as const;

export const invoicesQuerySchema = object(
  { startMonth: MONTH, endMonth: MONTH, customerNumber: CODE, locationCode: CODE },
  ['customerNumber', 'locationCode'],
);

export interface InvoicesQuerystring {
  startMonth: string;
  endMonth: string;
  customerNumber?: string;
  locationCode?: string;
}

export const latestInvoiceQuerySchema = object({ customerNumber: CODE, locationCode: CODE }, [
  'customerNumber',
  'locationCode',
]);
export interface LatestInvoiceQuerystring {
  customerNumber?: string;
  locationCode?: string;
}

export const languageQuerySchema = object({ language: LANGUAGE }, ['language']);
export interface LanguageQuerystring {
  language?: string;
}

export const forecastQuerySchema = object({ locationCode: CODE, language: LANGUAGE }, ['language']);
export interface ForecastQuerystring {
  locationCode: string;
  language?: string;
}

export const invoiceNumberParamsSchema = object({ invoiceNumber: CODE });
export interface InvoiceNumberParams {
  invoiceNumber: string;
}

const invoiceSchema = object({
  customerNumber: string,
  locationCode: string,
  locationAddress: string,
  status: { type: 'string', enum: ['paid', 'unpaid', 'credit', 'unknown'] },
  amount: { type: 'number' },
  currency: { type: 'string', enum: ['EUR'] },
  invoiceNumber: string,
  dueDate: day,
  postingDate: day,
  virtualBarCode: { type: 'string', pattern: '^[45][0-9]{53}$' },
  referenceNumber: string,
  gsrnCode: nullableString,
  periodStart: day,
  periodEnd: day,
});

const invoiceLineSchema = object({
  kind: string,
  description: string,
  quantity: { type: 'number' },
  unit: string,
  unitPrice: { type: 'number' },
  vatRate: { type: 'number' },
  net: { type: 'number' },
  vat: { type: 'number' },
  gross: { type: 'number' },
});

export const invoicesResponseSchema = object({ invoices: { type: 'array', items: invoiceSchema } });
export const latestInvoiceResponseSchema = object(
  {
    invoice: { anyOf: [invoiceSchema, { type: 'null' }] },
    unpaidElsewhere: {
      type: 'array',
      items: object({
        customerNumber: string,
        locationCode: string,
        locationAddress: string,
        unpaid: { type: 'integer' },
      }),
    },
  },
  ['unpaidElsewhere'],
);
export const invoiceDetailResponseSchema = object({
  invoice: invoiceSchema,
  lines: { type: 'array', items: invoiceLineSchema },
});
export const forecastResponseSchema = object({
  forecast: {
    anyOf: [
      object({
        locationCode: string,
        periodStart: day,
        periodEnd: day,
        amount: { type: 'number' },
        lines: { type: 'array', items: invoiceLineSchema },
        coverage: { type: 'number', minimum: 0, maximum: 1 },
      }),
      { type: 'null' },
    ],
  },
});

/** refusals of the PDF route, declared as JSON (its 200 is a PDF) */
const jsonRefusal = {
  description: 'A refusal of the error catalogue',
  content: { 'application/json': { schema: apiErrorRef } },
} as const;
export const pdfRefusals = {
  400: jsonRefusal,
  401: jsonRefusal,
  403: jsonRefusal,
  404: jsonRefusal,
} as const;

export const pdfResponseSchema = {
  description: 'The invoice as a PDF document',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;

const contractSchema = object({
  salesContract: object({
    customerName: string,
    customerCode: string,
    locationCode: string,
    sellerCode: nullableString,
    validFrom: nullableDay,
    validTo: nullableDay,
    profile: nullableString,
  }),
  contractAuthInfo: object({
    identificationNumber: string,
    possessorContractCode: nullableString,
    productType: nullableString,
  }),
  location: object({
    gsrnCode: nullableString,
    targetText: nullableString,
    locationName: nullableString,
    fuseSize: nullableString,
    possessorLocationCode: nullableString,
    gridZone: nullableString,
    transformer: nullableString,
  }),
  energyType: string,
  locationCode: string,
  locationAddress: string,
  contractCode: string,
  contractType: nullableString,
  customerCode: string,
  customerName: string,
  contractStartDate: nullableDay,
  contractEndDate: nullableDay,
  fixedContractEndDate: nullableDay,
  productType: nullableString,
  fuseSize: nullableString,
  meterNumber: nullableString,
});

export const contractsResponseSchema = object({ contracts: { type: 'array', items: contractSchema } });
