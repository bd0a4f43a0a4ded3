import type { UserInfo } from '@portal/shared';

/**
 * The last time the server confirmed the session (a `GET /auth/userinfo` answer), so that one need gets
 * one call: a navigation check within RECHECK_AFTER_MS of a confirmed answer is the same check again
 * (the redirect right after a login or a page load), and the login page hands the user it just fetched
 * to the page load that follows it. See README.md ("One check per need").
 */
export const RECHECK_AFTER_MS = 5_000;

const HANDOVER_KEY = 'portal.verifiedUser';

interface Verified {
  user: UserInfo;
  /** Date.now() of the server's answer */
  at: number;
}

let last: Verified | null = null;

const fresh = (verified: Verified | null, now: number): verified is Verified =>
  verified !== null && now >= verified.at && now - verified.at < RECHECK_AFTER_MS;

export function noteVerified(user: UserInfo, at: number = Date.now()): void {
  last = { user, at };
}

/** The user the server confirmed less than RECHECK_AFTER_MS ago for this instance, or null. */
export function recentlyVerified(instanceId: string, now: number = Date.now()): UserInfo | null {
  return fresh(last, now) && last.user.instance === instanceId ? last.user : null;
}

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export function forgetVerified(): void {
  last = null;
  try {
    storage()?.removeItem(HANDOVER_KEY);
  } catch {
    /* storage blocked: nothing was handed over */
  }
}

/**
 * Just before a page load of the same tab (the logged-out pages' entry handing over to the federation
 * host after a login): the confirmed user, if still fresh, for that page's boot. Only this tab sees it,
 * and the boot removes it at once.
 */
export function handOverVerified(now: number = Date.now()): void {
  if (!fresh(last, now)) return;
  try {
    storage()?.setItem(HANDOVER_KEY, JSON.stringify(last));
  } catch {
    /* quota or privacy mode: the next page asks the server itself */
  }
}

/** Whether the login page left a user for this page load (read without taking it: the host's entry asks). */
export function isHandedOver(): boolean {
  try {
    return storage()?.getItem(HANDOVER_KEY) != null;
  } catch {
    return false;
  }
}

/** The page-load boot: the user the previous page handed over, if fresh and of this instance (removed). */

export function takeHandedOver(instanceId: string, now: number = Date.now()): UserInfo | null {
  let handed: Verified | null = null;
  try {
    const text = storage()?.getItem(HANDOVER_KEY);
    storage()?.removeItem(HANDOVER_KEY);
    handed = text ? (JSON.parse(text) as Verified) : null;
  } catch {
    return null;
  }
  if (typeof handed?.at !== 'number' || handed.user?.instance !== instanceId || !fresh(handed, now))
    return null;
  last = handed;
  return handed.user;
}
