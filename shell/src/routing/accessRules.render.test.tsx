import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MenuSection } from '@portal/instances';
import { definePortalModule } from '@portal/shared';
import { testInstance, testUser } from '@portal/shared/testing';
import { renderPortal } from '../../test/renderPortal';
import { sessionActions } from '../session';

const menu: MenuSection[] = [
  {
    id: 'online',
    entries: [
      {
        type: 'item',
        id: 'notes',
        labelKey: 'shell.menu.notes',
        endpoint: 'online/notes',
        roles: ['ROLE_USER'],
      },
    ],
  },
];

const notesModule = definePortalModule({
  id: 'notes',
  routes: [
    {
      endpoint: 'online/notes',
      titleKey: 'test.notes.title',
      roles: ['ROLE_USER'],
      component: () => <p>private notes page</p>,
    },
  ],
  messages: {
    'fi-FI': { 'test.notes.title': 'Muistiinpanot' },
    'sv-FI': { 'test.notes.title': 'Anteckningar' },
    'en-US': { 'test.notes.title': 'Notes' },
  },
});

const instance = testInstance({ menu });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('access rules (spec section 2)', () => {
  it('a logged-in user on the login page is redirected to / and on to the first active menu item', async () => {
    await renderPortal('/demo1/fi-FI/login', { instance, user: testUser(), modules: { notes: notesModule } });
    expect(await screen.findByText('private notes page')).toBeTruthy();
    expect(location()).toBe('/demo1/fi-FI/online/notes');
  });

  it('a logged-out user on a private route goes to / and then to welcome', async () => {
    await renderPortal('/demo1/fi-FI/online/notes', {
      instance,
      user: null,
      modules: { notes: notesModule },
    });
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/welcome'));
    expect(screen.queryByText('private notes page')).toBeNull();
  });

  it('the catch-all sends a logged-out user to login when the instance has an external main-page link', async () => {
    const withLink = testInstance({ menu, links: { externalMainPage: 'https://utility.example' } });
    await renderPortal('/demo1/fi-FI/', { instance: withLink, user: null });
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/login'));
  });

  it('the catch-all sends a logged-in user with no menu items to the 401 page, which lists the roles', async () => {
    await renderPortal('/demo1/fi-FI/', {
      instance,
      user: testUser({ roles: ['ROLE_SELLER'] }),
      modules: { notes: notesModule },
    });
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/401'));
    expect(screen.getByText('Asiakas')).toBeTruthy();
    expect(document.title).toBe('Online - Ei käyttöoikeutta');
  });

  it("a module route's own roles are enforced: the 401 page lists the roles it needs", async () => {
    const adminOnlyNotes = definePortalModule({
      ...notesModule,
      routes: [{ ...notesModule.routes[0]!, roles: ['ROLE_ADMIN', 'ROLE_SERVANT'] }],
    });
    await renderPortal('/demo1/fi-FI/online/notes', {
      instance,
      user: testUser(),
      modules: { notes: adminOnlyNotes },
    });
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/401'));
    const roles = screen.getByRole('list', { name: /Tarvittavat roolit/ });
    // role names, no codes, for a customer
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pääkäyttäjä', 'Asiakaspalvelija']);
  });

  it("a module route's scopes are enforced, and the 401 page names no role when no role would help", async () => {
    const scoped = definePortalModule({
      ...notesModule,
      routes: [{ ...notesModule.routes[0]!, scopes: ['notes'] }],
    });
    await renderPortal('/demo1/fi-FI/online/notes', {
      instance,
      user: testUser({ scopes: [] }),
      modules: { notes: scoped },
    });
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/401'));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(/Mikään yksittäinen rooli ei avaisi/)).toBeTruthy();
  });

  it('a public module route opens without login', async () => {
    const publicNotes = definePortalModule({
      ...notesModule,
      routes: [{ ...notesModule.routes[0]!, public: true, component: () => <p>public notes page</p> }],
    });
    await renderPortal('/demo1/fi-FI/online/notes?customerData=abc', {
      instance,
      user: null,
      modules: { notes: publicNotes },
    });
    expect(await screen.findByText('public notes page')).toBeTruthy();
    expect(location()).toBe('/demo1/fi-FI/online/notes?customerData=abc');
  });

  it('a route public only with customerData sends a logged-out visitor without it to the catch-all', async () => {
    const linkOnly = definePortalModule({
      ...notesModule,
      routes: [
        {
          ...notesModule.routes[0]!,
          public: { whenQueryParam: 'customerData' },
          component: () => <p>notes</p>,
        },
      ],
    });
    await renderPortal('/demo1/fi-FI/online/notes', { instance, user: null, modules: { notes: linkOnly } });
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/welcome'));
  });

  it('a route public only with customerData opens for a logged-out visitor who has the link', async () => {
    const linkOnly = definePortalModule({
      ...notesModule,
      routes: [
        {
          ...notesModule.routes[0]!,
          public: { whenQueryParam: 'customerData' },
          component: () => <p>notes</p>,
        },
      ],
    });
    await renderPortal('/demo1/fi-FI/online/notes?customerData=abc', {
      instance,
      user: null,
      modules: { notes: linkOnly },
    });
    expect(await screen.findByText('notes')).toBeTruthy();
  });

  it('an endpoint nothing serves (here a module the instance does not enable) shows the 404 page at that address', async () => {
    await renderPortal('/demo1/fi-FI/online/invoices', {
      instance,
      user: testUser(),
      modules: { notes: notesModule },
    });
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt', level: 1 })).toBeTruthy();
    expect(location()).toBe('/demo1/fi-FI/online/invoices');
  });

  it('an unknown address shows the 404 page to a logged-out visitor too', async () => {
    await renderPortal('/demo1/fi-FI/no-such-page', { instance, user: null });
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt', level: 1 })).toBeTruthy();
    expect(location()).toBe('/demo1/fi-FI/no-such-page');
  });

  it('a language the instance does not offer is replaced by its default language', async () => {
    await renderPortal('/demo1/sv-SE/online/notes', {
      instance,
      user: testUser(),
      modules: { notes: notesModule },
    });
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/online/notes'));
  });

  it('page titles are "<titlePrefix> - <page title>"', async () => {
    const own = testInstance({ menu, titlePrefix: 'Nivos Online' });
    await renderPortal('/demo1/fi-FI/online/notes', {
      instance: own,
      user: testUser(),
      modules: { notes: notesModule },
    });
    await screen.findByText('private notes page');
    await waitFor(() => expect(document.title).toBe('Nivos Online - Muistiinpanot'));
  });

  it('the session is checked with the server on each navigation', async () => {
    const { dispatched } = await renderPortal('/demo1/fi-FI/online/notes', {
      instance,
      user: testUser(),
      modules: { notes: notesModule },
    });
    await screen.findByText('private notes page');
    const checks = () => dispatched.filter((type) => type === sessionActions.checkRequested.type).length;
    const before = checks();
    fireEvent.click(screen.getByRole('link', { name: /Demo Energia/ }));
    // welcome redirects a logged-in user on to the first menu item: several navigations, each checked
    await waitFor(() => expect(checks()).toBeGreaterThan(before));
  });
});

