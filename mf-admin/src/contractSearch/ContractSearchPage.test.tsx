import { SELF } from '@portal/shared';
import { mockFetch, renderModule, testUser } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import adminModule from '../module';
import { ContractSearchPage } from './ContractSearchPage';
import { makeAdminContract, pageOf } from './testing/fixtures';

const FIRST = '/connector/v1/admin/contracts?page=0&pageSize=50';
const servant = testUser({ username: 'servant', roles: ['ROLE_SERVANT', 'ROLE_USER'] });

const renderPage = (language: 'en-US' | 'fi-FI' = 'en-US') =>
  renderModule(adminModule, <ContractSearchPage subject={SELF} />, {
    url: `/demo1/${language}/admin/contract-search`,
    user: servant,
    language,
  });

const grid = makeAdminContract();
const sales = makeAdminContract({
  contractCode: 'M100001',
  contractType: 'Myynti',
  salesContract: { validFrom: '2024-01-15', validTo: '2026-12-31', sellerCode: null },
});
const other = makeAdminContract({
  contractCode: 'K2',
  salesContract: { customerName: 'Virtanen Ville', customerCode: '100002', locationCode: '2000009' },
  location: { gsrnCode: null, address: 'Toinen tie 2, 00100 Helsinki' },
});

/** Presses Search once the form takes it: the button is disabled while the last search is being submitted. */
const search = async () => {
  const button = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
};

