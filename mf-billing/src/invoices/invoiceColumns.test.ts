import { rowMatches, sortRows } from '@portal/shared';
import { moduleIntl } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import billingModule from '../module';
import { makeInvoice } from '../testing/fixtures';
import { invoiceColumns } from './invoiceColumns';

const columnsIn = (language: 'fi-FI' | 'en-US', flags = { allowTableStatus: true, allowBarcode: true }) =>
  invoiceColumns({
    intl: moduleIntl(billingModule, language),
    ...flags,
    placesByCode: new Map(),
    renderOpen: () => null,
    renderBarcode: () => null,
  });

const invoices = [
  makeInvoice({ invoiceNumber: '1', amount: 1234.5, dueDate: '2026-02-03' }),
  makeInvoice({ invoiceNumber: '2', amount: 89.9, dueDate: '2025-12-24' }),
  makeInvoice({ invoiceNumber: '3', amount: 45.1, dueDate: '2026-11-01' }),
];

describe('invoice columns', () => {
  it('matches the amount as Finnish text with a decimal comma, and as English text with a point', () => {
    const fi = columnsIn('fi-FI');
    const en = columnsIn('en-US');
    expect(invoices.filter((row) => rowMatches(row, fi, '89,90')).map((i) => i.invoiceNumber)).toEqual(['2']);
    expect(invoices.filter((row) => rowMatches(row, fi, '1 234,50')).map((i) => i.invoiceNumber)).toEqual([
      '1',
    ]);
    expect(invoices.filter((row) => rowMatches(row, en, '89.90')).map((i) => i.invoiceNumber)).toEqual(['2']);
    expect(invoices.filter((row) => rowMatches(row, en, '1,234.50')).map((i) => i.invoiceNumber)).toEqual([
      '1',
    ]);
    expect(invoices.filter((row) => rowMatches(row, en, '89,90'))).toEqual([]);
  });

  it('matches the due date as the language writes it', () => {
    expect(
      invoices.filter((row) => rowMatches(row, columnsIn('fi-FI'), '24.12.2025')).map((i) => i.invoiceNumber),
    ).toEqual(['2']);
    expect(
      invoices.filter((row) => rowMatches(row, columnsIn('en-US'), '12/24/2025')).map((i) => i.invoiceNumber),
    ).toEqual(['2']);
  });

  it('sorts the due date chronologically', () => {
    const due = columnsIn('fi-FI').find((column) => column.id === 'dueDate')!;
    const collator = new Intl.Collator('fi-FI');
    expect(sortRows(invoices, due, false, collator).map((i) => i.dueDate)).toEqual([
      '2025-12-24',
      '2026-02-03',
      '2026-11-01',
    ]);
  });

  it('has status and barcode columns only with the instance settings; the open button is not exported', () => {
    const ids = (columns: { id: string }[]) => columns.map((column) => column.id);
    expect(ids(columnsIn('en-US'))).toEqual([
      'location',
      'status',
      'amount',
      'invoiceNumber',
      'dueDate',
      'barcode',
      'open',
    ]);
    expect(ids(columnsIn('en-US', { allowTableStatus: false, allowBarcode: false }))).toEqual([
      'location',
      'amount',
      'invoiceNumber',
      'dueDate',
      'open',
    ]);
    expect(columnsIn('en-US').find((column) => column.id === 'open')?.exported).toBe(false);
    expect(
      columnsIn('en-US')
        .find((column) => column.id === 'amount')
        ?.exportValue?.(invoices[0]!),
    ).toBe(1234.5);
  });
});
