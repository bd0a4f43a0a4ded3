/**
 * The root-reset action: the store's root reducer answers it with every slice's initial state.
 * Logout dispatches it just before a full page load, so the reducer may drop everything.
 */
export const APP_RESET = 'app/reset' as const;

export interface AppResetAction {
  type: typeof APP_RESET;
}

export const appReset = (): AppResetAction => ({ type: APP_RESET });
