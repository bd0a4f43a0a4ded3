import type { InstanceConfig } from '@portal/instances';
import type { UserInfo } from '../api/types';

export type TestFlags = Partial<InstanceConfig['flags']>;

/** An instance override; `flags` merges over the defaults instead of replacing them. */
export type TestInstanceOverrides = Partial<Omit<InstanceConfig, 'flags'>> & { flags?: TestFlags };

/** A complete instance (every flag off, the customer picker from 10 customers), as instance.json would give it. */
export function testInstance({ flags, ...overrides }: TestInstanceOverrides = {}): InstanceConfig {
  return {
    id: 'demo1',
    displayName: 'Demo Energia',
    titlePrefix: 'Online',
    languages: ['fi-FI', 'en-US'],
    theme: { primaryColor: '#0f6cbd', logo: 'logo.svg' },
    login: {
      localForm: true,
      externalOnly: false,
      descriptionOnly: false,
      externalButtons: [],
      strongAuthRequired: false,
      allowLocalLogin: true,
    },
    links: {},
    header: { restricted404: false },
    notifications: {},
    flags: {
      spotPriceWidget: false,
      spotPriceOptions: false,
      weightedAverage: false,
      comparisonTable: false,
      dashboardTab: false,
      invoicesInMenu: true,
      allowTableStatus: false,
      allowBarcode: false,
      externalLinks: false,
      offlineApp: false,
      allowUserMappedLocationsManually: false,
      sharedLocations: false,
      meterControl: false,
      retiredReportingNotice: false,
      customerPickerThreshold: 10,
      ...flags,
    },
    modules: [{ id: 'notes', manifest: '/remotes/mf-notes/mf-manifest.json' }],
    homeRoles: ['ROLE_USER'],
    menu: [],
    oauth: { clientId: 'mimo_demo1', scopes: [] },
    ...overrides,
  };
}

/** A signed-in customer (ROLE_USER) of the demo1 instance. */
export function testUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    sub: 'sub-1',
    username: 'customer',
    firstName: 'Maija Liisa',
    lastName: 'Meikäläinen',
    email: 'maija@example.com',
    phoneNumber: null,
    roles: ['ROLE_USER'],
    scopes: [],
    instance: 'demo1',
    provider: 'local',
    allowLocalLogin: true,
    filledWithDummyData: false,
    trustedAccount: null,
    hasHeatUsagePlaces: true,
    ...overrides,
  };
}
