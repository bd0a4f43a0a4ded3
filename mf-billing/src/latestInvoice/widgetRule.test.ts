import { SELF, targetUser } from '@portal/shared';
import { testInstance, testUser } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { showLatestInvoice } from './widgetRule';

const withInvoicesItem = testInstance({
  menu: [
    {
      id: 'online',
      entries: [
        {
          type: 'group',
          id: 'billing',
          labelKey: 'shell.menu.billing',
          items: [
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
    },
  ],
});
const customer = testUser({ scopes: ['invoices'] });

describe('latest-invoice widget rule', () => {
  it('shows for the signed-in user when invoices are in the menu', () => {
    expect(showLatestInvoice(withInvoicesItem, customer, SELF)).toBe(true);
  });

  it('is hidden in the admin view (a target user)', () => {
    expect(showLatestInvoice(withInvoicesItem, customer, targetUser('sub-9'))).toBe(false);
  });

  it('is hidden when the instance does not put invoices in the menu', () => {
    const off = { ...withInvoicesItem, flags: { ...withInvoicesItem.flags, invoicesInMenu: false } };
    expect(showLatestInvoice(off, customer, SELF)).toBe(false);
    expect(showLatestInvoice({ ...withInvoicesItem, menu: [] }, customer, SELF)).toBe(false);
  });

  it('is hidden when the user does not see the invoices item (no invoices scope)', () => {
    expect(showLatestInvoice(withInvoicesItem, testUser({ scopes: [] }), SELF)).toBe(false);
    expect(showLatestInvoice(withInvoicesItem, null, SELF)).toBe(false);
  });
});
