import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@portal/shared';
import type {
  CallFailure,
  LoginCredentials,
  OpenIdCallbackParams,
  SessionNotice,
  SessionState,
} from './types';

export const initialSessionState: SessionState = {
  status: 'unknown',
  user: null,
  login: { pending: false, errorCode: null, details: null },
  resetPassword: { pending: false, result: 'idle', errorCode: null, details: null },
  notice: null,
  revealedUsername: null,
};

const sessionSlice = createSlice({
  name: 'shell/session',
  reducerPath: 'session',
  initialState: initialSessionState,
  reducers: {
    /** page load: ask /auth/userinfo whether there is a session */
    bootRequested(state) {
      state.status = 'checking';
    },
    /** each navigation: re-check a logged-in session with the server */
    checkRequested() {},
    sessionEstablished(state, action: PayloadAction<UserInfo>) {
      state.status = 'loggedIn';
      state.user = action.payload;
    },
    sessionEnded(state, action: PayloadAction<{ notice: SessionNotice | null }>) {
      state.status = 'loggedOut';
      state.user = null;
      state.notice = action.payload.notice;
    },
    noticeDismissed(state) {
      state.notice = null;
    },

    loginRequested(state, _action: PayloadAction<LoginCredentials>) {
      state.login = { pending: true, errorCode: null, details: null };
      state.notice = null;
    },
    loginSucceeded(state, action: PayloadAction<UserInfo>) {
      state.status = 'loggedIn';
      state.user = action.payload;
      state.login = initialSessionState.login;
      state.notice = null;
    },
    loginFailed(state, action: PayloadAction<CallFailure>) {
      state.login = { pending: false, errorCode: action.payload.errorCode, details: action.payload.details };
    },
    loginErrorCleared(state) {
      state.login = initialSessionState.login;
    },

    logoutRequested() {},

    resetPasswordRequested(state, _action: PayloadAction<{ username: string }>) {
      state.resetPassword = { pending: true, result: 'idle', errorCode: null, details: null };
    },
    resetPasswordSent(state) {
      state.resetPassword = { pending: false, result: 'sent', errorCode: null, details: null };
    },
    resetPasswordConfirmRequested(
      state,
      _action: PayloadAction<{ code: string; newPassword: string; socialSecurityNumber?: string }>,
    ) {
      state.resetPassword = { pending: true, result: 'idle', errorCode: null, details: null };
    },
    resetPasswordConfirmed(state) {
      state.resetPassword = { pending: false, result: 'confirmed', errorCode: null, details: null };
    },
    resetPasswordFailed(state, action: PayloadAction<CallFailure>) {
      const { errorCode, details } = action.payload;
      state.resetPassword = { pending: false, result: 'failed', errorCode, details };
    },
    resetPasswordCleared(state) {
      state.resetPassword = initialSessionState.resetPassword;
    },

    openIdCallbackReceived(state, _action: PayloadAction<OpenIdCallbackParams>) {
      state.status = 'checking';
      state.revealedUsername = null;
    },
    usernameRevealed(state, action: PayloadAction<string>) {
      state.revealedUsername = action.payload;
    },
    revealedUsernameDismissed(state) {
      state.revealedUsername = null;
    },
  },
});

export const sessionReducer = sessionSlice.reducer;
export const sessionActions = sessionSlice.actions;
export const SESSION_SLICE_KEY = sessionSlice.reducerPath;
