import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
  messages: { 'fi-FI': { 'test.notes.title': 'Muistiinpanot' }, 'en-US': { 'test.notes.title': 'Notes' } },
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
    expect(screen.getByText('Asiakas (ROLE_USER)')).toBeTruthy();
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
    expect(screen.getByText('Pääkäyttäjä (ROLE_ADMIN)')).toBeTruthy();
    expect(screen.getByText('Asiakaspalvelija (ROLE_SERVANT)')).toBeTruthy();
  });

  it("a module route's scopes are enforced", async () => {
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
