/**
 * Dispatching this returns every slice (shell, session, injected modules) to its initial state.
 * Logout dispatches it so nothing of the previous user stays in memory.
 */
export const RESET_CLIENT_STATE = 'portal/resetClientState' as const;

export const resetClientState = (): { type: typeof RESET_CLIENT_STATE } => ({ type: RESET_CLIENT_STATE });
