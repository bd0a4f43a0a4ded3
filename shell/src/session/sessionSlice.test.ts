import { describe, expect, it } from 'vitest';
import { initialSessionState, sessionActions, sessionReducer } from './sessionSlice';
import { selectLoginState, selectSessionNotice, selectSessionStatus, selectUser } from './selectors';
import { testUser as customerUser } from '@portal/shared/testing';

const reduce = (...actions: Parameters<typeof sessionReducer>[1][]) =>
  actions.reduce(sessionReducer, initialSessionState);

describe('session reducer', () => {
  it('starts unknown and checks on page load', () => {
    expect(initialSessionState.status).toBe('unknown');
    expect(reduce(sessionActions.bootRequested()).status).toBe('checking');
  });

  it('login submit sets pending and clears the previous error and notice', () => {
    const state = reduce(
      sessionActions.sessionEnded({
        notice: { messageId: 'shell.session.accessTokenRemoved', intent: 'warning' },
      }),
      sessionActions.loginFailed({ errorCode: 'bad_credentials', details: null }),
      sessionActions.loginRequested({ username: 'a', password: 'b' }),
    );
    expect(state.login).toEqual({ pending: true, errorCode: null, details: null });
    expect(state.notice).toBeNull();
  });

  it('a failed login stores the code and details and ends pending', () => {
    const state = reduce(
      sessionActions.loginRequested({ username: 'a', password: 'b' }),
      sessionActions.loginFailed({
        errorCode: 'account_locked_until',
        details: { lockedUntil: '2026-01-01T00:00:00Z' },
      }),
    );
    expect(state.login).toEqual({
      pending: false,
      errorCode: 'account_locked_until',
      details: { lockedUntil: '2026-01-01T00:00:00Z' },
    });
    expect(state.status).toBe('unknown');
  });

  it('a successful login stores the user and logs in', () => {
    const state = reduce(
      sessionActions.loginRequested({ username: 'a', password: 'b' }),
      sessionActions.loginSucceeded(customerUser()),
    );
    expect(state.status).toBe('loggedIn');
    expect(state.user).toEqual(customerUser());
    expect(state.login.pending).toBe(false);
  });

  it('an ended session drops the user and keeps the notice for the login page', () => {
    const notice = { messageId: 'shell.session.accessTokenRemoved', intent: 'warning' } as const;
    const state = reduce(
      sessionActions.sessionEstablished(customerUser()),
      sessionActions.sessionEnded({ notice }),
    );
    expect(state.status).toBe('loggedOut');
    expect(state.user).toBeNull();
    expect(state.notice).toEqual(notice);
    expect(sessionReducer(state, sessionActions.noticeDismissed()).notice).toBeNull();
  });

  it('reset password goes pending, then sent, confirmed or failed', () => {
    const pending = reduce(sessionActions.resetPasswordRequested({ username: 'a' }));
    expect(pending.resetPassword).toEqual({ pending: true, result: 'idle', errorCode: null, details: null });
    expect(sessionReducer(pending, sessionActions.resetPasswordSent()).resetPassword.result).toBe('sent');
    expect(sessionReducer(pending, sessionActions.resetPasswordConfirmed()).resetPassword.result).toBe(
      'confirmed',
    );
    const failed = sessionReducer(
      pending,
      sessionActions.resetPasswordFailed({ errorCode: 'invalid_reset_code', details: null }),
    );
    expect(failed.resetPassword).toEqual({
      pending: false,
      result: 'failed',
      errorCode: 'invalid_reset_code',
      details: null,
    });
    // a refused new password keeps the fields the server names, for the form to show at them
    const fields = [{ field: '/newPassword', rule: 'common_password' }];
    const refused = sessionReducer(
      pending,
      sessionActions.resetPasswordFailed({ errorCode: 'validations_fail', details: { fields } }),
    );
    expect(refused.resetPassword.details).toEqual({ fields });
    expect(
      sessionReducer(refused, sessionActions.resetPasswordConfirmRequested({ code: 'c', newPassword: 'p' }))
        .resetPassword.details,
    ).toBeNull();
  });
});

describe('session selectors', () => {
  it('fall back to the initial state before the slice is injected', () => {
    expect(selectSessionStatus({})).toBe('unknown');
    expect(selectUser({})).toBeNull();
    expect(selectLoginState({})).toEqual(initialSessionState.login);
    expect(selectSessionNotice({})).toBeNull();
  });
});
