/**
 * Remembers in localStorage that this browser had a session. The cookie is HttpOnly, so this is the
 * only way to tell "never logged in" (a silent 401 on page load) from "the session broke" (logged out
 * and sent to login with the error text). It holds no token and grants nothing.
 */
const KEY = 'portal.sessionExpected';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // storage blocked by the browser's privacy settings
    return null;
  }
};

export function rememberSession(): void {
  try {
    storage()?.setItem(KEY, '1');
  } catch {
    /* quota or privacy mode: the hint is best effort */
  }
}

export function forgetSession(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    /* see rememberSession */
  }
}

export function isSessionExpected(): boolean {
  try {
    return storage()?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