describe("staff landing and the 401 page's roles (one rule)", () => {
  // as the shipped instances: the dashboard for the home roles (admins and superusers too), customer pages
  // for ROLE_USER, an admin section with user management (mf-admin) and location management (not served)
  const staffMenu: MenuSection[] = [
    {
      id: 'online',
      entries: [
        { type: 'item', id: 'home', labelKey: 'shell.menu.home', endpoint: 'online/home' },
        ...menu[0]!.entries,
      ],
    },
    {
      id: 'admin',
      labelKey: 'shell.menu.admin',
      roles: ['ROLE_ADMIN', 'ROLE_SUPERUSER', 'ROLE_SERVANT', 'ROLE_METER_CONTROL'],
      entries: [
        {
          type: 'item',
          id: 'userManagement',
          labelKey: 'shell.menu.userManagement',
          endpoint: 'admin/user-management',
          roles: ['ROLE_ADMIN', 'ROLE_SUPERUSER', 'ROLE_SERVANT'],
        },
        {
          type: 'item',
          id: 'locationManagement',
          labelKey: 'shell.menu.locationManagement',
          endpoint: 'admin/location-management',
          roles: ['ROLE_SUPERUSER', 'ROLE_METER_CONTROL', 'ROLE_ADMIN', 'ROLE_SERVANT'],
        },
      ],
    },
  ];
  const notesWithWidget = definePortalModule({
    ...notesModule,
    widgets: [
      {
        id: 'notes.latest',
        titleKey: 'test.notes.title',
        roles: ['ROLE_USER'],
        component: () => <p>latest notes widget</p>,
      },
    ],
  });
  const adminModule = definePortalModule({
    id: 'admin',
    routes: [
      {
        endpoint: 'admin/user-management',
        titleKey: 'admin.userManagement.title',
        roles: ['ROLE_ADMIN', 'ROLE_SUPERUSER', 'ROLE_SERVANT'],
        component: () => <p>user management page</p>,
      },
    ],
    messages: {
      'fi-FI': { 'admin.userManagement.title': 'Käyttäjähallinta' },
      'sv-FI': { 'admin.userManagement.title': 'Användarhantering' },
      'en-US': { 'admin.userManagement.title': 'User management' },
    },
  });
  const staffInstance = testInstance({
    menu: staffMenu,
    homeRoles: ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_SUPERUSER'],
    modules: [
      { id: 'notes', manifest: '/remotes/mf-notes/mf-manifest.json' },
      { id: 'admin', manifest: '/remotes/mf-admin/mf-manifest.json' },
    ],
  });
  const withAdmin = { notes: notesWithWidget, admin: adminModule };
  const listed = () =>
    within(screen.getByRole('list', { name: /Tarvittavat roolit/ }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);

  it.each([['ROLE_SSN_VIEWER' as const], ['ROLE_METER_CONTROL' as const]])(
    'a %s user lands on 401, which names only roles that would open a page, by name without code',
    async (role) => {
      await renderPortal('/demo1/fi-FI/', {
        instance: staffInstance,
        user: testUser({ roles: [role] }),
        modules: withAdmin,
      });
      await waitFor(() => expect(location()).toBe('/demo1/fi-FI/401'));
      // meter control opens nothing here (its only item is not served), so it is not named
      expect(listed()).toEqual(['Asiakas', 'Pääkäyttäjä', 'Superkäyttäjä', 'Asiakaspalvelija']);
      expect(screen.queryByText(/ROLE_/)).toBeNull();
    },
  );

  it.each([['ROLE_ADMIN' as const], ['ROLE_SUPERUSER' as const], ['ROLE_SERVANT' as const]])(
    'staff (%s), customers too, land on the first page their staff roles open: user management',
    async (role) => {
      await renderPortal('/demo1/fi-FI/', {
        instance: staffInstance,
        user: testUser({ roles: [role, 'ROLE_USER'] }),
        modules: withAdmin,
      });
      expect(await screen.findByText('user management page')).toBeTruthy();
      expect(location()).toBe('/demo1/fi-FI/admin/user-management');
      expect(document.title).toBe('Online - Käyttäjähallinta');
    },
  );

  it('a servant who may reveal SSNs lands on user management too', async () => {
    await renderPortal('/demo1/fi-FI/', {
      instance: staffInstance,
      user: testUser({ roles: ['ROLE_SERVANT', 'ROLE_SSN_VIEWER'] }),
      modules: withAdmin,
    });
    expect(await screen.findByText('user management page')).toBeTruthy();
  });

  it('until the admin module is enabled, staff land on whatever their menu offers first', async () => {
    const withoutAdmin = testInstance({ ...staffInstance, modules: staffInstance.modules.slice(0, 1) });
    await renderPortal('/demo1/fi-FI/', {
      instance: withoutAdmin,
      user: testUser({ roles: ['ROLE_ADMIN', 'ROLE_USER'] }),
      modules: { notes: notesWithWidget },
    });
    expect(await screen.findByText('latest notes widget')).toBeTruthy();
    expect(location()).toBe('/demo1/fi-FI/online/home');
  });

  it('the dashboard item is hidden from staff without a widget they may see (no ROLE_USER)', async () => {
    await renderPortal('/demo1/fi-FI/', {
      instance: staffInstance,
      user: testUser({ roles: ['ROLE_ADMIN'] }),
      modules: withAdmin,
    });
    expect(await screen.findByText('user management page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Käyttäjähallinta' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Etusivu' })).toBeNull();
  });

  it('the retired staff placeholder page is no longer an address', async () => {
    await renderPortal('/demo1/fi-FI/online/staff', {
      instance: staffInstance,
      user: testUser({ roles: ['ROLE_ADMIN'] }),
      modules: withAdmin,
    });
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt', level: 1 })).toBeTruthy();
  });

  it('staff see role codes on the 401 page', async () => {
    const adminOnlyNotes = definePortalModule({
      ...notesModule,
      routes: [{ ...notesModule.routes[0]!, roles: ['ROLE_SUPERUSER'] }],
    });
    await renderPortal('/demo1/fi-FI/online/notes', {
      instance: staffInstance,
      user: testUser({ roles: ['ROLE_ADMIN', 'ROLE_USER'] }),
      modules: { notes: adminOnlyNotes, admin: adminModule },
    });
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/401'));
    expect(listed()).toEqual(['Superkäyttäjä (ROLE_SUPERUSER)']);
  });
});
