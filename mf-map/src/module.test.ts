import { expectPortalModule } from '@portal/shared/testing';
import { CAPABILITIES } from '@portal/instances/roles';
import { describe, expect, it } from 'vitest';
import mapModule from './module';

describe('map module contract', () => {
  it('keeps the module contract and naming rules', () => {
    expectPortalModule(mapModule);
  });

  it('publishes the location map for the roles of location management', () => {
    expect(mapModule.id).toBe('map');
    expect(mapModule.routes.map((route) => route.endpoint)).toEqual([
      'admin/location-map',
      'online/disturbance-map',
    ]);
    expect([...(mapModule.routes[0]!.roles ?? [])].sort()).toEqual(
      [...CAPABILITIES.locationManagement].sort(),
    );
  });

  it('publishes the disturbance map for customers', () => {
    expect(mapModule.routes[1]).toMatchObject({ endpoint: 'online/disturbance-map', roles: ['ROLE_USER'] });
  });
});
