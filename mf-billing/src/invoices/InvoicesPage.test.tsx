import { ApiError, SELF } from '@portal/shared';
import { renderModule, type RenderModuleOptions } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api';
import billingModule from '../module';
import { makeInvoice, makePlace } from '../testing/fixtures';
import { helsinkiMonth } from '@portal/shared/calendar';
import { formatMonth, monthOfValue } from '@portal/shared/dates';
import { addMonths } from './invoiceRange';
import { InvoicesPage } from './InvoicesPage';

vi.mock('../api', () => ({
  fetchUsagePlaces: vi.fn(),
  fetchInvoices: vi.fn(),
  fetchInvoiceForecast: vi.fn(),
  fetchInvoicePdf: vi.fn(),
}));

const places = [
  makePlace({
    locationCode: '2001',
    customerNumber: '1001',
    fullName: 'Maija Meikäläinen',
    address: 'Kotikatu 1',
  }),
  makePlace({ locationCode: '2002', customerNumber: '1002', address: 'Mökkitie 5' }),
];
const invoices = [
  makeInvoice({ invoiceNumber: '900001', amount: 89.9, dueDate: '2026-10-20', status: 'paid' }),
  makeInvoice({ invoiceNumber: '900002', amount: 1234.5, dueDate: '2026-11-20', status: 'unpaid' }),
];

const renderPage = (options: RenderModuleOptions = {}) =>
  renderModule(billingModule, <InvoicesPage subject={SELF} />, {
    url: '/demo1/en-US/online/invoices',
    ...options,
  });

// the table is a lazy chunk: the first render waits for it
const findTable = () => screen.findByRole('table', { name: 'Invoices' }, { timeout: 10000 });

const dataRows = () =>
  screen
    .getAllByRole('row')
    .filter(
      (row) => within(row).queryAllByRole('columnheader').length === 0 && !row.textContent?.includes('rows)'),
    );