describe('ContractSearchPage', () => {
  it('the active-contracts switch is on when the page opens', async () => {
    renderPage();
    const toggle = (await screen.findByRole('switch', { name: 'Active contracts only' })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(screen.getByText('Search for contracts with the form above.')).toBeTruthy();
  });

  it('an empty search asks to confirm first, since it lists everything; cancel sends nothing', async () => {
    const api = mockFetch({ [FIRST]: () => ({ body: pageOf([grid, other], 2) }) });
    renderPage();
    await screen.findByRole('switch');
    await search();
    const dialog = await screen.findByRole('alertdialog', { name: 'Search all contracts?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls).toHaveLength(0);
    await search();
    // tabster may leave aria-hidden on a dialog opened a second time in jsdom: its button found by text here,
    // by role in e2e (admin-create-contracts)
    fireEvent.click(await screen.findByText('Search all'));
    expect(await screen.findByRole('tab', { name: 'Contracts (2)' })).toBeTruthy();
    expect(api.callsTo(FIRST)[0]?.body).toEqual({ activeContracts: true });
  });

  it('a field breaking its length says so with the length and sends nothing', async () => {
    const api = mockFetch({});
    renderPage();
    await screen.findByRole('switch');
    fireEvent.change(screen.getByRole('textbox', { name: 'Identification number' }), {
      target: { value: '12345678' },
    });
    await search();
    expect(await screen.findByText('Enter at least 9 characters.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("sends the filled fields trimmed, shows the results with the server's total, or 'no contracts found'", async () => {
    let answer = pageOf([grid, other], 2);
    const api = mockFetch({ [FIRST]: () => ({ body: answer }) });
    renderPage();
    await screen.findByRole('switch');
    fireEvent.change(screen.getByRole('textbox', { name: 'Customer number' }), {
      target: { value: ' 100001 ' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Active contracts only' }));
    await search();
    await waitFor(() => expect(api.calls.map((c) => c.path)).toEqual([FIRST]));
    const table = await screen.findByRole('table', { name: 'Contracts found' }, { timeout: 15_000 });
    expect(api.callsTo(FIRST)[0]?.body).toEqual({ customerNumber: '100001', activeContracts: false });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('Grid')).toHaveLength(2);
    expect(within(table).getAllByText('3/1/2021')).toHaveLength(2);
    answer = pageOf([], 0);
    await search();
    expect((await screen.findByRole('status')).textContent).toBe('No contracts found.');
    expect(screen.getByRole('tab', { name: 'Contracts (0)' })).toBeTruthy();
  });

  it('an error shows the translated message in an alert', async () => {
    mockFetch({ [FIRST]: () => ({ status: 401 }) });
    renderPage();
    await screen.findByRole('switch');
    fireEvent.change(screen.getByRole('textbox', { name: 'Address' }), { target: { value: 'Kotikatu' } });
    await search();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The contract search failed');
    expect(alert.textContent).toContain('Access denied.');
  });

  it("opening a row adds its location's tab with every field of the contract; the tab closes back to the results", async () => {
    mockFetch({ [FIRST]: () => ({ body: pageOf([grid, sales, other], 3) }) });
    renderPage();
    await screen.findByRole('switch');
    fireEvent.change(screen.getByRole('textbox', { name: 'Customer number' }), {
      target: { value: '100001' },
    });
    await search();
    await screen.findByRole('table', { name: 'Contracts found' }, { timeout: 15_000 });
    fireEvent.click(screen.getAllByRole('button', { name: /Open the contracts of 643000000000000001/ })[0]!);

    const tab = await screen.findByRole('tab', { name: '643000000000000001' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe(
      'Metering point 643000000000000001, Kotikatu 1, 33100 Tampere',
    );
    const card = within(panel).getByRole('region', { name: 'Contract K100001 (Grid)' });
    const value = (field: string) => card.querySelector(`[data-field="${field}"]`)?.textContent;
    expect(value('contractType')).toBe('Grid');
    expect(value('energyType')).toBe('Electricity');
    expect(value('customerName')).toBe('Meikäläinen Maija');
    expect(value('validFrom')).toBe('3/1/2021');
    expect(value('validTo')).toBe('-');
    expect(value('profile')).toBe('-');
    expect(value('productType')).toBe('Yleissähkö');
    expect(value('gsrnCode')).toBe('643000000000000001');
    expect(value('fuseSize')).toBe('3x25A');
    expect(value('transformer')).toBe('-');
    expect(card.querySelectorAll('[data-field]')).toHaveLength(21);

    // back to the results, and the same location's sales contract: one tab, two cards
    fireEvent.click(screen.getByRole('tab', { name: 'Contracts (3)' }));
    fireEvent.click(screen.getAllByRole('button', { name: /Open the contracts of 643000000000000001/ })[1]!);
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(2));
    const cards = within(screen.getByRole('tabpanel')).getAllByRole('region');
    expect(cards.map((region) => region.getAttribute('data-contract'))).toEqual(['K100001', 'M100001']);

    fireEvent.click(screen.getByRole('button', { name: 'Close 643000000000000001' }));
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Contracts (3)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('table', { name: 'Contracts found' })).toBeTruthy();
  });

  it('the Delete key closes a focused contract tab, and the focus goes to the results tab', async () => {
    mockFetch({ [FIRST]: () => ({ body: pageOf([other], 1) }) });
    renderPage();
    await screen.findByRole('switch');
    fireEvent.change(screen.getByRole('textbox', { name: 'Customer number' }), {
      target: { value: '100002' },
    });
    await search();
    fireEvent.click(await screen.findByRole('button', { name: /Open the contracts of 2000009/ }));
    const tab = await screen.findByRole('tab', { name: '2000009' });
    tab.focus();
    fireEvent.keyDown(tab, { key: 'Delete' });
    await waitFor(() => expect(screen.queryByRole('tab', { name: '2000009' })).toBeNull());
    expect(document.activeElement?.getAttribute('role')).toBe('tab');
    expect(document.activeElement?.textContent).toMatch(/^Contracts/);
  });

  it('dates and types are in the page language', async () => {
    mockFetch({ [FIRST]: () => ({ body: pageOf([sales], 1) }) });
    renderPage('fi-FI');
    await screen.findByRole('switch');
    fireEvent.change(screen.getByRole('textbox', { name: 'Asiakasnumero' }), { target: { value: '100001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hae' }));
    fireEvent.click(await screen.findByRole('button', { name: /Avaa käyttöpaikan 643000000000000001/ }));
    const card = await screen.findByRole('region', { name: 'Sopimus M100001 (Myynti)' });
    expect(card.querySelector('[data-field="validFrom"]')?.textContent).toBe('15.1.2024');
    expect(card.querySelector('[data-field="validTo"]')?.textContent).toBe('31.12.2026');
    expect(card.querySelector('[data-field="sellerCode"]')?.textContent).toBe('-');
  });
});
