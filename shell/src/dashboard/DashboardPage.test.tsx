import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MenuSection } from '@portal/instances';
import { definePortalModule, WidgetCard, type ModuleWidgetProps, type UsagePlace } from '@portal/shared';
import { testInstance, testUser } from '@portal/shared/testing';
import { renderPortal } from '../../test/renderPortal';
import { visibleWidgets } from './visibleWidgets';

const menu: MenuSection[] = [
  {
    id: 'online',
    entries: [{ type: 'item', id: 'home', labelKey: 'shell.menu.home', endpoint: 'online/home' }],
  },
];

const received: ModuleWidgetProps[] = [];
function Daily(props: ModuleWidgetProps) {
  received.push(props);
  return (
    <WidgetCard title="Päivän kulutus">
      <p>daily widget for {props.subject.kind}</p>
      <p>
        chosen: {props.usagePlace?.locationCode ?? 'none'} {props.energyType ?? 'none'}
      </p>
    </WidgetCard>
  );
}
const place = { locationCode: 'LOC-1' } as UsagePlace;
function Options({ choose }: ModuleWidgetProps) {
  return (
    <button type="button" onClick={() => choose(place, 'heat')}>
      choose heat
    </button>
  );
}

/** A fixture remote contributing widgets; the real ones come with the dashboard issue. */
const Spot = vi.fn(() => <p>spot widget</p>);
const reportsModule = definePortalModule({
  id: 'reports',
  routes: [],
  widgets: [
    { id: 'reports.daily', titleKey: 'reports.daily.title', component: Daily },
    { id: 'reports.options', titleKey: 'reports.daily.title', placement: 'top', component: Options },
    { id: 'reports.spot', titleKey: 'reports.daily.title', flag: 'spotPriceWidget', component: Spot },
    { id: 'reports.nothing', titleKey: 'reports.daily.title', component: () => null },
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
    'sv-FI': {
      'reports.daily.title': 'Dagens förbrukning',
      'reports.meterControl.title': 'Fjärrfrånkoppling',
      'reports.broken.title': 'Trasig',
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
  messages: {
    'fi-FI': { 'notes.latest.title': 'Uusimmat' },
    'sv-FI': { 'notes.latest.title': 'Senaste' },
    'en-US': { 'notes.latest.title': 'Latest' },
  },
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
  it(
    "renders every enabled module's widgets the user may see, with the props, in the modules' order",
    { timeout: 20_000 },
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const instance = testInstance({ menu, modules, homeRoles: ['ROLE_USER'] });
      await renderPortal('/demo1/fi-FI/online/home', {
        instance,
        user: testUser({ roles: ['ROLE_USER'] }),
        modules: { reports: reportsModule, notes: notesModule },
      });
      expect(await screen.findByText('daily widget for self')).toBeTruthy();
      // the widget draws its own card and heading; the shell draws none around it
      expect(screen.getByRole('region', { name: 'Päivän kulutus' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'Päivän kulutus' })).toBeTruthy();
      expect(await screen.findByText('latest notes widget')).toBeTruthy();
      expect(received.at(-1)).toMatchObject({
        subject: { kind: 'self' },
        usagePlace: null,
        energyType: null,
        adminView: false,
      });
      // a role the user lacks, or an instance flag that is off: not rendered, and Spot never loaded
      expect(widgetOrder()).toEqual([
        'reports.options',
        'reports.daily',
        'reports.nothing',
        'reports.broken',
        'notes.latest',
      ]);
      expect(Spot).not.toHaveBeenCalled();
      // a widget rendering nothing leaves an empty cell (hidden by :empty), no titled card
      expect(document.querySelector('[data-widget="reports.nothing"]')?.childElementCount).toBe(0);
      // the top widget is outside the grid list, above it
      const grid = screen.getByRole('list', { name: 'Kortit' });
      expect(within(grid).queryByRole('button', { name: 'choose heat' })).toBeNull();
      // what the options widget chooses reaches every other widget
      fireEvent.click(screen.getByRole('button', { name: 'choose heat' }));
      expect(await screen.findByText('chosen: LOC-1 heat')).toBeTruthy();
      expect(received.at(-1)).toMatchObject({ usagePlace: place, energyType: 'heat' });
      expect(screen.queryByTestId('timeline')).toBeNull();
      expect(screen.queryByText('meter control widget')).toBeNull();
      // the throwing widget shows the localized error card in its cell; the others stay
      const broken = document.querySelector('[data-widget="reports.broken"]') as HTMLElement;
      await waitFor(() => expect(within(broken).getByText('Osion lataus epäonnistui')).toBeTruthy());
      expect(within(broken).getByRole('button', { name: 'Yritä uudelleen' })).toBeTruthy();
      expect(document.title).toBe('Online - Etusivu');
    },
  );

  it('shows a flagged widget when its flag is on, and the timeline column as a link card', async () => {
    const instance = testInstance({ menu, modules, homeRoles: ['ROLE_USER'] });
    instance.flags = {
      ...instance.flags,
      spotPriceWidget: true,
      twitterTimeline: 'https://x.com/example',
    };
    await renderPortal('/demo1/en-US/online/home', {
      instance,
      user: testUser({ roles: ['ROLE_USER'] }),
      modules: { reports: reportsModule, notes: notesModule },
    });
    expect(await screen.findByText('spot widget')).toBeTruthy();
    const timeline = screen.getByRole('complementary', { name: 'News on social media' });
    const link = within(timeline).getByRole('link', { name: 'Open our timeline' });
    expect(link.getAttribute('href')).toBe('https://x.com/example');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
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

  it('leaves out a widget whose flag is off, and one marked inAdminView: false in the admin view', () => {
    const widget = (id: string, extra: object = {}) => ({
      moduleId: 'billing' as const,
      widget: { id, titleKey: 't', roles: ['ROLE_USER' as const], ...extra },
    });
    const all = [
      widget('billing.plain'),
      widget('billing.latestInvoice', { flag: 'invoicesInMenu', inAdminView: false }),
      widget('billing.spot', { flag: 'spotPriceWidget' }),
    ];
    const user = testUser({ roles: ['ROLE_USER'] });
    const ids = (instance: ReturnType<typeof testInstance>, adminView: boolean) =>
      visibleWidgets(all, { instance, user, adminView }).map(({ widget }) => widget.id);
    const on = testInstance({ flags: { invoicesInMenu: true, spotPriceWidget: true } });
    const off = testInstance({ flags: { invoicesInMenu: false, spotPriceWidget: false } });
    expect(ids(on, false)).toEqual(['billing.plain', 'billing.latestInvoice', 'billing.spot']);
    expect(ids(on, true)).toEqual(['billing.plain', 'billing.spot']);
    expect(ids(off, false)).toEqual(['billing.plain']);
    expect(visibleWidgets(all, { instance: on, user: null, adminView: false })).toEqual([]);
  });

  it("checks the admin view's widgets as the customer would see them: staff need no ROLE_USER, scopes still count", () => {
    const widget = (id: string, extra: object = {}) => ({
      moduleId: 'billing' as const,
      widget: { id, titleKey: 't', roles: ['ROLE_USER' as const], ...extra },
    });
    const all = [widget('billing.plain'), widget('billing.contracts', { scopes: ['contracts'] })];
    const instance = testInstance();
    const servant = (scopes: string[]) => testUser({ roles: ['ROLE_SERVANT'], scopes });
    const ids = (user: ReturnType<typeof testUser>, adminView: boolean) =>
      visibleWidgets(all, { instance, user, adminView }).map(({ widget }) => widget.id);
    expect(ids(servant([]), false)).toEqual([]);
    expect(ids(servant([]), true)).toEqual(['billing.plain']);
    expect(ids(servant(['contracts']), true)).toEqual(['billing.plain', 'billing.contracts']);
  });
});
