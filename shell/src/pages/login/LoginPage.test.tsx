import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExternalLoginButton, InstanceConfig } from '@portal/instances';
import { ApiError } from '@portal/shared';
import { testInstance } from '@portal/shared/testing';
import * as authApi from '../../session/authApi';
import { fullPageRedirect } from '../../session/fullPageRedirect';
import { renderAuthPage } from '../../session/testing/renderAuthPage';
import { LoginPage } from './LoginPage';
import { loadLoginNotification } from './useLoginNotification';

vi.mock('../../session/authApi');
vi.mock('../../session/fullPageRedirect', () => ({ fullPageRedirect: vi.fn() }));
vi.mock('../../app/navigation', () => ({ navigateTo: vi.fn() }));

const api = vi.mocked(authApi);

const bank: ExternalLoginButton = {
  id: 'bank',
  kind: 'bank',
  labelKey: 'instance.login.bank',
  enabled: true,
  provider: 'demo-bank',
  strongAuth: true,
};
// the auth service's start of an OpenID login for that button (instance and language of the test portal)
const bankStart = (instanceId: string) =>
  `/auth/openid/start?instance=${instanceId}&button=bank&language=en-US`;
const google: ExternalLoginButton = {
  id: 'google',
  kind: 'google',
  labelKey: 'instance.login.google',
  enabled: true,
  url: 'https://accounts.example.com/auth',
};
const texts = { 'instance.login.bank': 'Pankkitunnistus Demo', 'instance.login.google': 'Google Demo' };

const withLogin = (login: Partial<InstanceConfig['login']>): InstanceConfig => {
  const instance = testInstance();
  return { ...instance, login: { ...instance.login, ...login } };
};

const renderLogin = (login: Partial<InstanceConfig['login']> = {}, extra: Partial<InstanceConfig> = {}) =>
  renderAuthPage(<LoginPage />, { instance: { ...withLogin(login), ...extra }, texts });

const usernameInput = () => screen.getByRole('textbox', { name: /Username/ });
const passwordInput = () => screen.getByLabelText(/Password/);
const submitButton = () => screen.getByRole('button', { name: /Log(ging)? in/ });

