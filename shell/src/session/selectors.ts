import type { UserInfo } from '@portal/shared';
import { initialSessionState } from './sessionSlice';
import type { LoginState, ResetPasswordState, SessionNotice, SessionState, SessionStatus } from './types';

/** Any root state; the slice may be missing (before injection), then the initial state answers. */
interface WithSession {
  session?: SessionState;
}

const selectSession = (state: WithSession): SessionState => state.session ?? initialSessionState;

export const selectUser = (state: WithSession): UserInfo | null => selectSession(state).user;
export const selectSessionStatus = (state: WithSession): SessionStatus => selectSession(state).status;
export const selectIsLoggedIn = (state: WithSession): boolean => selectSession(state).status === 'loggedIn';
export const selectLoginState = (state: WithSession): LoginState => selectSession(state).login;
export const selectResetPasswordState = (state: WithSession): ResetPasswordState =>
  selectSession(state).resetPassword;
export const selectSessionNotice = (state: WithSession): SessionNotice | null => selectSession(state).notice;
export const selectRevealedUsername = (state: WithSession): string | null =>
  selectSession(state).revealedUsername;
