/**
 * Brute-force protection, Keycloak's model (docs/security.md). Failures are counted per (instance,
 * lower-cased username), known or not. From `failureFactor` failures on, every failure locks for
 * `waitIncrementMs x floor(failures / failureFactor)`, capped at `maxWaitMs`; a failure within
 * `quickLoginCheckMs` of the previous one locks for at least `minQuickLoginWaitMs`. Failures older than
 * `failureResetMs` are forgotten. Attempts while locked are not counted; a success resets.
 */
export interface LockoutPolicy {
  failureFactor: number;
  waitIncrementMs: number;
  maxWaitMs: number;
  failureResetMs: number;
  quickLoginCheckMs: number;
  minQuickLoginWaitMs: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = {
  failureFactor: 5,
  waitIncrementMs: 30_000,
  maxWaitMs: 15 * 60_000,
  failureResetMs: 12 * 60 * 60_000,
  quickLoginCheckMs: 1_000,
  minQuickLoginWaitMs: 60_000,
};

export interface FailureState {
  failedLoginCount: number;
  lastFailureAt: Date | null;
}

export interface FailureOutcome {
  failedLoginCount: number;
  lockedUntil: Date | null;
}

export function recordFailure(
  state: FailureState,
  now: Date,
  policy: LockoutPolicy = DEFAULT_LOCKOUT,
): FailureOutcome {
  const since = state.lastFailureAt ? now.getTime() - state.lastFailureAt.getTime() : Infinity;
  const forgotten = since > policy.failureResetMs;
  const failedLoginCount = (forgotten ? 0 : state.failedLoginCount) + 1;
  let wait = Math.min(
    policy.waitIncrementMs * Math.floor(failedLoginCount / policy.failureFactor),
    policy.maxWaitMs,
  );
  // a script, not a person: two failures within a second
  if (since < policy.quickLoginCheckMs) wait = Math.max(wait, policy.minQuickLoginWaitMs);
  return { failedLoginCount, lockedUntil: wait > 0 ? new Date(now.getTime() + wait) : null };
}

export type LockState = { kind: 'open' } | { kind: 'permanent' } | { kind: 'until'; until: Date };

/** `permanent`: users.locked_until is 'infinity' (set by staff), answered user_account_is_locked. */
export function lockStateOf(lock: { permanent: boolean; lockedUntil: Date | null }, now: Date): LockState {
  if (lock.permanent) return { kind: 'permanent' };
  if (!lock.lockedUntil || lock.lockedUntil.getTime() <= now.getTime()) return { kind: 'open' };
  return { kind: 'until', until: lock.lockedUntil };
}

/** The key failures are counted under: the name as typed, trimmed and lower-cased (the login lookup's rule). */
export const usernameKey = (username: string): string => username.trim().toLowerCase();
