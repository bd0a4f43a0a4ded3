import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MenuSection } from '@portal/instances';
import { testInstance, testUser } from '@portal/shared/testing';
import { renderPortal } from '../../test/renderPortal';
import { headerTitleTarget, firstWordOf } from './headerTitleTarget';

const menu: MenuSection[] = [
  {
    id: 'online',
    entries: [
      {
        type: 'item',
        id: 'dh',
        labelKey: 'shell.menu.districtHeatingReport',
        endpoint: '401',
        districtHeating: true,
      },
      { type: 'external', id: 'website', labelKey: 'shell.menu.website', url: 'https://utility.example/' },
    ],
  },
];
const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('header title link', () => {
  it('links to welcome, to 404 for restricted instances (home once logged in), or to the external main page', () => {
    expect(headerTitleTarget(testInstance())).toEqual({ kind: 'internal', endpoint: 'welcome' });
    expect(headerTitleTarget(testInstance({ header: { restricted404: true } }))).toEqual({
      kind: 'internal',
      endpoint: '404',
    });
    expect(headerTitleTarget(testInstance({ header: { restricted404: true } }), true)).toEqual({
      kind: 'internal',
      endpoint: '',
    });
    expect(headerTitleTarget(testInstance({ links: { externalMainPage: 'https://x.example' } }))).toEqual({
      kind: 'external',
      url: 'https://x.example',
    });
  });
  it('the user menu shows the first word of the first name', () => {
    expect(firstWordOf('Maija Liisa', 'customer')).toBe('Maija');
    expect(firstWordOf('  ', 'customer')).toBe('customer');
  });
});

describe('header', () => {
  it('shows a login link when logged out', async () => {
    await renderPortal('/demo1/fi-FI/404', { instance: testInstance(), user: null });
    expect(screen.getByRole('link', { name: 'Kirjaudu sisään' })).toBeTruthy();
  });

  it('shows no login link on the login page itself (it would lead back to the same page)', async () => {
    await renderPortal('/demo1/fi-FI/login', { instance: testInstance(), user: null });
    const banner = screen.getByRole('banner');
    expect(await screen.findByRole('heading', { name: 'Kirjaudu sisään', level: 1 })).toBeTruthy();
    expect(within(banner).queryByRole('link', { name: 'Kirjaudu sisään' })).toBeNull();
  });

  it('shows no login link for 404-restricted instances', async () => {
    await renderPortal('/demo1/fi-FI/404', {
      instance: testInstance({ header: { restricted404: true } }),
      user: null,
    });
    expect(screen.queryByRole('link', { name: 'Kirjaudu sisään' })).toBeNull();
  });

  it('a language change rewrites the language segment of the current address', async () => {
    await renderPortal('/demo1/fi-FI/404?x=1', { instance: testInstance(), user: null });
    fireEvent.click(screen.getByRole('button', { name: 'FI, Kieli: Suomi' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    await waitFor(() => expect(location()).toBe('/demo1/en-US/404?x=1'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('the user menu names the user by the first word of the first name and offers logout', async () => {
    await renderPortal('/demo1/fi-FI/404', { instance: testInstance({ menu }), user: testUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Käyttäjävalikko: Maija' }));
    expect(await screen.findByRole('menuitem', { name: 'Kirjaudu ulos' })).toBeTruthy();
  });

  it('a notice is one notification whatever its paragraphs; opening the bell marks all seen, badge 0', async () => {
    const instance = testInstance({ notifications: { serviceBreak: 'service-break', info: 'info' } });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/notifications/info.fi-FI.txt'))
        return new Response('Eka.\n\nToka.', { status: 200, headers: { 'Content-Type': 'text/plain' } });
      if (url.includes('/notifications/service-break.fi-FI.txt'))
        return new Response('Katko.\n\nLisää.', { status: 200, headers: { 'Content-Type': 'text/plain' } });
      return new Response('', { status: 404 });
    });
    const rendered = renderPortal('/demo1/fi-FI/404', { instance, user: null });
    vi.stubGlobal('fetch', fetchMock);
    await rendered;
    // renderPortal stubs the server first; the bell asks after mount, so our stub answers
    const bell = await screen.findByRole('button', { name: 'Ilmoitukset, 2 lukematonta' });
    await act(async () => {
      fireEvent.click(bell);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Ilmoitukset' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByText('Toka.').tagName).toBe('P');
    expect(within(dialog).getByText('Lisää.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ilmoitukset' })).toBeTruthy());
    expect(document.cookie).toContain('notificationsSeen=');
  });
});

describe('left menu', () => {
  it('opens external links in a new tab with rel=noopener and says so', async () => {
    await renderPortal('/demo1/fi-FI/404', { instance: testInstance({ menu }), user: testUser() });
    const nav = screen.getByRole('navigation', { name: 'Päävalikko' });
    const link = within(nav).getByRole('link', { name: /Verkkosivut/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('(avautuu uuteen välilehteen)');
  });

  it('hides the district heating entry when the user has no heat usage places (cookie set to true)', async () => {
    await renderPortal('/demo1/fi-FI/404', {
      instance: testInstance({ menu }),
      user: testUser({ hasHeatUsagePlaces: false }),
    });
    const nav = screen.getByRole('navigation', { name: 'Päävalikko' });
    expect(within(nav).queryByRole('link', { name: 'Kaukolämpöraportti' })).toBeNull();
    expect(document.cookie).toContain('hideDistrictHeatingSection=true');
  });

  it('shows the district heating entry to a user with heat usage places (cookie set to false)', async () => {
    await renderPortal('/demo1/fi-FI/404', {
      instance: testInstance({ menu }),
      user: testUser({ hasHeatUsagePlaces: true }),
    });
    const nav = screen.getByRole('navigation', { name: 'Päävalikko' });
    expect(within(nav).getByRole('link', { name: 'Kaukolämpöraportti' })).toBeTruthy();
    expect(document.cookie).toContain('hideDistrictHeatingSection=false');
  });
});

describe('shared-locations link', () => {
  it('links to the account locations tab when logged in and the instance enables shared locations', async () => {
    await renderPortal('/demo1/en-US/404', {
      instance: testInstance({ flags: { sharedLocations: true } }),
      user: testUser(),
    });
    const link = within(await screen.findByRole('banner')).getByRole('link', { name: 'Shared locations' });
    expect(link.getAttribute('href')).toBe('/demo1/en-US/account/locations');
  });

  it('is not shown when the instance disables shared locations, nor when logged out', async () => {
    const view = await renderPortal('/demo1/en-US/404', {
      instance: testInstance({ flags: { sharedLocations: false } }),
      user: testUser(),
    });
    expect(
      within(await screen.findByRole('banner')).queryByRole('link', { name: 'Shared locations' }),
    ).toBeNull();
    view.unmount();
    await renderPortal('/demo1/en-US/404', {
      instance: testInstance({ flags: { sharedLocations: true } }),
      user: null,
    });
    expect(
      within(await screen.findByRole('banner')).queryByRole('link', { name: 'Shared locations' }),
    ).toBeNull();
  });
});
