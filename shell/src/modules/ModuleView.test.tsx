import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MenuSection } from '@portal/instances';
import {
  definePortalModule,
  targetUser,
  usePortal,
  type ModulePageProps,
  type ModuleWidgetProps,
} from '@portal/shared';
import { testInstance, testUser } from '@portal/shared/testing';
import { renderPortal } from '../../test/renderPortal';

const reason = { code: 'customer_request' as const };
const target = targetUser('sub-customer', reason);

/** The host page a staff remote would have: it shows another module's page through the portal context. */
function AdminPage() {
  const { ModuleView, servesEndpoint } = usePortal();
  const [endpoint, setEndpoint] = useState('online/energy-report');
  return (
    <section aria-label="admin dialog">
      <p>served: {String(servesEndpoint(endpoint))}</p>
      <button type="button" onClick={() => setEndpoint('online/unknown')}>
        unknown
      </button>
      <button type="button" onClick={() => setEndpoint('online/home')}>
        dashboard
      </button>
      <div data-testid="view">
        <ModuleView endpoint={endpoint} subject={target} input={{ search: 'Koulukatu' }} />
      </div>
    </section>
  );
}
function EnergyReport({ subject, input }: ModulePageProps) {
  return (
    <>
      <p>energy report for {JSON.stringify(subject)}</p>
      <p>input {JSON.stringify(input)}</p>
    </>
  );
}
const Widget =
  (name: string) =>
  ({ subject, adminView }: ModuleWidgetProps) => (
    <p>
      {name} for {subject.kind} {adminView ? '(admin view)' : ''}
    </p>
  );

const messages = (texts: Record<string, string>) => ({ 'fi-FI': texts, 'sv-FI': texts, 'en-US': texts });
const adminModule = definePortalModule({
  id: 'admin',
  routes: [
    {
      endpoint: 'admin/user-management',
      titleKey: 'admin.page.title',
      roles: ['ROLE_ADMIN'],
      component: AdminPage,
    },
  ],
  messages: messages({ 'admin.page.title': 'Käyttäjähallinta' }),
});
const reportsModule = definePortalModule({
  id: 'reports',
  routes: [
    {
      endpoint: 'online/energy-report',
      titleKey: 'reports.energyReport.title',
      roles: ['ROLE_USER'],
      component: EnergyReport,
    },
  ],
  widgets: [
    {
      id: 'reports.daily',
      titleKey: 'reports.daily.title',
      roles: ['ROLE_USER'],
      component: Widget('daily'),
    },
    {
      id: 'reports.spot',
      titleKey: 'reports.daily.title',
      roles: ['ROLE_USER'],
      flag: 'spotPriceWidget',
      component: Widget('spot'),
    },
    {
      id: 'reports.contracts',
      titleKey: 'reports.daily.title',
      roles: ['ROLE_USER'],
      scopes: ['contracts'],
      component: Widget('contracts'),
    },
  ],
  messages: messages({ 'reports.energyReport.title': 'Energiaraportti', 'reports.daily.title': 'Päivä' }),
});
const billingModule = definePortalModule({
  id: 'billing',
  routes: [],
  widgets: [
    {
      id: 'billing.latestInvoice',
      titleKey: 'billing.latestInvoice.title',
      roles: ['ROLE_USER'],
      inAdminView: false,
      component: Widget('latest invoice'),
    },
  ],
  messages: messages({ 'billing.latestInvoice.title': 'Viimeisin lasku' }),
});

const menu: MenuSection[] = [
  {
    id: 'admin',
    entries: [
      {
        type: 'item',
        id: 'users',
        labelKey: 'shell.menu.userManagement',
        endpoint: 'admin/user-management',
        roles: ['ROLE_ADMIN'],
      },
    ],
  },
];
const instance = testInstance({
  menu,
  modules: [
    { id: 'admin', manifest: '/remotes/mf-admin/mf-manifest.json' },
    { id: 'reports', manifest: '/remotes/mf-reports/mf-manifest.json' },
    { id: 'billing', manifest: '/remotes/mf-billing/mf-manifest.json' },
  ],
  flags: { spotPriceWidget: false },
});
const admin = testUser({ sub: 'sub-admin', roles: ['ROLE_ADMIN'], scopes: [] });
const modules = { admin: adminModule, reports: reportsModule, billing: billingModule };
const view = () => within(screen.getByTestId('view'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ModuleView: another module’s page for a subject', () => {
  it("a target subject reaches the published page's component, without changing the page title", async () => {
    await renderPortal('/demo1/fi-FI/admin/user-management', { instance, user: admin, modules });
    expect(
      await screen.findByText(
        'energy report for {"kind":"target","sub":"sub-customer","reason":{"code":"customer_request"}}',
      ),
    ).toBeTruthy();
    expect(screen.getByText('served: true')).toBeTruthy();
    // what the host gives the viewed page (the location management page gives the map its search)
    expect(screen.getByText('input {"search":"Koulukatu"}')).toBeTruthy();
    // the host page's title, not the viewed page's
    expect(document.title).toBe('Online - Käyttäjähallinta');
  });

  it('a failing remote shows the error card with retry inside the view only', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderPortal('/demo1/fi-FI/admin/user-management', {
      instance,
      user: admin,
      modules,
      failToLoad: ['reports'],
    });
    await screen.findByTestId('view');
    expect(await view().findByRole('button', { name: 'Yritä uudelleen' })).toBeTruthy();
    // the page around it stays
    expect(screen.getByRole('region', { name: 'admin dialog' })).toBeTruthy();
    expect(screen.getByText('served: true')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Yritä uudelleen' })).toHaveLength(1);
  });

  it('an endpoint no module serves renders nothing, and servesEndpoint says so', async () => {
    await renderPortal('/demo1/fi-FI/admin/user-management', { instance, user: admin, modules });
    await screen.findByText(/energy report for/);
    fireEvent.click(screen.getByRole('button', { name: 'unknown' }));
    expect(await screen.findByText('served: false')).toBeTruthy();
    expect(screen.getByTestId('view').innerHTML).toBe('');
  });

  it(
    'online/home shows the dashboard the customer would see: no ROLE_USER needed, flags and scopes kept, the latest invoice left out',
    { timeout: 20_000 },
    async () => {
      await renderPortal('/demo1/fi-FI/admin/user-management', { instance, user: admin, modules });
      fireEvent.click(await screen.findByRole('button', { name: 'dashboard' }));
      expect(await view().findByText('daily for target (admin view)')).toBeTruthy();
      expect(screen.getByText('served: true')).toBeTruthy();
      // spotPriceWidget is off, the client has no 'contracts' scope, the latest invoice is not for the admin view
      expect(view().queryByText(/spot for/)).toBeNull();
      expect(view().queryByText(/contracts for/)).toBeNull();
      expect(view().queryByText(/latest invoice for/)).toBeNull();
    },
  );

  it('shows a target user only to staff', async () => {
    const seller = testUser({ roles: ['ROLE_SELLER'] });
    const sellerModule = definePortalModule({
      ...adminModule,
      routes: [{ ...adminModule.routes[0]!, roles: ['ROLE_SELLER'] }],
    });
    await renderPortal('/demo1/fi-FI/admin/user-management', {
      instance: testInstance({ ...instance, menu: [] }),
      user: seller,
      modules: { ...modules, admin: sellerModule },
    });
    expect(await screen.findByText('served: true')).toBeTruthy();
    expect(screen.getByTestId('view').innerHTML).toBe('');
  });
});
