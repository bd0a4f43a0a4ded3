import { ApiError, SELF } from '@portal/shared';
import { renderModule, testInstance, type RenderModuleOptions } from '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api';
import billingModule from '../module';
import { makeContract } from '../testing/fixtures';
import { ContractsPage } from './ContractsPage';

vi.mock('../api', () => ({ fetchContracts: vi.fn() }));

const renderPage = (options: RenderModuleOptions = {}) =>
  renderModule(billingModule, <ContractsPage subject={SELF} />, {
    url: '/demo1/en-US/online/contracts',
    ...options,
  });

const many = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeContract({
      contractCode: `K${i}`,
      contractStartDate: `20${String(10 + i).padStart(2, '0')}-0${(i % 9) + 1}-01`,
    }),
  );

beforeEach(() => vi.resetAllMocks());

describe('ContractsPage', () => {
  it('shows a card per contract with its type box, address and energy type; details expand', async () => {
    vi.mocked(api.fetchContracts).mockResolvedValue({
      contracts: [
        makeContract({ contractType: 'Verkko' }),
        makeContract({ contractCode: 'K2', contractType: 'Myynti' }),
        makeContract({ contractCode: 'K3', contractType: 'Distribution contract' }),
        makeContract({ contractCode: 'K4', contractType: 'Lämpösopimus' }),
        makeContract({ contractCode: 'K5', contractType: null }),
        makeContract({ contractCode: 'K6', contractType: 'Pientuotanto' }),
      ],
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Contracts' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('[data-contract-type]')?.textContent)).toEqual([
      'Grid',
      'Sales',
      'Distribution',
      'Lämpösopimus',
      '-',
      'Small-scale production',
    ]);
    expect(
      within(cards[0]!).getByRole('heading', { name: 'Kotikatu 1, 33100 Tampere' }).nextElementSibling
        ?.textContent,
    ).toBe('Electricity');
    const toggle = within(cards[0]!).getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = cards[0]!.querySelector('dl')!;
    expect(details.hidden).toBe(false);
    expect(within(details).getByText('01/03/2021')).toBeTruthy();
    expect(within(details).getByText('28/02/2027')).toBeTruthy();
    expect(within(details).getByText('Meter number')).toBeTruthy();
    expect(within(details).getByText('3x25A')).toBeTruthy();
  });

  it('hides meter number, product type and fuse size outside nivos and demo1', async () => {
    vi.mocked(api.fetchContracts).mockResolvedValue({ contracts: [makeContract()] });
    renderPage({ instance: testInstance({ id: 'lammaistenenergia' }) });
    const list = await screen.findByRole('list', { name: 'Contracts' });
    const details = list.querySelector('dl')!;
    expect(details.querySelector('[data-field="meterNumber"]')).toBeNull();
    expect(details.querySelector('[data-field="fuseSize"]')).toBeNull();
    expect(details.querySelector('[data-field="contractCode"]')).not.toBeNull();
  });

  it('more than 10 contracts make a sortable table with date columns, meter columns only in nivos and demo1', async () => {
    vi.mocked(api.fetchContracts).mockResolvedValue({ contracts: many(11) });
    const view = renderPage();
    const table = await screen.findByRole('table', { name: 'Contracts' }, { timeout: 10000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Start date', 'End date', 'Fixed-term end date', 'Meter number', 'Fuse size']),
    );
    expect(screen.queryByRole('list', { name: 'Contracts' })).toBeNull();
    view.unmount();
    renderPage({ instance: testInstance({ id: 'jylhaos' }) });
    const other = await screen.findByRole('table', { name: 'Contracts' }, { timeout: 10000 });
    const otherHeaders = within(other)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(otherHeaders).not.toContain('Meter number');
    expect(otherHeaders).not.toContain('Product type');
    expect(otherHeaders).not.toContain('Fuse size');
  });

  it('shows an info alert when there are none and an error alert when loading fails', async () => {
    vi.mocked(api.fetchContracts).mockResolvedValue({ contracts: [] });
    const view = renderPage();
    expect(await screen.findByText('You have no contracts.')).toBeTruthy();
    view.unmount();
    vi.mocked(api.fetchContracts).mockRejectedValue(
      new ApiError({ httpStatusCode: 500, errorCode: 'general_error', translate: true }),
    );
    renderPage();
    expect(await screen.findByText('Loading the contracts failed')).toBeTruthy();
  });

  it('on a Finnish page too the contract dates read dd/mm/yyyy (the spec)', async () => {
    vi.mocked(api.fetchContracts).mockResolvedValue({
      contracts: [makeContract({ contractType: 'Verkko' })],
    });
    renderPage({ language: 'fi-FI', url: '/demo1/fi-FI/online/contracts' });
    const list = await screen.findByRole('list', { name: 'Sopimukset' });
    fireEvent.click(within(list).getByRole('button', { name: 'Näytä tiedot' }));
    const details = list.querySelector('dl')!;
    expect(within(details).getByText('01/03/2021')).toBeTruthy();
    expect(within(details).getByText('28/02/2027')).toBeTruthy();
  });
});
