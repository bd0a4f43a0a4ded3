export { sessionReducer, sessionActions, initialSessionState, SESSION_SLICE_KEY } from './sessionSlice';
export { sessionSaga } from './sessionSaga';
export {
  selectUser,
  selectSessionStatus,
  selectIsLoggedIn,
  selectLoginState,
  selectResetPasswordState,
  selectSessionNotice,
  selectRevealedUsername,
} from './selectors';
export { configureSession, type SessionConfig } from './sessionConfig';
export { appReset, APP_RESET, type AppResetAction } from './appReset';
export { sessionMessages } from './messages';
export type * from './types';
