import { expectPortalModule } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import billingModule, { billingSaga } from './module';
import { billingMessages } from './i18n/messages';

describe('billing module contract', () => {
  it('keeps the module contract and naming rules', () => {
    expectPortalModule(billingModule);
  });

  it('declares online/invoices (invoices scope) and online/contracts (contracts scope) for ROLE_USER', () => {
    expect(billingModule.id).toBe('billing');
    expect(
      billingModule.routes.map(({ endpoint, titleKey, roles, scopes }) => ({
        endpoint,
        titleKey,
        roles,
        scopes,
      })),
    ).toEqual([
      {
        endpoint: 'online/invoices',
        titleKey: 'billing.invoices.title',
        roles: ['ROLE_USER'],
        scopes: ['invoices'],
      },
      {
        endpoint: 'online/contracts',
        titleKey: 'billing.contracts.title',
        roles: ['ROLE_USER'],
        scopes: ['contracts'],
      },
    ]);
  });

  it('contributes the latest-invoice widget with the invoices scope, its reducers, saga and messages', () => {
    expect(billingModule.widgets?.map(({ id, roles, scopes }) => ({ id, roles, scopes }))).toEqual([
      { id: 'billing.latestInvoice', roles: ['ROLE_USER'], scopes: ['invoices'] },
    ]);
    expect(Object.keys(billingModule.reducers ?? {}).sort()).toEqual([
      'billing.contracts',
      'billing.invoices',
      'billing.latestInvoice',
    ]);
    // every reducer is a declared slice, so expectPortalModule checks each action type is '<key>/<action>'
    for (const [key, slice] of Object.entries(billingModule.slices ?? {})) {
      expect(billingModule.reducers?.[key]).toBe(slice.reducer);
      for (const creator of Object.values(slice.actions))
        expect(creator.type.startsWith(`${key}/`)).toBe(true);
    }
    expect(Object.keys(billingModule.slices ?? {}).sort()).toEqual(
      Object.keys(billingModule.reducers ?? {}).sort(),
    );
    expect(billingModule.saga).toBe(billingSaga);
    expect(billingModule.messages).toBe(billingMessages);
    expect(billingModule.messages['fi-FI']['billing.invoices.title']).toBe('Laskut');
  });
});
