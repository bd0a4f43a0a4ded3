import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserInfo } from '@portal/shared';
import { deferred, mockFetch, testInstance, testUser } from '@portal/shared/testing';
import { renderPortal } from '../../../test/renderPortal';
import { sessionActions } from '../../session';

const location = () => screen.getByTestId('location').textContent;
// the page, its tabs' parts and the confirm dialog are chunks loaded on demand: slow on a busy machine
const LAZY = { timeout: 10_000 };
vi.setConfig({ testTimeout: 20_000 });
// Fluent's modal focus trap (tabster) may leave aria-hidden on the confirm dialog in jsdom although focus is
// in it (seen on a loaded machine): its buttons and alert are found by text; e2e reaches them by role
// Fluent draws a tab's label twice (the bold copy reserves its width): read the tab's own id
const TAB_LABELS: Record<string, string> = {
  'account-tab-general': 'Yleiset',
  'account-tab-security': 'Tietoturva',
  'account-tab-locations': 'Käyttöpaikat',
  'account-tab-activity': 'Tietojeni käsittely',
};
const tabNames = () => screen.queryAllByRole('tab').map((tab) => TAB_LABELS[tab.id]);
const withLocations = testInstance({ flags: { sharedLocations: true } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A server knowing the user, answering the account calls with `handlers`. */
const serve = (user: UserInfo, handlers: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({ '/auth/userinfo': () => ({ body: user }), ...handlers });

describe('account/{tab} (spec sections 2 and 6)', () => {
  it('account opens the general tab; the tabs are general, security, locations and who has viewed my data', async () => {
    await renderPortal('/demo1/fi-FI/account', { instance: withLocations, user: testUser() });
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/account/general'));
    await screen.findByRole('tablist', undefined, LAZY);
    expect(tabNames()).toEqual(['Yleiset', 'Tietoturva', 'Käyttöpaikat', 'Tietojeni käsittely']);
    expect(screen.getByRole('tab', { name: 'Yleiset' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Oma tili' })).toBeTruthy();
  });

  it('a tab change navigates to the account path plus the tab', async () => {
    await renderPortal('/demo1/fi-FI/account/general', { instance: withLocations, user: testUser() });
    await screen.findByRole('tablist', undefined, LAZY);
    fireEvent.click(await screen.findByRole('tab', { name: 'Tietoturva' }));
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/account/security'));
    expect(screen.getByLabelText(/Nykyinen salasana/, { selector: 'input' }).getAttribute('type')).toBe(
      'password',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Käyttöpaikat' }));
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/account/locations'));
  });

  it.each([
    ['the user is filled with dummy data', testInstance(), testUser({ filledWithDummyData: true })],
    ['the user may not log in locally', testInstance(), testUser({ allowLocalLogin: false })],
    [
      'the instance does not allow local login',
      testInstance({ login: { ...testInstance().login, allowLocalLogin: false } }),
      testUser(),
    ],
    [
      'the instance never shows it (login.hideSecurityTab)',
      testInstance({ login: { ...testInstance().login, hideSecurityTab: true } }),
      testUser(),
    ],
  ])('no security tab when %s; its address opens the general tab', async (_case, instance, user) => {
    await renderPortal('/demo1/fi-FI/account/security', { instance, user });
    await screen.findByRole('tablist', undefined, LAZY);
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/account/general'));
    expect(tabNames()).toEqual(['Yleiset', 'Tietojeni käsittely']);
  });

  it('no locations tab without shared locations', async () => {
    await renderPortal('/demo1/fi-FI/account/locations', { instance: testInstance(), user: testUser() });
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/account/general'));
    expect(tabNames()).toEqual(['Yleiset', 'Tietoturva', 'Tietojeni käsittely']);
  });

  it('an unknown tab shows the 404 page at its address', async () => {
    await renderPortal('/demo1/fi-FI/account/other', { instance: withLocations, user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Sivua ei löytynyt' })).toBeTruthy();
    expect(location()).toBe('/demo1/fi-FI/account/other');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('a logged-out user goes to /', async () => {
    await renderPortal('/demo1/fi-FI/account/general', { instance: withLocations, user: null });
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/welcome'));
  });

  it("the user menu's Account item opens the account page", async () => {
    await renderPortal('/demo1/fi-FI/404', { instance: withLocations, user: testUser() });
    fireEvent.click(screen.getByRole('button', { name: /Maija/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Oma tili' }));
    await waitFor(() => expect(location()).toBe('/demo1/fi-FI/account/general'));
  });
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

describe('general tab: the profile form (spec sections 4 and 5)', () => {
  it('saves the profile: a spinner, after 500 ms the success alert, and the header shows the new first name', async () => {
    const user = testUser();
    await renderPortal('/demo1/fi-FI/account/general', { instance: withLocations, user });
    await screen.findByRole('tablist', undefined, LAZY);
    const answer = deferred<{ body: UserInfo }>();
    const server = serve(user, { '/auth/update_user': () => answer.promise });
    type(/Etunimi/, '  Aino Maria ');
    type(/Puhelinnumero/, '050 123 4567');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('button', { name: 'Tallennetaan…' })).toBeTruthy();
    expect(server.callsTo('/auth/update_user')[0]!.body).toEqual({
      firstName: 'Aino Maria',
      lastName: 'Meikäläinen',
      username: 'customer',
      email: 'maija@example.com',
      phoneNumber: '0501234567',
    });
    await act(async () => answer.resolve({ body: { ...user, firstName: 'Aino Maria' } }));
    await act(async () => vi.advanceTimersByTime(400));
    expect(screen.queryByText('Tiedot on tallennettu.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tallennetaan…' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(150));
    expect((await screen.findByText('Tiedot on tallennettu.')).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: /käyttäjävalikko|Aino/i }).textContent).toContain('Aino');
    expect((field(/Etunimi/) as HTMLInputElement).value).toBe('  Aino Maria ');
  });

  it('a taken username shows errors.username_already_exist and keeps what was typed', async () => {
    const user = testUser();
    await renderPortal('/demo1/fi-FI/account/general', { instance: withLocations, user });
    await screen.findByRole('tablist', undefined, LAZY);
    serve(user, {
      '/auth/update_user': () => ({ status: 400, body: { error: 'username_already_exist' } }),
    });
    type(/Käyttäjätunnus/, 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'Käyttäjätunnus on jo käytössä',
    );
    expect((field(/Käyttäjätunnus/) as HTMLInputElement).value).toBe('admin');
  });

  it("the server's validations_fail details show at their fields", async () => {
    const user = testUser();
    await renderPortal('/demo1/fi-FI/account/general', { instance: withLocations, user });
    await screen.findByRole('tablist', undefined, LAZY);
    serve(user, {
      '/auth/update_user': () => ({
        status: 400,
        body: {
          error: 'validations_fail',
          details: { fields: [{ field: '/lastName', rule: 'max_length' }] },
        },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await screen.findByText(/Osa tiedoista on virheellisiä/, {}, { timeout: 3000 });
    expect(field(/Sukunimi/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Kirjoita enintään 100 merkkiä.')).toBeTruthy();
  });

  it('the rules are checked before sending: nothing is sent while a field is invalid', async () => {
    const user = testUser();
    await renderPortal('/demo1/fi-FI/account/general', { instance: withLocations, user });
    await screen.findByRole('tablist', undefined, LAZY);
    const server = serve(user, { '/auth/update_user': () => ({ body: user }) });
    type(/Käyttäjätunnus/, 'maija/liisa');
    type(/Sähköposti/, '');
    type(/Puhelinnumero/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText(/Käyttäjätunnuksessa ei saa olla näitä merkkejä/)).toBeTruthy();
    expect(
      screen.getByText('Anna sähköpostiosoite tai puhelinnumero (vähintään toinen niistä).'),
    ).toBeTruthy();
    expect(server.callsTo('/auth/update_user')).toHaveLength(0);
  });

  it('without local login the names and username are hidden and not sent', async () => {
    const user = testUser({ allowLocalLogin: false, phoneNumber: '0401234567' });
    await renderPortal('/demo1/fi-FI/account/general', { instance: withLocations, user });
    await screen.findByRole('tablist', undefined, LAZY);
    const server = serve(user, { '/auth/update_user': () => ({ body: user }) });
    expect(screen.queryByRole('textbox', { name: /Etunimi/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Käyttäjätunnus/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(server.callsTo('/auth/update_user')).toHaveLength(1));
    expect(server.callsTo('/auth/update_user')[0]!.body).toEqual({
      email: 'maija@example.com',
      phoneNumber: '0401234567',
    });
  });
});

describe('general tab: deleting the account (spec section 6)', () => {
  it('asks for confirmation, deletes, then logs out', async () => {
    const user = testUser();
    const { dispatched } = await renderPortal('/demo1/fi-FI/account/general', {
      instance: withLocations,
      user,
    });
    await screen.findByRole('tablist', undefined, LAZY);
    const server = serve(user, { '/auth/delete_user': () => ({ status: 204 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Poista käyttäjätili' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Poistetaanko käyttäjätili?' }, LAZY);
    expect(server.callsTo('/auth/delete_user')).toHaveLength(0);
    fireEvent.click(within(dialog).getByText('Poista tili'));
    await waitFor(() => expect(dispatched).toContain(sessionActions.logoutRequested.type));
    expect(server.callsTo('/auth/delete_user')).toHaveLength(1);
  });

  it("a failure shows the catalogue's message and the user stays", async () => {
    const user = testUser();
    const { dispatched } = await renderPortal('/demo1/fi-FI/account/general', {
      instance: withLocations,
      user,
    });
    await screen.findByRole('tablist', undefined, LAZY);
    serve(user, { '/auth/delete_user': () => ({ status: 503 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Poista käyttäjätili' }));
    const dialog = await screen.findByRole('alertdialog', undefined, LAZY);
    fireEvent.click(within(dialog).getByText('Poista tili'));
    const failed = await within(dialog).findByText(
      'Käyttäjätilin poistaminen epäonnistui. Palvelu voi olla tilapäisesti poissa käytöstä. Yritä myöhemmin uudelleen.',
    );
    expect(failed.closest('[role="alert"]')).not.toBeNull();
    expect(dispatched).not.toContain(sessionActions.logoutRequested.type);
  });
});

describe('security tab: the password form (spec sections 4 and 5)', () => {
  const open = async (handlers: Parameters<typeof mockFetch>[0]) => {
    const user = testUser();
    await renderPortal('/demo1/fi-FI/account/security', { instance: withLocations, user });
    await screen.findByRole('tablist', undefined, LAZY);
    return serve(user, handlers);
  };
  const password = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
  const typePassword = (name: RegExp, value: string) =>
    fireEvent.change(password(name), { target: { value } });

  it('a weak new password is refused before sending, with the rule', async () => {
    const server = await open({ '/auth/change_password': () => ({ body: {} }) });
    typePassword(/Nykyinen salasana/, 'Demo-pass-2026');
    typePassword(/Uusi salasana/, 'lyhyt1A');
    fireEvent.click(screen.getByRole('button', { name: 'Vaihda salasana' }));
    expect(await screen.findByText('Kirjoita vähintään 8 merkkiä.')).toBeTruthy();
    typePassword(/Uusi salasana/, 'eiisoja-123');
    expect(
      await screen.findByText(
        'Salasanassa on oltava vähintään 8 merkkiä, ja siinä on oltava numeroita sekä isoja ja pieniä kirjaimia.',
      ),
    ).toBeTruthy();
    expect(server.callsTo('/auth/change_password')).toHaveLength(0);
  });

  it('a wrong current password shows errors.invalid_current_password and keeps what was typed', async () => {
    await open({
      '/auth/change_password': () => ({ status: 400, body: { error: 'invalid_current_password' } }),
    });
    typePassword(/Nykyinen salasana/, 'Vaara-123');
    typePassword(/Uusi salasana/, 'Uusi-salasana-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Vaihda salasana' }));
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'Nykyinen salasana on väärä.',
    );
    expect(password(/Nykyinen salasana/).value).toBe('Vaara-123');
    expect(password(/Uusi salasana/).value).toBe('Uusi-salasana-2026');
  });

  it('a common password refused by the server shows at the new password field', async () => {
    await open({
      '/auth/change_password': () => ({
        status: 400,
        body: {
          error: 'validations_fail',
          details: { fields: [{ field: '/newPassword', rule: 'common_password' }] },
        },
      }),
    });
    typePassword(/Nykyinen salasana/, 'Demo-pass-2026');
    typePassword(/Uusi salasana/, 'Password1');
    fireEvent.click(screen.getByRole('button', { name: 'Vaihda salasana' }));
    expect(
      await screen.findByText(
        'Tämä salasana on yleisimpien salasanojen joukossa ja helppo arvata. Valitse toinen.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
  });

  it('a change sends both trimmed, shows the success alert and clears the fields', async () => {
    const server = await open({
      '/auth/change_password': () => ({
        body: { access_token: 'x', token_type: 'bearer', expires_in: 3600, scope: '' },
      }),
    });
    typePassword(/Nykyinen salasana/, ' Demo-pass-2026 ');
    typePassword(/Uusi salasana/, ' Uusi-salasana-2026 ');
    fireEvent.click(screen.getByRole('button', { name: 'Vaihda salasana' }));
    expect(await screen.findByText(/Salasana on vaihdettu\./, {}, { timeout: 3000 })).toBeTruthy();
    expect(server.callsTo('/auth/change_password')[0]!.body).toEqual({
      currentPassword: 'Demo-pass-2026',
      newPassword: 'Uusi-salasana-2026',
    });
    await waitFor(() => expect(password(/Uusi salasana/).value).toBe(''));
    expect(password(/Nykyinen salasana/).value).toBe('');
  });
});
