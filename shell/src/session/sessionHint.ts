import type { UserInfo } from '@portal/shared';

/**
 * Remembers in localStorage that this browser had a session. The cookie is HttpOnly, so this is the
 * only way to tell "never logged in" (a silent 401 on page load) from "the session broke" (logged out
 * and sent to login with the error text). It holds no token and grants nothing.
 *
 * On an instance with the offline app it also keeps the user the server last confirmed, without contact
 * details, so a page load without a network shows the portal of that user (docs/offline.md). Gone with
 * the hint: at logout and whenever the server refuses the session.
 */
const KEY = 'portal.sessionExpected';
const OFFLINE_USER_KEY = 'portal.offlineUser';

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
    storage()?.removeItem(OFFLINE_USER_KEY);
  } catch {
    /* see rememberSession */
  }
}

/** The user the server just confirmed, for a later page load without a network; null forgets it. */
export function keepUserForOffline(user: UserInfo | null): void {
  try {
    if (user === null) storage()?.removeItem(OFFLINE_USER_KEY);
    // what the shell draws with (name, roles, scopes); the contact details stay with the server
    else storage()?.setItem(OFFLINE_USER_KEY, JSON.stringify({ ...user, email: null, phoneNumber: null }));
  } catch {
    /* see rememberSession */
  }
}

/** The user kept for this instance, or null. */
export function offlineUserOf(instanceId: string): UserInfo | null {
  try {
    const text = storage()?.getItem(OFFLINE_USER_KEY);
    const user = text ? (JSON.parse(text) as Partial<UserInfo> | null) : null;
    if (!user || user.instance !== instanceId || typeof user.sub !== 'string' || !Array.isArray(user.roles))
      return null;
    return user as UserInfo;
  } catch {
    return null;
  }
}

export function isSessionExpected(): boolean {
  try {
    return storage()?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
