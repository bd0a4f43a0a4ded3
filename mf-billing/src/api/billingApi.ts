/**
 * The billing calls (docs/billing.md), one function each. Every call takes the Subject: a target user's
 * calls go to /connector/v1/admin/... with Target-User (shared `pathForSubject`).
 */
import {
  apiRequest,
  type ContractsResponse,
  type InvoiceForecastResponse,
  type InvoicesQuery,
  type InvoicesResponse,
  type LatestInvoiceQuery,
  type LatestInvoiceResponse,
  type ReportOptionsResponse,
  type Subject,
} from '@portal/shared';

export const INVOICES_PATH = '/connector/v1/invoices';
export const CONTRACTS_PATH = '/connector/v1/contracts';
export const REPORT_OPTIONS_PATH = '/connector/v1/reportOptions';

const query = (params: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const fetchInvoices = (subject: Subject, params: InvoicesQuery, signal?: AbortSignal) =>
  apiRequest<InvoicesResponse>({
    subject,
    path: `${INVOICES_PATH}${query({ ...params })}`,
    signal,
  });

/** the latest invoice of the chosen usage place (all places without one), with others' unpaid invoices */
export const fetchLatestInvoice = (subject: Subject, place: LatestInvoiceQuery = {}, signal?: AbortSignal) =>
  apiRequest<LatestInvoiceResponse>({
    subject,
    path: `${INVOICES_PATH}/latest${query({ ...place })}`,
    signal,
  });

export const fetchInvoiceForecast = (subject: Subject, locationCode: string, signal?: AbortSignal) =>
  apiRequest<InvoiceForecastResponse>({
    subject,
    path: `${INVOICES_PATH}/forecast${query({ locationCode })}`,
    signal,
  });

export const fetchContracts = (subject: Subject, signal?: AbortSignal) =>
  apiRequest<ContractsResponse>({ subject, path: CONTRACTS_PATH, signal });

/** The subject's usage places (the invoice page's location and customer choices). */
export const fetchUsagePlaces = (subject: Subject, signal?: AbortSignal) =>
  apiRequest<ReportOptionsResponse>({
    subject,
    path: REPORT_OPTIONS_PATH,
    ...(subject.kind === 'target' ? { headers: { 'skip-mapped': 'true' } } : {}),
    signal,
  });

export const invoicePdfPath = (invoiceNumber: string, language: string): string =>
  `${INVOICES_PATH}/${encodeURIComponent(invoiceNumber)}/pdf${query({ language })}`;

/** The invoice as a PDF blob; a refusal or a missing invoice throws the catalogue's ApiError. */
export const fetchInvoicePdf = (
  subject: Subject,
  invoiceNumber: string,
  language: string,
  signal?: AbortSignal,
): Promise<Blob> =>
  apiRequest<Blob>({
    subject,
    path: invoicePdfPath(invoiceNumber, language),
    headers: { Accept: 'application/pdf' },
    as: 'blob',
    signal,
  });
