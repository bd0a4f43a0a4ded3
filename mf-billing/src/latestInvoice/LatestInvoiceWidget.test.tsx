import { SELF, targetUser } from '@portal/shared';
import { renderModule, testInstance, testUser } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api';
import billingModule from '../module';
import { makeInvoice } from '../testing/fixtures';
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
