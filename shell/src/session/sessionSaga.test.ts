// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { ApiError, apiRequest, networkFailure } from '@portal/shared';
import * as authApi from './authApi';
import { navigateTo } from '../app/navigation';
import { fullPageRedirect } from './fullPageRedirect';
import {
  bootWorker,
  checkWorker,
  loginWorker,
  logoutWorker,
  openIdCallbackWorker,
  resetPasswordConfirmWorker,
  resetPasswordWorker,
  sessionSaga,
} from './sessionSaga';
import { configureSession } from './sessionConfig';
import { isSessionExpected, offlineUserOf, rememberSession } from './sessionHint';
import { forgetVerified, handOverVerified, RECHECK_AFTER_MS } from './recentCheck';
import { sessionActions, sessionReducer } from './sessionSlice';
import { APP_RESET } from './appReset';
import { testUser as customerUser } from '@portal/shared/testing';
import { runWorker } from './testing/runWorker';

vi.mock('./authApi');
vi.mock('../app/navigation', () => ({ navigateTo: vi.fn() }));
vi.mock('./fullPageRedirect', () => ({ fullPageRedirect: vi.fn() }));

const api = vi.mocked(authApi);
const apiError = (httpStatusCode: number, errorCode: string, details?: Record<string, unknown>) =>
  new ApiError({ httpStatusCode, errorCode, details });

beforeEach(() => {
  vi.resetAllMocks();
  vi.restoreAllMocks();
  window.localStorage.clear();
  forgetVerified();
  configureSession({ instanceId: 'demo1', language: 'fi-FI' });
});

