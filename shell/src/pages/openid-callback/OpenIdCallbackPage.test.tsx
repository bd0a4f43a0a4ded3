import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/shared';
import { testUser } from '@portal/shared/testing';
import { navigateTo } from '../../app/navigation';
import * as authApi from '../../session/authApi';
import { renderAuthPage } from '../../session/testing/renderAuthPage';
import { OpenIdCallbackPage } from './OpenIdCallbackPage';
import { readOpenIdCallback } from './openIdCallbackParams';

vi.mock('../../session/authApi');
vi.mock('../../app/navigation', () => ({ navigateTo: vi.fn() }));

const api = vi.mocked(authApi);

beforeEach(() => vi.resetAllMocks());

const open = (query: string) =>
  renderAuthPage(
    <StrictMode>
      <OpenIdCallbackPage />
    </StrictMode>,
    { endpoint: `oauth2/redirect${query}` },
  );

describe('openid callback address', () => {
  it('reads openid_error and the one-time code', () => {
    expect(readOpenIdCallback(new URLSearchParams('openid_error=access_denied'))).toEqual({
      openIdError: 'access_denied',
      code: null,
      purpose: 'login',
    });
    expect(readOpenIdCallback(new URLSearchParams('code=abc'))).toEqual({
      openIdError: null,
      code: 'abc',
      purpose: 'login',
    });
    expect(readOpenIdCallback(new URLSearchParams('code=abc&purpose=forgot-username')).purpose).toBe(
      'forgot-username',
    );
    expect(readOpenIdCallback(new URLSearchParams('code=abc&purpose=other')).purpose).toBe('login');
  });

  it('an access_token in the address is refused and counts as no code', () => {
    expect(readOpenIdCallback(new URLSearchParams('access_token=eyJhbGciOi'))).toEqual({
      openIdError: null,
      code: null,
      purpose: 'login',
    });
  });
});

describe('openid callback page', () => {
  it('shows progress while the login finishes', () => {
    api.exchangeOpenIdCode.mockImplementation(() => new Promise(() => undefined));
    open('?code=abc');
    expect(screen.getByText('Finishing the login…')).toBeTruthy();
  });

  it('an error returns to login with a message', async () => {
    const { store } = open('?openid_error=access_denied');
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/demo1/en-US/login', { replace: true }));
    expect(store.getState().session.notice?.messageId).toBe('shell.session.openIdError');
    expect(api.exchangeOpenIdCode).not.toHaveBeenCalled();
  });

  it('a code is exchanged once, the user is fetched, then the user goes home', async () => {
    api.exchangeOpenIdCode.mockResolvedValue(undefined);
    api.fetchUserInfo.mockResolvedValue(testUser());
    const { store } = open('?code=one-time');
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/demo1/en-US/', { replace: true }));
    expect(api.exchangeOpenIdCode).toHaveBeenCalledTimes(1);
    expect(api.exchangeOpenIdCode).toHaveBeenCalledWith('one-time');
    expect(store.getState().session.status).toBe('loggedIn');
  });

  it('after the forgot-username strong login it shows the username; continue goes home', async () => {
    api.exchangeOpenIdCode.mockResolvedValue(undefined);
    api.fetchUserInfo.mockResolvedValue(testUser({ username: 'aino.testaaja' }));
    const { store, location } = open('?code=one-time&purpose=forgot-username');
    expect(await screen.findByRole('heading', { name: 'Your username' })).toBeTruthy();
    expect(screen.getByText('aino.testaaja')).toBeTruthy();
    expect(screen.getByText(/log in with this username and your password/)).toBeTruthy();
    expect(navigateTo).not.toHaveBeenCalled();
    expect(store.getState().session.status).toBe('loggedIn');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to the service' }));
    await waitFor(() => expect(location()).toBe('/demo1/en-US/'));
    expect(store.getState().session.revealedUsername).toBeNull();
  });

  it('an account without local login is told it needs no username', async () => {
    api.exchangeOpenIdCode.mockResolvedValue(undefined);
    api.fetchUserInfo.mockResolvedValue(testUser({ username: 'ville.testaaja', allowLocalLogin: false }));
    open('?code=one-time&purpose=forgot-username');
    expect(await screen.findByText('ville.testaaja')).toBeTruthy();
    expect(screen.getByText(/no username or password is needed/)).toBeTruthy();
  });

  it('a bad token (the code is refused) returns to login with the cookie problem message', async () => {
    api.exchangeOpenIdCode.mockRejectedValue(new ApiError({ httpStatusCode: 404, errorCode: 'not_found' }));
    const { store } = open('?code=one-time');
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/demo1/en-US/login', { replace: true }));
    expect(store.getState().session.notice?.messageId).toBe('errors.cookie_problem');
  });

  it('no code gives login with the third-party-cookies-disabled notice', async () => {
    const { store } = open('');
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(store.getState().session.notice?.messageId).toBe('shell.session.thirdPartyCookiesDisabled');
  });

  it('an access_token in the address is never exchanged or stored: it is treated as no code', async () => {
    const { store } = open('?access_token=eyJhbGciOiJFZERTQSJ9.x.y');
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/demo1/en-US/login', { replace: true }));
    expect(api.exchangeOpenIdCode).not.toHaveBeenCalled();
    expect(store.getState().session.notice?.messageId).toBe('shell.session.thirdPartyCookiesDisabled');
    expect(JSON.stringify(store.getState())).not.toContain('eyJhbGciOiJFZERTQSJ9');
  });
});
