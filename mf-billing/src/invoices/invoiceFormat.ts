import type { Invoice, InvoiceStatus } from '@portal/shared';
import type { IntlShape } from 'react-intl';

/** The amount in euros as the language writes it ('12,50 €' in fi-FI, '€12.50' in en-US). */
export const formatAmount = (intl: IntlShape, amount: number): string =>
  intl.formatNumber(amount, { style: 'currency', currency: 'EUR' });

/** A yyyy-mm-dd calendar date as the language writes it ('24.12.2025', '12/24/2025'). */
export const formatDay = (intl: IntlShape, date: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? intl.formatDate(`${date}T12:00:00Z`, {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      })
    : date;

const STATUSES: readonly InvoiceStatus[] = ['paid', 'unpaid', 'credit', 'unknown'];

export const statusText = (intl: IntlShape, status: InvoiceStatus): string =>
  intl.formatMessage({ id: `billing.invoices.status.${STATUSES.includes(status) ? status : 'unknown'}` });

export const invoiceKey = (invoice: Invoice): string => invoice.invoiceNumber;
