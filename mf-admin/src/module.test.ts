import { CAPABILITIES } from '@portal/instances/roles';
import { expectLanguageChunks, expectPortalModule } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { adminMessages } from './i18n/messages';
import adminModule from './module';

describe('admin module contract', () => {
  it('keeps the module contract and naming rules', () => {
    expectPortalModule(adminModule);
  });

  it('carries its titles in every language and the rest of its texts in a chunk per language', async () => {
    await expectLanguageChunks(adminModule, adminMessages);
  });

  it('publishes admin/user-management for the admin section roles (admin, superuser, servant)', () => {
    expect(adminModule.id).toBe('admin');
    const route = adminModule.routes.find((r) => r.endpoint === 'admin/user-management');
    expect(route).toMatchObject({ titleKey: 'admin.userManagement.title' });
    expect([...(route?.roles ?? [])].sort()).toEqual([...CAPABILITIES.adminSection].sort());
    expect(route?.public).toBeUndefined();
  });

  it('publishes admin/create-user and admin/contract-search for the admin section roles', () => {
    for (const [endpoint, titleKey] of [
      ['admin/create-user', 'admin.createUser.title'],
      ['admin/contract-search', 'admin.contractSearch.title'],
    ] as const) {
      const route = adminModule.routes.find((r) => r.endpoint === endpoint);
      expect(route, endpoint).toMatchObject({ titleKey });
      expect([...(route?.roles ?? [])].sort()).toEqual([...CAPABILITIES.adminSection].sort());
      expect(route?.public).toBeUndefined();
    }
  });

  it('publishes admin/location-management for the location management roles', () => {
    const route = adminModule.routes.find((r) => r.endpoint === 'admin/location-management');
    expect(route).toMatchObject({ titleKey: 'admin.locationManagement.title' });
    expect([...(route?.roles ?? [])].sort()).toEqual([...CAPABILITIES.locationManagement].sort());
    expect(route?.public).toBeUndefined();
  });
});
