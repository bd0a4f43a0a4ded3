import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, put, select, take, takeLeading } from 'redux-saga/effects';
import { isNetworkFailure, onSessionRefused, type SessionRefusal, type UserInfo } from '@portal/shared';
import { navigateTo } from '../app/navigation';
import { clearOfflineCaches } from '../pwa/offlineApp';
import { appReset } from './appReset';
import * as authApi from './authApi';
import { toFailure } from './callFailure';
import { fullPageRedirect } from './fullPageRedirect';
import { openIdErrorNotice, SESSION_NOTICES } from './notices';
import { selectSessionNotice, selectSessionStatus, selectUser } from './selectors';
import { clientIdFor, getSessionConfig, homePathOf, loginPathOf, type SessionConfig } from './sessionConfig';
import {
  forgetSession,
  isSessionExpected,
  keepUserForOffline,
  offlineUserOf,
  rememberSession,
} from './sessionHint';
import { forgetVerified, noteVerified, recentlyVerified, takeHandedOver } from './recentCheck';
import { sessionActions } from './sessionSlice';
import type { SessionNotice } from './types';

type ActionOf<K extends keyof typeof sessionActions> = ReturnType<(typeof sessionActions)[K]>;

// A token of another instance is not a session here: every query is scoped to the token's instance.
const belongsTo = (user: UserInfo, config: SessionConfig): boolean => user.instance === config.instanceId;

function* endAndGoToLogin(config: SessionConfig, notice: SessionNotice | null) {
  forgetSession();
  forgetVerified();
  yield put(sessionActions.sessionEnded({ notice }));
  yield call(navigateTo, loginPathOf(config), { replace: true });
}

/** The server confirmed the user: remembered for the next checks, page loads and offline opens. */
function* confirmed(config: SessionConfig, user: UserInfo, verifiedNow = true) {
  if (verifiedNow) yield call(noteVerified, user);
  yield call(rememberSession);
  yield call(keepUserForOffline, config.offlineApp ? user : null);
}

export function* bootWorker() {
  const config: SessionConfig = yield call(getSessionConfig);
  // the login page confirmed this user a moment ago, just before loading this page (recentCheck.ts)
  const handed: UserInfo | null = yield call(takeHandedOver, config.instanceId);
  if (handed) {
    yield* confirmed(config, handed, false);
    yield put(sessionActions.sessionEstablished(handed));
    return;
  }
  const expected: boolean = yield call(isSessionExpected);
  let user: UserInfo;
  try {
    // the page's first script may have asked already (earlySessionCheck.ts)
    user = yield call(authApi.fetchUserInfo, { pageLoad: true });
  } catch (error) {
    if (expected && isNetworkFailure(error)) {
      // No answer is not "logged out": the offline app opens with the user the server last confirmed, and
      // the first check online asks again (not noted as verified). Without one, the login page without an
      // error; the hint stays, so the next page load online finds the session.
      const known: UserInfo | null = yield call(offlineUserOf, config.instanceId);
      yield put(
        known ? sessionActions.sessionEstablished(known) : sessionActions.sessionEnded({ notice: null }),
      );
      return;
    }
    if (!expected) {
      // No session was there to lose: a 401 (or an unreachable server) is just "logged out". A notice set
      // meanwhile (the OpenID callback's, put while this call was out) stays for the login page to show.
      const notice: SessionNotice | null = yield select(selectSessionNotice);
      yield put(sessionActions.sessionEnded({ notice }));
      return;
    }
    const { errorCode } = toFailure(error);
    yield* endAndGoToLogin(config, { messageId: `errors.${errorCode}`, intent: 'error' });
    return;
  }
  if (!belongsTo(user, config)) {
    yield put(sessionActions.sessionEnded({ notice: null }));
    return;
  }
  yield* confirmed(config, user);
  yield put(sessionActions.sessionEstablished(user));
}

export function* checkWorker() {
  const status: ReturnType<typeof selectSessionStatus> = yield select(selectSessionStatus);
  if (status !== 'loggedIn') return;
  const config: SessionConfig = yield call(getSessionConfig);
  // the server confirmed the session a moment ago (a login, a page load, the previous navigation)
  const recent: UserInfo | null = yield call(recentlyVerified, config.instanceId);
  if (recent) return;
  let user: UserInfo;
  try {
    user = yield call(authApi.fetchUserInfo);
  } catch (error) {
    // Only the server refusing the token ends the session; a flaky network must not log the user out.
    if (toFailure(error).httpStatusCode === 401) {
      yield* endAndGoToLogin(config, SESSION_NOTICES.accessTokenRemoved);
    }
    return;
  }
  if (!belongsTo(user, config)) {
    yield* endAndGoToLogin(config, SESSION_NOTICES.accessTokenRemoved);
    return;
  }
  yield* confirmed(config, user);
  const current: UserInfo | null = yield select(selectUser);
  // a new object on every navigation would re-render everything that reads the user
  if (JSON.stringify(current) !== JSON.stringify(user)) yield put(sessionActions.sessionEstablished(user));
}

export function* loginWorker(action: ActionOf<'loginRequested'>) {
  const config: SessionConfig = yield call(getSessionConfig);
  const { username, password } = action.payload;
  try {
    yield call(authApi.requestToken, clientIdFor(config.instanceId), username.trim(), password);
  } catch (error) {
    const { errorCode, details } = toFailure(error);
    yield put(sessionActions.loginFailed({ errorCode, details }));
    return;
  }
  let user: UserInfo;
  try {
    user = yield call(authApi.fetchUserInfo);
  } catch {
    // the token call succeeded, so a refused userinfo means the browser did not keep the cookie
    yield put(sessionActions.loginFailed({ errorCode: 'cookie_problem', details: null }));
    return;
  }
  yield* confirmed(config, user);
  yield put(sessionActions.loginSucceeded(user));
  yield call(navigateTo, homePathOf(config), { replace: true });
}

