import { describe, expect, it } from 'vitest';
import type { MenuSection } from '@portal/instances';
import type { ModulePublication } from '@portal/shared';
import { testInstance, testUser } from '@portal/shared/testing';
import { ModuleCatalog } from '../modules/catalog';
import { dashboardModulesFor, preloadDashboardScripts } from './preloadDashboard';

const reports: ModulePublication = {
  id: 'reports',
  routes: [
    { endpoint: 'online/energy-report', titleKey: 'reports.energyReport.title', roles: ['ROLE_USER'] },
  ],
  widgets: [
    { id: 'reports.monthly', titleKey: 'reports.monthly.title' },
    { id: 'reports.meterControl', titleKey: 'reports.meterControl.title', roles: ['ROLE_METER_CONTROL'] },
  ],
};
const billing: ModulePublication = {
  id: 'billing',
  routes: [{ endpoint: 'online/invoices', titleKey: 'billing.title', roles: ['ROLE_USER'] }],
  widgets: [{ id: 'billing.latest', titleKey: 'billing.latest.title', flag: 'invoicesInMenu' }],
};
const notes: ModulePublication = {
  id: 'notes',
  routes: [{ endpoint: 'online/notes', titleKey: 'notes.title', roles: ['ROLE_USER'] }],
  widgets: [{ id: 'notes.control', titleKey: 'notes.title', roles: ['ROLE_METER_CONTROL'] }],
};
const item = (id: string, endpoint: string) => ({
  type: 'item' as const,
  id,
  labelKey: `menu.${id}`,
  endpoint,
});
const homeFirst: MenuSection[] = [
  { id: 'online', entries: [item('home', 'online/home'), item('report', 'online/energy-report')] },
];
const reportFirst: MenuSection[] = [
  { id: 'online', entries: [item('report', 'online/energy-report'), item('home', 'online/home')] },
];
const setUp = (menu: MenuSection[], flags: { invoicesInMenu?: boolean } = {}) => {
  const instance = testInstance({
    modules: [
      { id: 'reports', manifest: '/remotes/mf-reports/mf-manifest.json' },
      { id: 'billing', manifest: '/remotes/mf-billing/mf-manifest.json' },
      { id: 'notes', manifest: '/remotes/mf-notes/mf-manifest.json' },
    ],
    menu,
    flags,
  });
  return { instance, catalog: new ModuleCatalog(instance, [reports, billing, notes]) };
};

describe('dashboardModulesFor: the remotes the dashboard will load for this user and address', () => {
  it('the dashboard address: the modules of the widgets the user sees, each once', () => {
    const { instance, catalog } = setUp(homeFirst);
    const user = testUser();
    expect(dashboardModulesFor({ endpoint: 'online/home', instance, catalog, user })).toEqual([
      'reports',
      'billing',
    ]);
    // a flag that hides a widget, and a role that shows one
    const off = setUp(homeFirst, { invoicesInMenu: false });
    expect(dashboardModulesFor({ endpoint: 'online/home', ...off, user })).toEqual(['reports']);
    const control = testUser({ roles: ['ROLE_USER', 'ROLE_METER_CONTROL'] });
    expect(dashboardModulesFor({ endpoint: 'online/home', instance, catalog, user: control })).toEqual([
      'reports',
      'billing',
      'notes',
    ]);
  });

  it("the instance's root: only when the catch-all sends this user to the dashboard", () => {
    const user = testUser();
    const home = setUp(homeFirst);
    expect(dashboardModulesFor({ endpoint: '', ...home, user })).toEqual(['reports', 'billing']);
    const report = setUp(reportFirst);
    expect(dashboardModulesFor({ endpoint: '', ...report, user })).toEqual([]);
  });

  it('nothing for another page, a dashboard the user may not open, or the superuser dashboard of a customer', () => {
    const { instance, catalog } = setUp(homeFirst);
    expect(
      dashboardModulesFor({ endpoint: 'online/energy-report', instance, catalog, user: testUser() }),
    ).toEqual([]);
    expect(
      dashboardModulesFor({
        endpoint: 'online/home',
        instance,
        catalog,
        user: testUser({ roles: ['ROLE_METER_CONTROL'] }),
      }),
    ).toEqual([]);
    expect(dashboardModulesFor({ endpoint: 'home', instance, catalog, user: testUser() })).toEqual([]);
  });
});

describe("preloadDashboardScripts: the widgets' code asked for with the remotes' entries", () => {
  const withScripts = (files: Record<string, string[]>) => {
    const instance = testInstance({
      modules: [
        { id: 'reports', manifest: '/remotes/mf-reports/mf-manifest.json' },
        { id: 'billing', manifest: 'https://cdn.example/mf-billing/v2/mf-manifest.json' },
        { id: 'notes', manifest: '/remotes/mf-notes/mf-manifest.json' },
      ],
    });
    const published = [reports, billing, notes].map((publication) =>
      files[publication.id] ? { ...publication, dashboardScripts: files[publication.id] } : publication,
    );
    return { instance, catalog: new ModuleCatalog(instance, published) };
  };
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
      link.as,
      link.href,
    ]);

  it('one preload per published script of the given modules, beside its manifest, each once', () => {
    document.head.innerHTML = '';
    const { instance, catalog } = withScripts({
      reports: ['dashboard.1a2b3c4d.js', '8681.js'],
      billing: ['dashboard.5e6f7a8b.js'],
      notes: ['dashboard.0000aaaa.js'],
    });
    expect(preloadDashboardScripts({ instance, catalog, modules: ['reports', 'billing'] })).toBe(3);
    expect(preloadDashboardScripts({ instance, catalog, modules: ['reports'] })).toBe(0);
    expect(preloads()).toEqual([
      ['script', `${window.location.origin}/remotes/mf-reports/dashboard.1a2b3c4d.js`],
      ['script', `${window.location.origin}/remotes/mf-reports/8681.js`],
      ['script', 'https://cdn.example/mf-billing/v2/dashboard.5e6f7a8b.js'],
    ]);
    document.head.innerHTML = '';
  });

  it('nothing for a module that publishes no dashboard scripts', () => {
    document.head.innerHTML = '';
    const { instance, catalog } = withScripts({});
    expect(preloadDashboardScripts({ instance, catalog, modules: ['reports', 'billing'] })).toBe(0);
    expect(preloads()).toEqual([]);
  });
});
