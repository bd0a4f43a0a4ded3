/**
 * Brute-force protection, Keycloak's model (FACTS.md): after every `FAILURE_FACTOR` failures the account
 * waits `WAIT_INCREMENT_MS x floor(failures / FAILURE_FACTOR)`, capped at `MAX_WAIT_MS`. Failures older
 * than `FAILURE_RESET_MS` are forgotten. Attempts while locked are not counted; a success resets.
 */
export const FAILURE_FACTOR = 3;
export const WAIT_INCREMENT_MS = 60_000;
export const MAX_WAIT_MS = 15 * 60_000;
export const FAILURE_RESET_MS = 12 * 60 * 60_000;

export interface FailureState {
  failedLoginCount: number;
  lastFailureAt: Date | null;
}

export interface FailureOutcome {
  failedLoginCount: number;
  lockedUntil: Date | null;
}

export function recordFailure(state: FailureState, now: Date): FailureOutcome {
  const forgotten = !state.lastFailureAt || now.getTime() - state.lastFailureAt.getTime() > FAILURE_RESET_MS;
  const failedLoginCount = (forgotten ? 0 : state.failedLoginCount) + 1;
  const wait = Math.min(WAIT_INCREMENT_MS * Math.floor(failedLoginCount / FAILURE_FACTOR), MAX_WAIT_MS);
  return { failedLoginCount, lockedUntil: wait > 0 ? new Date(now.getTime() + wait) : null };
}

export type LockState = { kind: 'open' } | { kind: 'permanent' } | { kind: 'until'; until: Date };

/** `permanent`: locked_until is 'infinity' (set by staff), answered user_account_is_locked. */
export function lockStateOf(lock: { permanent: boolean; lockedUntil: Date | null }, now: Date): LockState {
  if (lock.permanent) return { kind: 'permanent' };
  if (!lock.lockedUntil || lock.lockedUntil.getTime() <= now.getTime()) return { kind: 'open' };
  return { kind: 'until', until: lock.lockedUntil };
}