describe('page load user fetch', () => {
  it('with a session the user data is fetched and the user is logged in', async () => {
    rememberSession();
    api.fetchUserInfo.mockResolvedValue(customerUser());
    const actions = await runWorker(bootWorker);
    expect(actions).toEqual([sessionActions.sessionEstablished(customerUser())]);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("asks as the page load's check, which reads the page's early session check (earlySessionCheck.ts)", async () => {
    api.fetchUserInfo.mockResolvedValue(customerUser());
    await runWorker(bootWorker);
    expect(api.fetchUserInfo).toHaveBeenCalledWith({ pageLoad: true });
  });

  it('a 401 when there was no session logs out silently', async () => {
    api.fetchUserInfo.mockRejectedValue(apiError(401, 'invalid_token'));
    const actions = await runWorker(bootWorker);
    expect(actions).toEqual([sessionActions.sessionEnded({ notice: null })]);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('on failure of an expected session the user is logged out and sent to login with the error text', async () => {
    rememberSession();
    api.fetchUserInfo.mockRejectedValue(apiError(401, 'invalid_token'));
    const actions = await runWorker(bootWorker);
    expect(actions).toEqual([
      sessionActions.sessionEnded({ notice: { messageId: 'errors.invalid_token', intent: 'error' } }),
    ]);
    expect(navigateTo).toHaveBeenCalledWith('/demo1/fi-FI/login', { replace: true });
    expect(isSessionExpected()).toBe(false);
  });

  it('a session of another instance is not a session of this one', async () => {
    api.fetchUserInfo.mockResolvedValue(customerUser({ instance: 'nivos' }));
    const actions = await runWorker(bootWorker);
    expect(actions).toEqual([sessionActions.sessionEnded({ notice: null })]);
  });
});

describe('page load without a network (the installable offline app, docs/offline.md)', () => {
  const offlineApp = () =>
    configureSession({ instanceId: 'leppakoski', language: 'en-US', offlineApp: true });
  const leppakoskiUser = () => customerUser({ instance: 'leppakoski' });
  const loadOnline = async () => {
    rememberSession();
    api.fetchUserInfo.mockResolvedValueOnce(leppakoskiUser());
    await runWorker(bootWorker);
    forgetVerified();
  };
  const offline = () => api.fetchUserInfo.mockRejectedValue(networkFailure(new TypeError('Failed to fetch')));

  it('a reload while offline keeps the user the server last confirmed, never the login form and an error', async () => {
    offlineApp();
    await loadOnline();
    offline();
    const actions = await runWorker(bootWorker);
    expect(actions).toEqual([
      sessionActions.sessionEstablished({ ...leppakoskiUser(), email: null, phoneNumber: null }),
    ]);
    expect(navigateTo).not.toHaveBeenCalled();
    expect(isSessionExpected()).toBe(true);
  });

  it('the user opened offline is not taken as confirmed: the first navigation online asks the server', async () => {
    offlineApp();
    await loadOnline();
    offline();
    const [established] = await runWorker(bootWorker);
    api.fetchUserInfo.mockReset();
    api.fetchUserInfo.mockRejectedValue(apiError(401, 'invalid_token'));
    const actions = await runWorker(checkWorker, { status: 'loggedIn', user: established!.payload as never });
    expect(api.fetchUserInfo).toHaveBeenCalledTimes(1);
    expect(actions).toEqual([
      sessionActions.sessionEnded({
        notice: { messageId: 'shell.session.accessTokenRemoved', intent: 'warning' },
      }),
    ]);
    expect(offlineUserOf('leppakoski')).toBeNull();
  });

  it('a 401 is "logged out", not "offline": the kept user goes with the session', async () => {
    offlineApp();
    await loadOnline();
    api.fetchUserInfo.mockRejectedValue(apiError(401, 'invalid_token'));
    const actions = await runWorker(bootWorker);
    expect(actions).toEqual([
      sessionActions.sessionEnded({ notice: { messageId: 'errors.invalid_token', intent: 'error' } }),
    ]);
    expect(offlineUserOf('leppakoski')).toBeNull();
  });

  it('offline without a kept user: logged out without an error, and the session is still expected online', async () => {
    offlineApp();
    rememberSession();
    offline();
    const actions = await runWorker(bootWorker);
    expect(actions).toEqual([sessionActions.sessionEnded({ notice: null })]);
    expect(navigateTo).not.toHaveBeenCalled();
    expect(isSessionExpected()).toBe(true);
  });

  it('keeps the user without contact details, and only where the instance has the offline app', async () => {
    offlineApp();
    await loadOnline();
    expect(offlineUserOf('leppakoski')).toMatchObject({
      sub: leppakoskiUser().sub,
      email: null,
      phoneNumber: null,
    });
    expect(offlineUserOf('demo1')).toBeNull();
    configureSession({ instanceId: 'leppakoski', language: 'en-US', offlineApp: false });
    await loadOnline();
    expect(offlineUserOf('leppakoski')).toBeNull();
  });

  it('logout forgets the kept user', async () => {
    offlineApp();
    await loadOnline();
    api.logout.mockResolvedValue(undefined);
    await runWorker(logoutWorker);
    expect(offlineUserOf('leppakoski')).toBeNull();
  });
});

describe('session check on each navigation', () => {
  it('does not call the server when logged out', async () => {
    const actions = await runWorker(checkWorker, { status: 'loggedOut' });
    expect(actions).toEqual([]);
    expect(api.fetchUserInfo).not.toHaveBeenCalled();
  });

  it("an invalid token clears the session and goes to login with the 'access token removed' message", async () => {
    api.fetchUserInfo.mockRejectedValue(apiError(401, 'invalid_token'));
    const actions = await runWorker(checkWorker, { status: 'loggedIn', user: customerUser() });
    expect(actions).toEqual([
      sessionActions.sessionEnded({
        notice: { messageId: 'shell.session.accessTokenRemoved', intent: 'warning' },
      }),
    ]);
    expect(navigateTo).toHaveBeenCalledWith('/demo1/fi-FI/login', { replace: true });
  });

  it('a network failure keeps the session', async () => {
    api.fetchUserInfo.mockRejectedValue(networkFailure(new TypeError('Failed to fetch')));
    const actions = await runWorker(checkWorker, { status: 'loggedIn', user: customerUser() });
    expect(actions).toEqual([]);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('a valid token with changed user data refreshes the user', async () => {
    api.fetchUserInfo.mockResolvedValue(customerUser({ firstName: 'Matti' }));
    const actions = await runWorker(checkWorker, { status: 'loggedIn', user: customerUser() });
    expect(actions).toEqual([sessionActions.sessionEstablished(customerUser({ firstName: 'Matti' }))]);
  });

  it('a valid token with the same user data dispatches nothing', async () => {
    api.fetchUserInfo.mockResolvedValue(customerUser());
    const actions = await runWorker(checkWorker, { status: 'loggedIn', user: customerUser() });
    expect(actions).toEqual([]);
  });
});

describe('a refused session on any page (an API call answered 401 invalid_token)', () => {
  const storeWithSaga = (loggedIn: boolean) => {
    const saga = createSagaMiddleware();
    const store = configureStore({
      reducer: { session: sessionReducer },
      middleware: (defaults) => defaults({ thunk: false }).concat(saga),
    });
    const task = saga.run(sessionSaga);
    if (loggedIn) store.dispatch(sessionActions.sessionEstablished(customerUser()));
    return { store, stop: () => task.cancel() };
  };
  const answer = (status: number, error: string) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error }), { status })),
    );

  it("clears the session and goes to login with the 'access token removed' message", async () => {
    rememberSession();
    const { store, stop } = storeWithSaga(true);
    answer(401, 'invalid_token');
    await expect(apiRequest({ path: '/connector/v1/notes' })).rejects.toMatchObject({ httpStatusCode: 401 });
    expect(store.getState().session).toMatchObject({
      status: 'loggedOut',
      user: null,
      notice: { messageId: 'shell.session.accessTokenRemoved', intent: 'warning' },
    });
    expect(navigateTo).toHaveBeenCalledWith('/demo1/fi-FI/login', { replace: true });
    expect(isSessionExpected()).toBe(false);
    stop();
    vi.unstubAllGlobals();
  });

  it("a page's calls refused together end the session once", async () => {
    const { stop } = storeWithSaga(true);
    answer(401, 'invalid_token');
    await Promise.allSettled([
      apiRequest({ path: '/connector/v1/notes' }),
      apiRequest({ path: '/connector/v1/reportOptions' }),
      apiRequest({ path: '/connector/v1/invoices' }),
    ]);
    expect(navigateTo).toHaveBeenCalledTimes(1);
    stop();
    vi.unstubAllGlobals();
  });

  it('a refusal while nobody is logged in changes nothing', async () => {
    const { store, stop } = storeWithSaga(false);
    answer(401, 'invalid_token');
    await apiRequest({ path: '/connector/v1/notes' }).catch(() => undefined);
    expect(store.getState().session.status).toBe('unknown');
    expect(navigateTo).not.toHaveBeenCalled();
    stop();
    vi.unstubAllGlobals();
  });

  it.each([
    [403, 'no_permission'],
    [404, 'user_not_found'],
    [500, 'generalError'],
  ])('a %i %s keeps the session', async (status, error) => {
    const { store, stop } = storeWithSaga(true);
    answer(status, error);
    await apiRequest({ path: '/connector/v1/notes' }).catch(() => undefined);
    expect(store.getState().session.status).toBe('loggedIn');
    stop();
    vi.unstubAllGlobals();
  });

  it('the session stops listening when its saga ends', async () => {
    const { store, stop } = storeWithSaga(true);
    stop();
    answer(401, 'invalid_token');
    await apiRequest({ path: '/connector/v1/notes' }).catch(() => undefined);
    expect(store.getState().session.status).toBe('loggedIn');
    vi.unstubAllGlobals();
  });
});

describe('login submit', () => {
  const credentials = sessionActions.loginRequested({ username: ' customer ', password: ' Demo-pass-2026' });

  it('posts the password grant for client mimo_<instance>, fetches the user and goes to the root', async () => {
    api.requestToken.mockResolvedValue({ access_token: 'x', token_type: 'bearer', expires_in: 1, scope: '' });
    api.fetchUserInfo.mockResolvedValue(customerUser());
    const actions = await runWorker(loginWorker, {}, credentials);
    // the username is trimmed, the password never
    expect(api.requestToken).toHaveBeenCalledWith('mimo_demo1', 'customer', ' Demo-pass-2026');
    expect(actions).toEqual([sessionActions.loginSucceeded(customerUser())]);
    expect(navigateTo).toHaveBeenCalledWith('/demo1/fi-FI/', { replace: true });
    expect(isSessionExpected()).toBe(true);
  });

  it.each([
    'bad_credentials',
    'user_is_disabled',
    'user_account_is_locked',
    'local_login_is_disabled',
    'no_permission',
    'invalid_authorities',
    'strong_auth_required',
    'invalid_client',
  ])('a %s answer is stored with its code and nobody is logged in', async (code) => {
    api.requestToken.mockRejectedValue(apiError(400, code));
    const actions = await runWorker(loginWorker, {}, credentials);
    expect(actions).toEqual([sessionActions.loginFailed({ errorCode: code, details: null })]);
    expect(api.fetchUserInfo).not.toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('account_locked_until keeps details.lockedUntil for the message', async () => {
    api.requestToken.mockRejectedValue(
      apiError(401, 'account_locked_until', { lockedUntil: '2026-03-01T10:15:00Z' }),
    );
    const actions = await runWorker(loginWorker, {}, credentials);
    expect(actions).toEqual([
      sessionActions.loginFailed({
        errorCode: 'account_locked_until',
        details: { lockedUntil: '2026-03-01T10:15:00Z' },
      }),
    ]);
  });

  it('a network failure is a generalError', async () => {
    api.requestToken.mockRejectedValue(new TypeError('fetch failed'));
    const actions = await runWorker(loginWorker, {}, credentials);
    expect(actions).toEqual([sessionActions.loginFailed({ errorCode: 'generalError', details: null })]);
  });

  it('a refused userinfo after a granted token is a cookie problem', async () => {
    api.requestToken.mockResolvedValue({ access_token: 'x', token_type: 'bearer', expires_in: 1, scope: '' });
    api.fetchUserInfo.mockRejectedValue(apiError(401, 'invalid_token'));
    const actions = await runWorker(loginWorker, {}, credentials);
    expect(actions).toEqual([sessionActions.loginFailed({ errorCode: 'cookie_problem', details: null })]);
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('calls logout, resets all client state and redirects to the configured logout address', async () => {
    configureSession({ instanceId: 'demo1', language: 'en-US', logoutUrl: 'https://www.example.fi/' });
    rememberSession();
    api.logout.mockResolvedValue(undefined);
    const actions = await runWorker(logoutWorker);
    expect(api.logout).toHaveBeenCalled();
    expect(actions).toEqual([{ type: APP_RESET }]);
    expect(fullPageRedirect).toHaveBeenCalledWith('https://www.example.fi/');
    expect(isSessionExpected()).toBe(false);
  });

  it("clears the instance's offline caches before leaving the page", async () => {
    let names = ['portal-offline:demo1:v1', 'portal-offline:karhulanenergia:v1'];
    vi.stubGlobal('caches', {
      keys: async () => [...names],
      delete: async (name: string) => {
        names = names.filter((n) => n !== name);
        return true;
      },
    });
    api.logout.mockRejectedValue(new TypeError('Failed to fetch'));
    await runWorker(logoutWorker);
    expect(names).toEqual(['portal-offline:karhulanenergia:v1']);
    expect(fullPageRedirect).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("a session from an OpenID provider leaves through the provider's logout, which ends its session too", async () => {
    configureSession({ instanceId: 'demo1', language: 'en-US', logoutUrl: 'https://www.example.fi/' });
    rememberSession();
    api.logout.mockResolvedValue({
      logoutUrl: 'http://localhost/demo-bank/session/end?client_id=mimo_demo1',
    });
    const actions = await runWorker(logoutWorker);
    expect(actions).toEqual([{ type: APP_RESET }]);
    expect(fullPageRedirect).toHaveBeenCalledWith(
      'http://localhost/demo-bank/session/end?client_id=mimo_demo1',
    );
    expect(isSessionExpected()).toBe(false);
  });

  it('without a configured address logout goes to the login page', async () => {
    api.logout.mockResolvedValue(undefined);
    await runWorker(logoutWorker);
    expect(fullPageRedirect).toHaveBeenCalledWith('/demo1/fi-FI/login');
  });

  it('a failed logout call still resets the client and redirects', async () => {
    api.logout.mockRejectedValue(apiError(500, 'generalError'));
    const actions = await runWorker(logoutWorker);
    expect(actions).toEqual([{ type: APP_RESET }]);
    expect(fullPageRedirect).toHaveBeenCalledWith('/demo1/fi-FI/login');
  });
});

describe('reset password', () => {
  it('the username is trimmed before sending, with the client and language', async () => {
    api.requestPasswordReset.mockResolvedValue({ status: 'sent' });
    const actions = await runWorker(
      resetPasswordWorker,
      {},
      sessionActions.resetPasswordRequested({ username: '  maija ' }),
    );
    expect(api.requestPasswordReset).toHaveBeenCalledWith('maija', 'mimo_demo1', 'fi-FI');
    expect(actions).toEqual([sessionActions.resetPasswordSent()]);
  });

  it('a failed send is stored with its code', async () => {
    api.requestPasswordReset.mockRejectedValue(apiError(429, 'too_many_requests'));
    const actions = await runWorker(
      resetPasswordWorker,
      {},
      sessionActions.resetPasswordRequested({ username: 'm' }),
    );
    expect(actions).toEqual([
      sessionActions.resetPasswordFailed({ errorCode: 'too_many_requests', details: null }),
    ]);
  });

  it('a new password is confirmed with the code from the mail', async () => {
    api.confirmPasswordReset.mockResolvedValue(undefined);
    const action = sessionActions.resetPasswordConfirmRequested({
      code: 'abc',
      newPassword: 'Uusi-salasana1',
    });
    const actions = await runWorker(resetPasswordConfirmWorker, {}, action);
    expect(api.confirmPasswordReset).toHaveBeenCalledWith('abc', 'Uusi-salasana1');
    expect(actions).toEqual([sessionActions.resetPasswordConfirmed()]);
  });

  it('an invalid reset code is stored with its code', async () => {
    api.confirmPasswordReset.mockRejectedValue(apiError(400, 'invalid_reset_code'));
    const action = sessionActions.resetPasswordConfirmRequested({
      code: 'abc',
      newPassword: 'Uusi-salasana1',
    });
    const actions = await runWorker(resetPasswordConfirmWorker, {}, action);
    expect(actions).toEqual([
      sessionActions.resetPasswordFailed({ errorCode: 'invalid_reset_code', details: null }),
    ]);
  });
});

describe('openid callback', () => {
  const received = (
    code: string | null,
    openIdError: string | null = null,
    purpose: 'login' | 'forgot-username' = 'login',
  ) => sessionActions.openIdCallbackReceived({ code, openIdError, purpose });

  it('an error returns to login with a message', async () => {
    const actions = await runWorker(openIdCallbackWorker, {}, received('abc', 'access_denied'));
    expect(actions).toEqual([
      sessionActions.sessionEnded({ notice: { messageId: 'shell.session.openIdError', intent: 'error' } }),
    ]);
    expect(api.exchangeOpenIdCode).not.toHaveBeenCalled();
    expect(navigateTo).toHaveBeenCalledWith('/demo1/fi-FI/login', { replace: true });
  });

  it.each(['user_not_found', 'user_is_disabled', 'no_permission'])(
    'an account answer (%s) returns to login with its own catalogue message',
    async (code) => {
      const actions = await runWorker(openIdCallbackWorker, {}, received(null, code, 'forgot-username'));
      expect(actions).toEqual([
        sessionActions.sessionEnded({ notice: { messageId: `errors.${code}`, intent: 'error' } }),
      ]);
      expect(navigateTo).toHaveBeenCalledWith('/demo1/fi-FI/login', { replace: true });
    },
  );

  it('no code gives login with the third-party-cookies-disabled notice', async () => {
    const actions = await runWorker(openIdCallbackWorker, {}, received(null));
    expect(actions).toEqual([
      sessionActions.sessionEnded({
        notice: { messageId: 'shell.session.thirdPartyCookiesDisabled', intent: 'warning' },
      }),
    ]);
    expect(navigateTo).toHaveBeenCalledWith('/demo1/fi-FI/login', { replace: true });
  });

  it('a code is exchanged for the cookie, the user is fetched, then the user goes home', async () => {
    api.exchangeOpenIdCode.mockResolvedValue(undefined);
    api.fetchUserInfo.mockResolvedValue(customerUser());
    const actions = await runWorker(openIdCallbackWorker, {}, received('one-time'));
    expect(api.exchangeOpenIdCode).toHaveBeenCalledWith('one-time');
    expect(actions).toEqual([sessionActions.sessionEstablished(customerUser())]);
    expect(navigateTo).toHaveBeenCalledWith('/demo1/fi-FI/', { replace: true });
  });

  it('the forgot-username strong login signs in and reveals the username instead of going home', async () => {
    api.exchangeOpenIdCode.mockResolvedValue(undefined);
    api.fetchUserInfo.mockResolvedValue(customerUser());
    const actions = await runWorker(openIdCallbackWorker, {}, received('one-time', null, 'forgot-username'));
    expect(actions).toEqual([
      sessionActions.sessionEstablished(customerUser()),
      sessionActions.usernameRevealed(customerUser().username),
    ]);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('a bad token (a refused code) returns to login with the cookie problem message', async () => {
    api.exchangeOpenIdCode.mockRejectedValue(apiError(404, 'not_found'));
    const actions = await runWorker(openIdCallbackWorker, {}, received('one-time'));
    expect(actions).toEqual([
      sessionActions.sessionEnded({ notice: { messageId: 'errors.cookie_problem', intent: 'error' } }),
    ]);
    expect(navigateTo).toHaveBeenCalledWith('/demo1/fi-FI/login', { replace: true });
  });

  it('a refused userinfo after the exchange returns to login with the cookie problem message', async () => {
    api.exchangeOpenIdCode.mockResolvedValue(undefined);
    api.fetchUserInfo.mockRejectedValue(apiError(401, 'invalid_token'));
    const actions = await runWorker(openIdCallbackWorker, {}, received('one-time'));
    expect(actions).toEqual([
      sessionActions.sessionEnded({ notice: { messageId: 'errors.cookie_problem', intent: 'error' } }),
    ]);
  });
});

/** Moves the clock the session code reads (Date.now) ms ahead of now. */
const laterBy = (ms: number) => {
  const at = Date.now() + ms;
  vi.spyOn(Date, 'now').mockReturnValue(at);
};

describe('one /auth/userinfo call per need', () => {
  const storeWithSaga = () => {
    const saga = createSagaMiddleware();
    const store = configureStore({
      reducer: { session: sessionReducer },
      middleware: (defaults) => defaults({ thunk: false }).concat(saga),
    });
    saga.run(sessionSaga);
    return store;
  };
  const granted = { access_token: 'x', token_type: 'bearer' as const, expires_in: 1, scope: '' };

  it('a login and the navigations right after it (to the root, then the first page) make one call', async () => {
    api.requestToken.mockResolvedValue(granted);
    api.fetchUserInfo.mockResolvedValue(customerUser());
    const store = storeWithSaga();
    store.dispatch(sessionActions.loginRequested({ username: 'customer', password: 'p' }));
    await vi.waitFor(() => expect(store.getState().session.status).toBe('loggedIn'));
    store.dispatch(sessionActions.checkRequested());
    store.dispatch(sessionActions.checkRequested());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.fetchUserInfo).toHaveBeenCalledTimes(1);
  });

  it('a page load and the redirect right after it make one call; a navigation later checks again', async () => {
    rememberSession();
    const answeredAt = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(answeredAt);
    api.fetchUserInfo.mockResolvedValue(customerUser());
    const store = storeWithSaga();
    store.dispatch(sessionActions.bootRequested());
    await vi.waitFor(() => expect(store.getState().session.status).toBe('loggedIn'));
    store.dispatch(sessionActions.checkRequested());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.fetchUserInfo).toHaveBeenCalledTimes(1);

    vi.spyOn(Date, 'now').mockReturnValue(answeredAt + RECHECK_AFTER_MS - 1);
    store.dispatch(sessionActions.checkRequested());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.fetchUserInfo).toHaveBeenCalledTimes(1);

    // spec customer-area section 4: the token is checked with the server on navigation
    vi.spyOn(Date, 'now').mockReturnValue(answeredAt + RECHECK_AFTER_MS);
    store.dispatch(sessionActions.checkRequested());
    await vi.waitFor(() => expect(api.fetchUserInfo).toHaveBeenCalledTimes(2));
  });

  it('navigations while a check is out share its answer', async () => {
    const answers: (() => void)[] = [];
    api.fetchUserInfo.mockImplementation(
      () => new Promise((resolve) => answers.push(() => resolve(customerUser({ firstName: 'Matti' })))),
    );
    const store = storeWithSaga();
    store.dispatch(sessionActions.sessionEstablished(customerUser()));
    store.dispatch(sessionActions.checkRequested());
    store.dispatch(sessionActions.checkRequested());
    store.dispatch(sessionActions.checkRequested());
    for (const answer of answers) answer();
    await vi.waitFor(() => expect(store.getState().session.user?.firstName).toBe('Matti'));
    expect(api.fetchUserInfo).toHaveBeenCalledTimes(1);
  });

  it('a refused check is not remembered: the next navigation asks the server again', async () => {
    api.fetchUserInfo.mockRejectedValueOnce(apiError(500, 'generalError'));
    api.fetchUserInfo.mockResolvedValueOnce(customerUser());
    await runWorker(checkWorker, { status: 'loggedIn', user: customerUser() });
    await runWorker(checkWorker, { status: 'loggedIn', user: customerUser() });
    expect(api.fetchUserInfo).toHaveBeenCalledTimes(2);
  });

  describe('the page load after a login on the logged-out pages', () => {
    const loginThenLeave = async () => {
      api.requestToken.mockResolvedValue(granted);
      api.fetchUserInfo.mockResolvedValue(customerUser());
      await runWorker(
        loginWorker,
        {},
        sessionActions.loginRequested({ username: 'customer', password: 'p' }),
      );
      // PublicRoutes' FullPageLoad, just before the host's page loads
      handOverVerified();
      api.fetchUserInfo.mockClear();
    };

    it('takes the user the login just fetched, asks nothing, and the hand-over is gone', async () => {
      await loginThenLeave();
      const actions = await runWorker(bootWorker);
      expect(actions).toEqual([sessionActions.sessionEstablished(customerUser())]);
      expect(api.fetchUserInfo).not.toHaveBeenCalled();
      expect(isSessionExpected()).toBe(true);
      expect(window.sessionStorage.length).toBe(0);
      // a page load after that one asks the server
      await runWorker(bootWorker);
      expect(api.fetchUserInfo).toHaveBeenCalledTimes(1);
    });

    it('asks the server when the hand-over is older than the re-check time', async () => {
      await loginThenLeave();
      laterBy(RECHECK_AFTER_MS);
      await runWorker(bootWorker);
      expect(api.fetchUserInfo).toHaveBeenCalledTimes(1);
    });

    it('asks the server when the page is of another instance', async () => {
      await loginThenLeave();
      configureSession({ instanceId: 'nivos', language: 'fi-FI' });
      api.fetchUserInfo.mockRejectedValue(apiError(401, 'invalid_token'));
      const actions = await runWorker(bootWorker);
      expect(api.fetchUserInfo).toHaveBeenCalledTimes(1);
      expect(actions).not.toContainEqual(sessionActions.sessionEstablished(customerUser()));
    });

    it('hands nothing over after a logout', async () => {
      await loginThenLeave();
      window.sessionStorage.clear();
      api.logout.mockResolvedValue(undefined);
      await runWorker(logoutWorker);
      handOverVerified();
      expect(window.sessionStorage.length).toBe(0);
    });
  });
});

describe('watcher wiring', () => {
  const storeWithSaga = () => {
    const saga = createSagaMiddleware();
    const store = configureStore({
      reducer: { session: sessionReducer },
      middleware: (defaults) => defaults({ thunk: false }).concat(saga),
    });
    saga.run(sessionSaga);
    return store;
  };

  it('a login request runs the login worker once even when submitted twice', async () => {
    let grant: (() => void) | undefined;
    api.requestToken.mockImplementation(
      () =>
        new Promise(
          (resolve) =>
            (grant = () => resolve({ access_token: 'x', token_type: 'bearer', expires_in: 1, scope: '' })),
        ),
    );
    api.fetchUserInfo.mockResolvedValue(customerUser());
    const store = storeWithSaga();
    store.dispatch(sessionActions.loginRequested({ username: 'customer', password: 'p' }));
    store.dispatch(sessionActions.loginRequested({ username: 'customer', password: 'p' }));
    expect(store.getState().session.login.pending).toBe(true);
    grant?.();
    await vi.waitFor(() => expect(store.getState().session.status).toBe('loggedIn'));
    expect(api.requestToken).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an openid_error', 'access_denied', null, 'shell.session.openIdError'],
    ['no token', null, null, 'shell.session.thirdPartyCookiesDisabled'],
  ])(
    'the callback with %s keeps its notice when the page-load check ends the (absent) session later',
    async (_case, openIdError, code, messageId) => {
      let refuse: (() => void) | undefined;
      api.fetchUserInfo.mockImplementation(
        () => new Promise((_resolve, reject) => (refuse = () => reject(apiError(401, 'invalid_token')))),
      );
      const store = storeWithSaga();
      store.dispatch(sessionActions.bootRequested());
      store.dispatch(sessionActions.openIdCallbackReceived({ code, openIdError, purpose: 'login' }));
      expect(store.getState().session.notice?.messageId).toBe(messageId);
      refuse?.();
      await vi.waitFor(() => expect(store.getState().session.status).toBe('loggedOut'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(store.getState().session.notice?.messageId).toBe(messageId);
    },
  );

  it('boot, check and logout requests reach their workers', async () => {
    api.fetchUserInfo.mockResolvedValue(customerUser());
    api.logout.mockResolvedValue(undefined);
    const store = storeWithSaga();
    store.dispatch(sessionActions.bootRequested());
    await vi.waitFor(() => expect(store.getState().session.status).toBe('loggedIn'));
    laterBy(RECHECK_AFTER_MS);
    store.dispatch(sessionActions.checkRequested());
    await vi.waitFor(() => expect(api.fetchUserInfo).toHaveBeenCalledTimes(2));
    store.dispatch(sessionActions.logoutRequested());
    await vi.waitFor(() => expect(fullPageRedirect).toHaveBeenCalledWith('/demo1/fi-FI/login'));
  });
});