beforeEach(() => {
  vi.resetAllMocks();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('', { status: 404 }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('login page variants', () => {
  it('a form-only instance shows the username and password form and no divider or external buttons', () => {
    renderLogin();
    expect(usernameInput()).toBeTruthy();
    expect(passwordInput()).toBeTruthy();
    expect(screen.queryByText('or')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Other ways to log in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/demo1/en-US/reset-password',
    );
  });

  it("form and external buttons are separated by an 'or' divider; buttons carry the provider's label", () => {
    renderLogin({ externalButtons: [bank, { ...google, enabled: false }] });
    expect(usernameInput()).toBeTruthy();
    expect(screen.getByText('or')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Other ways to log in' });
    expect(within(list).getByRole('button', { name: 'Pankkitunnistus Demo' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(within(list).getByRole('button', { name: 'Google Demo' }).hasAttribute('disabled')).toBe(true);
  });

  it('an external-only instance shows only the external buttons', () => {
    renderLogin({ externalOnly: true, externalButtons: [bank] });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pankkitunnistus Demo' })).toBeTruthy();
  });

  it('a description-only instance shows the description text without the form', () => {
    renderAuthPage(<LoginPage />, {
      instance: withLogin({ descriptionOnly: true, localForm: false }),
      texts: { 'shell.login.description': 'Kirjaudu Demo-palveluun asiointitunnuksilla.' },
    });
    expect(screen.getByText('Kirjaudu Demo-palveluun asiointitunnuksilla.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('the forgot-password link is hidden when all login buttons are disabled', () => {
    renderLogin({ externalOnly: true, externalButtons: [{ ...bank, enabled: false }] });
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
  });

  it('the forgot-username link opens a dialog that links to the service', async () => {
    renderLogin({ forgotUsernameUrl: 'https://asiointi.example.fi/' });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your username?' }));
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByRole('link', { name: /customer service/ });
    expect(link.getAttribute('href')).toBe('https://asiointi.example.fi/');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('with a strong login service the forgot-username dialog starts it for the purpose forgot-username', async () => {
    renderLogin({ forgotUsernameUrl: 'https://asiointi.example.fi/', externalButtons: [bank] });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your username?' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('link')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Identify yourself' }));
    expect(fullPageRedirect).toHaveBeenCalledWith(`${bankStart('demo1')}&purpose=forgot-username`);
  });

  it('without a forgot-username service there is no forgot-username link', () => {
    renderLogin();
    expect(screen.queryByRole('button', { name: 'Forgot your username?' })).toBeNull();
  });

  it('a cookies-disabled warning is shown when cookies are disabled', () => {
    vi.spyOn(window.navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    renderLogin();
    expect(screen.getByRole('alert').textContent).toContain('Cookies are disabled');
  });

  it('no cookies warning when cookies are enabled', () => {
    renderLogin();
    expect(screen.queryByText(/Cookies are disabled/)).toBeNull();
  });

  it('the login notification text is fetched by file name and shown', async () => {
    vi.mocked(fetch).mockResolvedValue(
      new Response('Huoltokatko la klo 8-10.\n\nToinen kappale.', { status: 200 }),
    );
    renderLogin({ notificationFile: 'login' }, {});
    expect(await screen.findByText('Huoltokatko la klo 8-10.')).toBeTruthy();
    expect(screen.getByText('Toinen kappale.')).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/instances/demo1/notifications/login.en-US.txt');
  });

  it('a notice read before the page (the logged-out entry) is in its first render, and not fetched again', async () => {
    vi.mocked(fetch).mockResolvedValue(new Response('Luettu etukäteen.', { status: 200 }));
    await loadLoginNotification('demo1', 'login', 'en-US');
    renderLogin({ notificationFile: 'login' }, {});
    expect(screen.getByText('Luettu etukäteen.')).toBeTruthy();
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
  });

  it("the session notice ('access token removed') is shown", () => {
    renderAuthPage(<LoginPage />, {
      session: {
        status: 'loggedOut',
        notice: { messageId: 'shell.session.accessTokenRemoved', intent: 'warning' },
      },
    });
    expect(screen.getByText('Your session has ended or was removed. Please log in again.')).toBeTruthy();
  });
});

describe('login validation and submit', () => {
  it('the required-field message appears only after the field is touched', () => {
    renderLogin();
    expect(screen.queryByText('This field is required.')).toBeNull();
    fireEvent.focus(usernameInput());
    fireEvent.blur(usernameInput());
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
  });

  it('submitting an empty form shows both required messages and calls nothing', () => {
    renderLogin();
    fireEvent.click(submitButton());
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(api.requestToken).not.toHaveBeenCalled();
  });

  it('login submit shows a spinner and disables the button until the answer', async () => {
    let answer: ((value: never) => void) | undefined;
    api.requestToken.mockImplementation(() => new Promise((_, reject) => (answer = reject)));
    const { store } = renderLogin();
    fireEvent.change(usernameInput(), { target: { value: 'customer' } });
    fireEvent.change(passwordInput(), { target: { value: 'Demo-pass-2026' } });
    fireEvent.click(submitButton());
    expect(api.requestToken).toHaveBeenCalledWith('mimo_demo1', 'customer', 'Demo-pass-2026');
    const busy = screen.getByRole('button', { name: /Logging in/ });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await act(async () =>
      answer?.(new ApiError({ httpStatusCode: 401, errorCode: 'bad_credentials' }) as never),
    );
    expect(store.getState().session.login.pending).toBe(false);
    expect(submitButton().hasAttribute('disabled')).toBe(false);
    // what the user typed is kept
    expect((usernameInput() as HTMLInputElement).value).toBe('customer');
  });

  it('a login error from the catalogue is shown localized in an alert', async () => {
    api.requestToken.mockRejectedValue(new ApiError({ httpStatusCode: 401, errorCode: 'bad_credentials' }));
    renderLogin();
    fireEvent.change(usernameInput(), { target: { value: 'customer' } });
    fireEvent.change(passwordInput(), { target: { value: 'wrong' } });
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password.');
  });

  it.each([
    ['no other login method', [] as ExternalLoginButton[], /contact the customer service of Demo Energia/],
    ['only disabled buttons', [{ ...bank, enabled: false }], /contact the customer service of Demo Energia/],
    ['an enabled external button', [bank], /Use the other login options/],
  ])(
    'local_login_is_disabled with %s says what the user can do',
    async (_case, externalButtons, expected) => {
      api.requestToken.mockRejectedValue(
        new ApiError({ httpStatusCode: 403, errorCode: 'local_login_is_disabled' }),
      );
      renderAuthPage(<LoginPage />, {
        instance: { ...withLogin({ externalButtons }), displayName: 'Demo Energia' },
        texts: { ...texts, 'shell.login.contactDetails': 'Call 010 000 0000.' },
      });
      fireEvent.change(usernameInput(), { target: { value: 'dummy' } });
      fireEvent.change(passwordInput(), { target: { value: 'Demo-pass-2026' } });
      fireEvent.click(submitButton());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toMatch(expected);
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      // the instance's contact details, when its texts give them, go with the "contact" advice
      expect(alert.textContent?.includes('Call 010 000 0000.')).toBe(
        externalButtons.every((b) => !b.enabled),
      );
    },
  );

  it('account_locked_until shows the time the lock ends, in the user time zone', async () => {
    api.requestToken.mockRejectedValue(
      new ApiError({
        httpStatusCode: 401,
        errorCode: 'account_locked_until',
        details: { lockedUntil: '2026-03-01T10:15:00Z' },
      }),
    );
    renderLogin();
    fireEvent.change(usernameInput(), { target: { value: 'customer' } });
    fireEvent.change(passwordInput(), { target: { value: 'wrong' } });
    fireEvent.click(submitButton());
    // 10:15 UTC is 12:15 in Helsinki (the test's IntlProvider time zone)
    expect((await screen.findByRole('alert')).textContent).toMatch(/Try again after .*12:15/);
  });
});

describe('external login and strong authentication', () => {
  it('an enabled button without strong authentication redirects to its address', () => {
    renderLogin({ externalButtons: [google] });
    fireEvent.click(screen.getByRole('button', { name: 'Google Demo' }));
    expect(fullPageRedirect).toHaveBeenCalledWith(google.url);
  });

  it('a strong-authentication button asks for confirmation; confirm redirects to its address', async () => {
    renderLogin({ externalButtons: [bank] });
    fireEvent.click(screen.getByRole('button', { name: 'Pankkitunnistus Demo' }));
    const dialog = await screen.findByRole('dialog');
    expect(fullPageRedirect).not.toHaveBeenCalled();
    expect(usernameInput().hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to identification' }));
    expect(fullPageRedirect).toHaveBeenCalledWith(bankStart(testInstance().id));
  });

  it('cancel in the strong-authentication dialog re-enables the form', async () => {
    renderLogin({ externalButtons: [bank] });
    fireEvent.click(screen.getByRole('button', { name: 'Pankkitunnistus Demo' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(usernameInput().hasAttribute('disabled')).toBe(false);
    expect(submitButton().hasAttribute('disabled')).toBe(false);
    expect(fullPageRedirect).not.toHaveBeenCalled();
  });

  it('strong_auth_required from the form opens the confirmation dialog for the strong service', async () => {
    api.requestToken.mockRejectedValue(
      new ApiError({ httpStatusCode: 403, errorCode: 'strong_auth_required' }),
    );
    renderLogin({ externalButtons: [google, bank] });
    fireEvent.change(usernameInput(), { target: { value: 'customer' } });
    fireEvent.change(passwordInput(), { target: { value: 'Demo-pass-2026' } });
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Pankkitunnistus Demo');
  });
});