export function* logoutWorker() {
  const config: SessionConfig = yield call(getSessionConfig);
  let providerLogout: string | undefined;
  try {
    const answer: Awaited<ReturnType<typeof authApi.logout>> = yield call(authApi.logout);
    providerLogout = answer?.logoutUrl;
  } catch {
    // The user asked to leave: the client forgets the session even if the server could not be told.
  }
  yield call(forgetSession);
  yield call(forgetVerified);
  // the offline app's saved files go with the session (docs/offline.md)
  yield call(clearOfflineCaches, config.instanceId);
  yield put(appReset());
  yield call(fullPageRedirect, providerLogout ?? config.logoutUrl ?? loginPathOf(config));
}

export function* resetPasswordWorker(action: ActionOf<'resetPasswordRequested'>) {
  const config: SessionConfig = yield call(getSessionConfig);
  try {
    yield call(
      authApi.requestPasswordReset,
      action.payload.username.trim(),
      clientIdFor(config.instanceId),
      config.language,
    );
    yield put(sessionActions.resetPasswordSent());
  } catch (error) {
    const { errorCode, details } = toFailure(error);
    yield put(sessionActions.resetPasswordFailed({ errorCode, details }));
  }
}

export function* resetPasswordConfirmWorker(action: ActionOf<'resetPasswordConfirmRequested'>) {
  try {
    const { code, newPassword, socialSecurityNumber } = action.payload;
    const ssn = socialSecurityNumber === undefined ? [] : [socialSecurityNumber];
    yield call(authApi.confirmPasswordReset, code, newPassword, ...ssn);
    yield put(sessionActions.resetPasswordConfirmed());
  } catch (error) {
    const { errorCode, details } = toFailure(error);
    yield put(sessionActions.resetPasswordFailed({ errorCode, details }));
  }
}

export function* openIdCallbackWorker(action: ActionOf<'openIdCallbackReceived'>) {
  const config: SessionConfig = yield call(getSessionConfig);
  const { code, openIdError, purpose } = action.payload;
  if (openIdError) {
    yield* endAndGoToLogin(config, openIdErrorNotice(openIdError));
    return;
  }
  if (!code) {
    yield* endAndGoToLogin(config, SESSION_NOTICES.thirdPartyCookiesDisabled);
    return;
  }
  try {
    yield call(authApi.exchangeOpenIdCode, code);
  } catch {
    // spec customer-area section 4: a token that does not sign the user in ends on login with the
    // cookie problem message (the code stands in for the spec's token, DESIGN.md section 6)
    yield* endAndGoToLogin(config, { messageId: 'errors.cookie_problem', intent: 'error' });
    return;
  }
  let user: UserInfo;
  try {
    user = yield call(authApi.fetchUserInfo);
  } catch {
    yield* endAndGoToLogin(config, { messageId: 'errors.cookie_problem', intent: 'error' });
    return;
  }
  yield* confirmed(config, user);
  yield put(sessionActions.sessionEstablished(user));
  if (purpose === 'forgot-username') {
    // the callback page shows the username and a way on; the address keeps no code worth anything (spent)
    yield put(sessionActions.usernameRevealed(user.username));
    return;
  }
  yield call(navigateTo, homePathOf(config), { replace: true });
}

/**
 * A module's API call was answered 401 `invalid_token` (the shared client tells, `onSessionRefused`): the
 * same end as a refused navigation check, on whichever page it happened, so the header never shows a
 * user whose session the server refused.
 */
export function* sessionRefusedWorker() {
  const status: ReturnType<typeof selectSessionStatus> = yield select(selectSessionStatus);
  if (status !== 'loggedIn') return;
  const config: SessionConfig = yield call(getSessionConfig);
  yield* endAndGoToLogin(config, SESSION_NOTICES.accessTokenRemoved);
}

export const sessionRefusals = (): EventChannel<SessionRefusal> =>
  eventChannel((emit) => onSessionRefused(emit));

function* watchSessionRefusals() {
  const refusals: EventChannel<SessionRefusal> = yield call(sessionRefusals);
  try {
    // the calls refused together (a page's parallel requests) end the session once: the channel has no
    // buffer, so refusals arriving while the worker runs are dropped
    while (true) {
      yield take(refusals);
      yield call(sessionRefusedWorker);
    }
  } finally {
    refusals.close();
  }
}

export function* sessionSaga() {
  yield all([
    takeLeading(sessionActions.bootRequested.type, bootWorker),
    // a navigation while a check is out is answered by that check (one call, not one per navigation)
    takeLeading(sessionActions.checkRequested.type, checkWorker),
    takeLeading(sessionActions.loginRequested.type, loginWorker),
    takeLeading(sessionActions.logoutRequested.type, logoutWorker),
    takeLeading(sessionActions.resetPasswordRequested.type, resetPasswordWorker),
    takeLeading(sessionActions.resetPasswordConfirmRequested.type, resetPasswordConfirmWorker),
    // the code is single-use: a second run (StrictMode, double dispatch) must not spend it again
    takeLeading(sessionActions.openIdCallbackReceived.type, openIdCallbackWorker),
    call(watchSessionRefusals),
  ]);
}
