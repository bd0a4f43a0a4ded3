import { addressWithCode, type DataColumn, type Invoice, type UsagePlace } from '@portal/shared';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { formatAmount, formatDay, statusText } from './invoiceFormat';

export interface InvoiceColumnOptions {
  intl: IntlShape;
  /** instance flags: the status and barcode columns are optional (spec customer-area 2) */
  allowTableStatus: boolean;
  allowBarcode: boolean;
  placesByCode: ReadonlyMap<string, UsagePlace>;
  renderOpen: (invoice: Invoice) => ReactNode;
  renderBarcode: (invoice: Invoice) => ReactNode;
}

/** The location as its usage place details: address and location code. */
export const locationText = (invoice: Invoice, place: UsagePlace | undefined): string =>
  addressWithCode(place?.address.fullAddress ?? invoice.locationAddress, invoice.locationCode);

export function invoiceColumns(options: InvoiceColumnOptions): DataColumn<Invoice>[] {
  const { intl, placesByCode } = options;
  const header = (key: string) => intl.formatMessage({ id: `billing.invoices.columns.${key}` });
  const columns: DataColumn<Invoice>[] = [
    {
      id: 'location',
      header: header('location'),
      text: (invoice) => locationText(invoice, placesByCode.get(invoice.locationCode)),
    },
  ];
  if (options.allowTableStatus)
    columns.push({
      id: 'status',
      header: header('status'),
      text: (invoice) => statusText(intl, invoice.status),
    });
  columns.push(
    {
      id: 'amount',
      header: header('amount'),
      text: (invoice) => formatAmount(intl, invoice.amount),
      sortValue: (invoice) => invoice.amount,
      exportValue: (invoice) => invoice.amount,
    },
    { id: 'invoiceNumber', header: header('invoiceNumber'), text: (invoice) => invoice.invoiceNumber },
    {
      id: 'dueDate',
      header: header('dueDate'),
      text: (invoice) => formatDay(intl, invoice.dueDate),
      // yyyy-mm-dd: chronological, where the localized text would not be
      sortValue: (invoice) => invoice.dueDate,
    },
  );
  if (options.allowBarcode)
    columns.push({
      id: 'barcode',
      header: header('barcode'),
      text: (invoice) => invoice.virtualBarCode,
      sortable: false,
      render: options.renderBarcode,
    });
  columns.push({
    id: 'open',
    header: header('open'),
    text: () => '',
    sortable: false,
    exported: false,
    render: options.renderOpen,
  });
  return columns;
}
