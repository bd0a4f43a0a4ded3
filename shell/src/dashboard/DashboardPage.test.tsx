import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { MenuSection } from '@portal/instances';
import { definePortalModule, type ModuleWidgetProps } from '@portal/shared';
import { testInstance, testUser } from '@portal/shared/testing';
import { renderPortal } from '../../test/renderPortal';

const menu: MenuSection[] = [
  {
    id: 'online',
    entries: [{ type: 'item', id: 'home', labelKey: 'shell.menu.home', endpoint: 'online/home' }],
  },
];

const received: ModuleWidgetProps[] = [];
function Daily(props: ModuleWidgetProps) {
  received.push(props);
  return <p>daily widget for {props.subject.kind}</p>;
}

/** A fixture remote contributing widgets; the real ones come with the dashboard issue. */
const reportsModule = definePortalModule({
  id: 'reports',
  routes: [],
  widgets: [
    { id: 'reports.daily', titleKey: 'reports.daily.title', component: Daily },
    {
      id: 'reports.meterControl',
      titleKey: 'reports.meterControl.title',
      roles: ['ROLE_METER_CONTROL'],
      component: () => <p>meter control widget</p>,
    },
    {
      id: 'reports.broken',
      titleKey: 'reports.broken.title',
      component: () => {
        throw new Error('widget bug');
      },
    },
  ],
  messages: {
    'fi-FI': {
      'reports.daily.title': 'Päivän kulutus',
      'reports.meterControl.title': 'Etäkatkaisu',
      'reports.broken.title': 'Rikki',
    },
    'en-US': {
      'reports.daily.title': 'Daily consumption',
      'reports.meterControl.title': 'Meter control',
      'reports.broken.title': 'Broken',
    },
  },
});
const notesModule = definePortalModule({
  id: 'notes',
  routes: [],
  widgets: [
    { id: 'notes.latest', titleKey: 'notes.latest.title', component: () => <p>latest notes widget</p> },
  ],
  messages: { 'fi-FI': { 'notes.latest.title': 'Uusimmat' }, 'en-US': { 'notes.latest.title': 'Latest' } },
});

const modules = [
  { id: 'reports' as const, manifest: '/remotes/mf-reports/mf-manifest.json' },
  { id: 'notes' as const, manifest: '/remotes/mf-notes/mf-manifest.json' },
];
const widgetOrder = () =>
  Array.from(document.querySelectorAll('[data-widget]')).map((cell) => cell.getAttribute('data-widget'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  received.length = 0;
});

describe('dashboard grid (online/home)', () => {
  it("renders every enabled module's widgets the user may see, with the props, in the modules' order", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const instance = testInstance({ menu, modules, homeRoles: ['ROLE_USER'] });
    await renderPortal('/demo1/fi-FI/online/home', {
      instance,
      user: testUser({ roles: ['ROLE_USER'] }),
      modules: { reports: reportsModule, notes: notesModule },
    });
    expect(await screen.findByText('daily widget for self')).toBeTruthy();
    expect(screen.getByText('Päivän kulutus')).toBeTruthy();
    expect(await screen.findByText('latest notes widget')).toBeTruthy();
    expect(received.at(-1)).toEqual({ subject: { kind: 'self' }, usagePlace: null, energyType: null });
    // a role the user lacks: not rendered at all
    expect(widgetOrder()).toEqual(['reports.daily', 'reports.broken', 'notes.latest']);
    expect(screen.queryByText('meter control widget')).toBeNull();
    // the throwing widget shows the localized error card in its cell; the others stay
    const broken = document.querySelector('[data-widget="reports.broken"]') as HTMLElement;
    await waitFor(() => expect(within(broken).getByText('Osion lataus epäonnistui')).toBeTruthy());
    expect(within(broken).getByRole('button', { name: 'Yritä uudelleen' })).toBeTruthy();
    expect(document.title).toBe('Online - Etusivu');
  });

  it('follows the order the instance configures, and leaves out a disabled module’s widgets', async () => {
    const instance = testInstance({
      menu,
      modules: [modules[1]!],
      homeRoles: ['ROLE_USER'],
      dashboard: { widgets: ['notes.latest'] },
    });
    await renderPortal('/demo1/fi-FI/online/home', {
      instance,
      user: testUser({ roles: ['ROLE_USER'] }),
      modules: { reports: reportsModule, notes: notesModule },
    });
    expect(await screen.findByText('latest notes widget')).toBeTruthy();
    expect(widgetOrder()).toEqual(['notes.latest']);

    const reordered = testInstance({
      menu,
      modules,
      homeRoles: ['ROLE_USER'],
      dashboard: { widgets: ['notes.latest', 'reports.daily'] },
    });
    cleanup();
    await renderPortal('/demo1/fi-FI/online/home', {
      instance: reordered,
      user: testUser({ roles: ['ROLE_USER'] }),
      modules: { reports: reportsModule, notes: notesModule },
    });
    expect(await screen.findByText('daily widget for self')).toBeTruthy();
    expect(widgetOrder()).toEqual(['notes.latest', 'reports.daily']);
  });

  it('without any published widget there is no dashboard: online/home is unavailable and not in the menu', async () => {
    const instance = testInstance({ menu, modules, homeRoles: ['ROLE_USER'] });
    await renderPortal('/demo1/fi-FI/online/home', {
      instance,
      user: testUser({ roles: ['ROLE_USER'] }),
      modules: { notes: { ...notesModule, widgets: [] } },
    });
    // nothing serves the address: the 404 page there (the server answers it with 404 too)
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/demo1/fi-FI/online/home');
    expect(screen.queryByRole('link', { name: 'Etusivu' })).toBeNull();
  });
});