const searchButton = () => screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
const monthText = (language: string, month: string) => formatMonth(language, monthOfValue(month)!);
/** types a month into a month field and presses Enter, as a user does */
const typeMonth = (field: HTMLElement, text: string) => {
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: 'Enter' });
};

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(api.fetchUsagePlaces).mockResolvedValue({
    usagePlaces: places,
    filteredUsagePlacesByEnergyType: [],
  });
  vi.mocked(api.fetchInvoices).mockResolvedValue({ invoices });
  vi.mocked(api.fetchInvoiceForecast).mockResolvedValue({ forecast: null });
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('InvoicesPage', () => {
  it('searches the first location from two months back to the current month and shows its invoices', async () => {
    renderPage();
    await findTable();
    const current = helsinkiMonth();
    expect(api.fetchInvoices).toHaveBeenCalledWith(SELF, {
      startMonth: addMonths(current, -2),
      endMonth: current,
      locationCode: '2001',
      customerNumber: '1001',
    });
    expect(dataRows()).toHaveLength(2);
    expect(screen.getByText('€1,234.50')).toBeTruthy();
    // due date descending first
    expect(dataRows()[0]?.textContent).toContain('900002');
  });

  it('shows the status and barcode columns only with the instance settings', async () => {
    const view = renderPage({ flags: { allowTableStatus: false, allowBarcode: false } });
    await findTable();
    expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Barcode' })).toBeNull();
    view.unmount();
    renderPage({ flags: { allowTableStatus: true, allowBarcode: true } });
    await findTable();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Barcode' })).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
  });

  it('an end month before the start month shows the error and disables search', async () => {
    renderPage();
    await findTable();
    const start = addMonths(helsinkiMonth(), -2);
    typeMonth(screen.getByRole('spinbutton', { name: 'End month' }), addMonths(start, -1));
    expect(await screen.findByText('The end month cannot be before the start month.')).toBeTruthy();
    expect(searchButton().disabled).toBe(true);
  });

  it("the months are written in the page language, not the browser's: Finnish month names on a Finnish page", async () => {
    renderPage({ language: 'fi-FI', url: '/demo1/fi-FI/online/invoices' });
    await screen.findByRole('table', { name: 'Laskut' }, { timeout: 10000 });
    const start = screen.getByRole('spinbutton', { name: 'Alkukuukausi' }) as HTMLInputElement;
    expect(start.value).toBe(monthText('fi-FI', addMonths(helsinkiMonth(), -2)));
    expect((screen.getByRole('spinbutton', { name: 'Loppukuukausi' }) as HTMLInputElement).value).toBe(
      monthText('fi-FI', helsinkiMonth()),
    );
  });

  it('a start month before the contract start says so with the month, and an unreadable month disables search', async () => {
    renderPage();
    await findTable();
    const start = screen.getByRole('spinbutton', { name: 'Start month' });
    typeMonth(start, '2019-12');
    expect(
      await screen.findByText('The start month cannot be before the contract start (January 2020).'),
    ).toBeTruthy();
    expect(searchButton().disabled).toBe(true);
    typeMonth(start, '13/2026');
    expect(
      screen.getByText(/^Enter the month as M\/yyyy or by its name, for example \d+\/\d{4}\.$/),
    ).toBeTruthy();
    expect(searchButton().disabled).toBe(true);
    typeMonth(start, '2025-01');
    expect(searchButton().disabled).toBe(false);
  });

  it('a failed search shows the error and keeps the chosen months and rows', async () => {
    renderPage();
    await findTable();
    const start = screen.getByRole('spinbutton', { name: 'Start month' }) as HTMLInputElement;
    const chosen = addMonths(helsinkiMonth(), -3);
    // a month earlier with the keyboard
    fireEvent.keyDown(start, { key: 'ArrowDown' });
    expect(start.value).toBe(monthText('en-US', chosen));
    vi.mocked(api.fetchInvoices).mockRejectedValueOnce(
      new ApiError({ httpStatusCode: 500, errorCode: 'general_error', translate: true }),
    );
    fireEvent.click(searchButton());
    expect(await screen.findByText('Loading the invoices failed')).toBeTruthy();
    expect(vi.mocked(api.fetchInvoices).mock.lastCall?.[1]).toMatchObject({ startMonth: chosen });
    expect((screen.getByRole('spinbutton', { name: 'Start month' }) as HTMLInputElement).value).toBe(
      monthText('en-US', chosen),
    );
    expect(dataRows()).toHaveLength(2);
  });

  it('opens the PDF in a new window, disabling the button while it loads', async () => {
    let finish!: (blob: Blob) => void;
    vi.mocked(api.fetchInvoicePdf).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const opened = { opener: {} };
    const open = vi.fn(() => opened);
    vi.stubGlobal('open', open);
    renderPage();
    await findTable();
    const button = screen.getByRole('button', { name: 'Open invoice 900002' });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(api.fetchInvoicePdf).toHaveBeenCalledWith(SELF, '900002', 'en-US');
    finish(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:invoice', '_blank'));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(opened.opener).toBeNull();
  });

  it('a blocked window shows the popup dialog; a failed download shows document not found', async () => {
    vi.mocked(api.fetchInvoicePdf).mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    renderPage();
    await findTable();
    fireEvent.click(screen.getByRole('button', { name: 'Open invoice 900002' }));
    const blocked = await screen.findByRole('dialog', { name: 'The invoice window was blocked' });
    // jsdom keeps tabster's aria-hidden of an earlier test's portal; the e2e spec checks the real tree
    expect(
      within(blocked).getByRole('link', { name: 'Open invoice 900002', hidden: true }).getAttribute('href'),
    ).toBe('blob:invoice');
    fireEvent.click(within(blocked).getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    vi.mocked(api.fetchInvoicePdf).mockRejectedValue(
      new ApiError({ httpStatusCode: 404, errorCode: 'not_found' }),
    );
    // the page is given back to assistive technology once the dialog's focus trap has let go
    fireEvent.click(await screen.findByRole('button', { name: 'Open invoice 900001' }));
    expect(await screen.findByRole('dialog', { name: 'Document not found' })).toBeTruthy();
  });

  it('copies the barcode and says so in a snackbar', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage({ flags: { allowBarcode: true } });
    await findTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the barcode of invoice 900002' }));
    // the toast and, a moment later, its live-region announcement carry the text
    expect(await screen.findAllByText('The barcode was copied to the clipboard.')).not.toHaveLength(0);
    expect(writeText).toHaveBeenCalledWith(invoices[1]!.virtualBarCode);
  });

  it('a failed copy says so', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    renderPage({ flags: { allowBarcode: true } });
    await findTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the barcode of invoice 900002' }));
    expect(await screen.findAllByText('Copying the barcode failed.')).not.toHaveLength(0);
  });

  it('searches by customer number with a dropdown below the threshold and an autocomplete from it', async () => {
    const view = renderPage({ flags: { customerPickerThreshold: 10 } });
    await findTable();
    fireEvent.click(screen.getByRole('radio', { name: 'Customer number' }));
    expect(screen.getByRole('combobox', { name: 'Customer' }).tagName).toBe('BUTTON');
    view.unmount();
    renderPage({ flags: { customerPickerThreshold: 2 } });
    await findTable();
    fireEvent.click(screen.getByRole('radio', { name: 'Customer number' }));
    vi.mocked(api.fetchInvoices).mockClear();
    const picker = screen.getByRole('combobox', { name: 'Customer' });
    expect(picker.tagName).toBe('INPUT');
    expect((picker as HTMLInputElement).value).toBe('Maija Meikäläinen - 1001');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.fetchInvoices).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.fetchInvoices).mock.lastCall?.[1]).toEqual({
      startMonth: expect.any(String),
      endMonth: expect.any(String),
      customerNumber: '1001',
    });
  });

  it('shows the forecast as an estimate when the server gives one', async () => {
    vi.mocked(api.fetchInvoiceForecast).mockResolvedValue({
      forecast: {
        locationCode: '2001',
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        amount: 61.2,
        lines: [],
        coverage: 0.8,
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Next invoice (estimate)' })).toBeTruthy();
    expect(screen.getByText('≈ €61.20')).toBeTruthy();
  });

  it('says so when there are no invoices', async () => {
    vi.mocked(api.fetchInvoices).mockResolvedValue({ invoices: [] });
    renderPage();
    expect(await screen.findByText('There are no invoices for the chosen period.')).toBeTruthy();
  });
});
