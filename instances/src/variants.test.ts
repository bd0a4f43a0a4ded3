import { describe, expect, it } from 'vitest';
import { loadInstances } from './validate';
import { instancesDir } from './paths';
import type { InstanceConfig, MenuEntry } from './types';

const instances = loadInstances(instancesDir);

const entryEndpoints = (entry: MenuEntry): string[] =>
  entry.type === 'group'
    ? entry.items.flatMap(entryEndpoints)
    : entry.type === 'item'
      ? [entry.endpoint]
      : [];
const menuEndpoints = (c: InstanceConfig): string[] =>
  c.menu.flatMap((section) => section.entries.flatMap(entryEndpoints));
const DEFAULT_TITLE_PREFIX = 'Online';

/** The variants the spec names, each as a test on one instance file. */
const VARIANTS: Record<string, (c: InstanceConfig) => boolean> = {
  'external-only login (only the external buttons)': (c) =>
    c.login.externalOnly && !c.login.localForm && c.login.externalButtons.length > 0,
  'description-only login (a description without the form)': (c) =>
    c.login.descriptionOnly && !c.login.localForm,
  'form-only demo (only the form, no external buttons)': (c) =>
    c.id === 'demo1' && c.login.localForm && c.login.externalButtons.length === 0,
  'forgot-username link (an external login service)': (c) =>
    c.login.forgotUsernameUrl !== undefined && c.login.externalButtons.some((b) => b.enabled),
  'all login buttons disabled (forgot-password link hidden)': (c) =>
    c.login.externalButtons.length > 0 && c.login.externalButtons.every((b) => !b.enabled),
  'some login buttons enabled and some disabled': (c) =>
    c.login.externalButtons.some((b) => b.enabled) && c.login.externalButtons.some((b) => !b.enabled),
  'login button asking for strong-authentication confirmation': (c) =>
    c.login.externalButtons.some((b) => b.strongAuth === true),
  '404-restricted header (title links to 404, no login link)': (c) => c.header.restricted404,
  'external main-page link (title links there)': (c) => c.links.externalMainPage !== undefined,
  'configured logout address': (c) => c.links.logout !== undefined,
  "own name plus ' Online' as the title prefix": (c) =>
    c.titlePrefix !== DEFAULT_TITLE_PREFIX && c.titlePrefix.endsWith(` ${DEFAULT_TITLE_PREFIX}`),
  "plain 'Online' title prefix": (c) => c.titlePrefix === DEFAULT_TITLE_PREFIX,
  'retired-reporting notice': (c) => c.flags.retiredReportingNotice,
  'strong authentication required': (c) => c.login.strongAuthRequired,
  'local login not allowed for the instance': (c) => !c.login.allowLocalLogin,
  'Security tab never shown': (c) => c.login.hideSecurityTab === true,
  'login notification file': (c) => c.login.notificationFile !== undefined,
  'both notification files for the bell': (c) =>
    c.notifications.serviceBreak !== undefined && c.notifications.info !== undefined,
  'only the service-break notification': (c) =>
    c.notifications.serviceBreak !== undefined && c.notifications.info === undefined,
  'only the info notification': (c) =>
    c.notifications.info !== undefined && c.notifications.serviceBreak === undefined,
  'no notifications': (c) => c.notifications.info === undefined && c.notifications.serviceBreak === undefined,
  'dark logo variant': (c) => c.theme.logoDark !== undefined,
  'social media timeline': (c) => c.flags.twitterTimeline !== undefined,
  'map tile sources': (c) => c.map !== undefined,
  'district heating menu entry': (c) =>
    c.menu.some((s) =>
      s.entries.some(
        (e) => e.type === 'group' && e.items.some((i) => i.type === 'item' && i.districtHeating),
      ),
    ),
};

const BOOLEAN_FLAGS = [
  'spotPriceWidget',
  'spotPriceOptions',
  'weightedAverage',
  'comparisonTable',
  'dashboardTab',
  'invoicesInMenu',
  'allowTableStatus',
  'allowBarcode',
  'externalLinks',
  'offlineApp',
  'allowUserMappedLocationsManually',
  'sharedLocations',
  'meterControl',
  'retiredReportingNotice',
] as const satisfies ReadonlyArray<keyof InstanceConfig['flags']>;

describe('every variant in the spec is exercised by at least one shipped instance', () => {
  it.each(Object.entries(VARIANTS))('%s', (_name, hasVariant) => {
    expect(instances.filter(hasVariant).map((c) => c.id)).not.toEqual([]);
  });

  it.each(BOOLEAN_FLAGS)('flag %s is on for some instance and off for another', (flag) => {
    const values = new Set(instances.map((c) => c.flags[flag]));
    expect([...values].sort()).toEqual([false, true]);
  });
});

describe('OAuth scopes per spec section 6', () => {
  const SCOPES: Record<string, string[]> = {
    contracts: ['paneliankoskenvoima', 'demo1', 'nivos', 'lammaistenenergia'],
    invoices: ['leppakoski', 'demo1', 'lammaistenenergia', 'paneliankoskenvoima', 'jylhaos', 'vimpelinvoima'],
    guard_service: ['leppakoski', 'demo1', 'valkeakoskenenergia', 'paneliankoskenvoima'],
    lowell: ['nivos'],
    customer_service_demo1: ['demo1'],
    customer_service_jylhaos: ['jylhaos'],
  };

  it.each(Object.entries(SCOPES))('scope %s is granted exactly to %j', (scope, ids) => {
    const granted = instances.filter((c) => c.oauth.scopes.includes(scope)).map((c) => c.id);
    expect(granted.sort()).toEqual([...ids].sort());
  });

  it('every instance enables the built remotes, reports, notes and metering, billing where invoices or contracts are granted, and admin with its map where the menu has admin items, each from its own manifest', () => {
    for (const c of instances) {
      const billing = c.oauth.scopes.includes('invoices') || c.oauth.scopes.includes('contracts');
      const admin = menuEndpoints(c).some((endpoint) => endpoint.startsWith('admin/'));
      expect(c.modules).toEqual([
        { id: 'reports', manifest: '/remotes/mf-reports/mf-manifest.json' },
        { id: 'notes', manifest: '/remotes/mf-notes/mf-manifest.json' },
        // every instance's menu has the meter reading input (and some the guard service)
        { id: 'metering', manifest: '/remotes/mf-metering/mf-manifest.json' },
        ...(billing ? [{ id: 'billing', manifest: '/remotes/mf-billing/mf-manifest.json' }] : []),
        ...(admin
          ? [
              { id: 'admin', manifest: '/remotes/mf-admin/mf-manifest.json' },
              // the map of location management (its map tab), loaded only when a map opens
              { id: 'map', manifest: '/remotes/mf-map/mf-manifest.json' },
            ]
          : []),
      ]);
    }
  });

  it('the admin remote is enabled in every shipped instance (each has the admin menu items)', () => {
    expect(instances.filter((c) => c.modules.some((m) => m.id === 'admin')).map((c) => c.id)).toEqual(
      instances.map((c) => c.id),
    );
  });
});
