import { SELF, targetUser } from '@portal/shared';
import { renderModule, testInstance, testUser } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api';
import billingModule from '../module';
import { makeInvoice, makePlace } from '../testing/fixtures';
import { LatestInvoiceWidget } from './LatestInvoiceWidget';

vi.mock('../api', () => ({ fetchLatestInvoice: vi.fn(), fetchInvoicePdf: vi.fn() }));

const instance = testInstance({
  menu: [
    {
      id: 'online',
      entries: [
        {
          type: 'item',
          id: 'invoices',
          labelKey: 'shell.menu.invoices',
          endpoint: 'online/invoices',
          roles: ['ROLE_USER'],
          scopes: ['invoices'],
        },
      ],
    },
  ],
});
const user = testUser({ scopes: ['invoices'] });
const widgetProps = { usagePlace: null, energyType: null, choose: () => undefined, adminView: false };

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(api.fetchLatestInvoice).mockResolvedValue({
    invoice: makeInvoice({ amount: 61.2, dueDate: '2026-12-04' }),
  });
});

describe('LatestInvoiceWidget', () => {
  it('shows the amount, due date, status and an open button for the signed-in user', async () => {
    renderModule(billingModule, <LatestInvoiceWidget {...widgetProps} subject={SELF} />, {
      instance,
      user,
    });
    expect(await screen.findByText('€61.20')).toBeTruthy();
    expect(screen.getByText('12/4/2026')).toBeTruthy();
    expect(screen.getByText('Unpaid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open invoice' })).toBeTruthy();
    // whose invoice it is
    expect(screen.getByTestId('latest-invoice-place').textContent).toBe('Kotikatu 1, 33100 Tampere');
    expect(api.fetchLatestInvoice).toHaveBeenCalledWith(SELF, {});
  });

  it('renders nothing and calls nothing in the admin view', () => {
    const { container } = renderModule(
      billingModule,
      <LatestInvoiceWidget {...widgetProps} subject={targetUser('sub-2')} adminView />,
      { instance, user },
    );
    expect(container.textContent).toBe('');
    expect(api.fetchLatestInvoice).not.toHaveBeenCalled();
  });
});

describe('LatestInvoiceWidget follows the dashboard place (issue 20)', () => {
  const home = makePlace({ locationCode: 'L1', customerNumber: 'C1', address: 'Kotikatu 1, 33100 Tampere' });
  const cottage = makePlace({
    locationCode: 'L2',
    customerNumber: 'C1',
    address: 'Mökkitie 9, 35300 Orivesi',
  });
  const homeInvoice = makeInvoice({
    locationCode: 'L1',
    locationAddress: home.address.fullAddress,
    amount: 61.2,
  });
  const cottageInvoice = makeInvoice({
    invoiceNumber: '900002',
    locationCode: 'L2',
    locationAddress: cottage.address.fullAddress,
    amount: 12.5,
  });

  it("asks for the chosen place's latest invoice, names the place and changes with the place", async () => {
    let answerCottage: (value: { invoice: typeof cottageInvoice; unpaidElsewhere: [] }) => void = () => {};
    vi.mocked(api.fetchLatestInvoice).mockImplementation((_subject, place) =>
      place?.locationCode === 'L2'
        ? new Promise((resolve) => {
            answerCottage = resolve;
          })
        : Promise.resolve({ invoice: homeInvoice, unpaidElsewhere: [] }),
    );
    const view = renderModule(
      billingModule,
      <LatestInvoiceWidget {...widgetProps} usagePlace={home} subject={SELF} />,
      { instance, user },
    );
    expect(await screen.findByText('€61.20')).toBeTruthy();
    expect(api.fetchLatestInvoice).toHaveBeenCalledWith(SELF, { customerNumber: 'C1', locationCode: 'L1' });
    expect(screen.getByTestId('latest-invoice-place').textContent).toBe('Kotikatu 1, 33100 Tampere');

    view.rerender(<LatestInvoiceWidget {...widgetProps} usagePlace={cottage} subject={SELF} />);
    await waitFor(() =>
      expect(api.fetchLatestInvoice).toHaveBeenCalledWith(SELF, { customerNumber: 'C1', locationCode: 'L2' }),
    );
    // while the cottage's answer is on its way the home invoice is not shown as the cottage's
    expect(screen.queryByText('€61.20')).toBeNull();
    answerCottage({ invoice: cottageInvoice, unpaidElsewhere: [] });
    expect(await screen.findByText('€12.50')).toBeTruthy();
    expect(screen.getByTestId('latest-invoice-place').textContent).toBe('Mökkitie 9, 35300 Orivesi');
  });

  it("lists the other places' unpaid invoices, with the way to all invoices, in the page's language", async () => {
    vi.mocked(api.fetchLatestInvoice).mockResolvedValue({
      invoice: null,
      unpaidElsewhere: [
        { customerNumber: 'C1', locationCode: 'L1', locationAddress: home.address.fullAddress, unpaid: 2 },
      ],
    });
    renderModule(
      billingModule,
      <LatestInvoiceWidget {...widgetProps} usagePlace={cottage} subject={SELF} />,
      {
        instance,
        user,
        language: 'fi-FI',
      },
    );
    expect(
      await screen.findByText('Käyttöpaikalle Mökkitie 9, 35300 Orivesi ei ole vielä laskuja.'),
    ).toBeTruthy();
    const warning = screen.getByTestId('unpaid-elsewhere');
    expect(warning.textContent).toContain('Maksamattomia laskuja muilla käyttöpaikoillasi');
    expect(warning.textContent).toContain('Kotikatu 1, 33100 Tampere: 2 maksamatonta laskua');
    expect(screen.getByRole('link', { name: 'Näytä kaikki laskut' }).getAttribute('href')).toBe(
      '/demo1/fi-FI/online/invoices',
    );
  });

  it('in Swedish and English too', async () => {
    const elsewhere = [
      { customerNumber: 'C1', locationCode: 'L1', locationAddress: home.address.fullAddress, unpaid: 1 },
    ];
    vi.mocked(api.fetchLatestInvoice).mockResolvedValue({
      invoice: cottageInvoice,
      unpaidElsewhere: elsewhere,
    });
    const sv = renderModule(
      billingModule,
      <LatestInvoiceWidget {...widgetProps} usagePlace={cottage} subject={SELF} />,
      { instance, user, language: 'sv-FI' },
    );
    expect((await screen.findByTestId('unpaid-elsewhere')).textContent).toContain(
      'Kotikatu 1, 33100 Tampere: 1 obetald faktura',
    );
    sv.unmount();
    renderModule(
      billingModule,
      <LatestInvoiceWidget {...widgetProps} usagePlace={cottage} subject={SELF} />,
      {
        instance,
        user,
      },
    );
    expect((await screen.findByTestId('unpaid-elsewhere')).textContent).toContain(
      'Kotikatu 1, 33100 Tampere: 1 unpaid invoice',
    );
  });
});
