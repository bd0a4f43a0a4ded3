import type { Principal } from './principal.js';

/**
 * The one rule for ending sessions (password change and reset alike): a token issued before the user's
 * `tokens_not_before` is refused. Both are compared to the millisecond (the token's private `iat_ms`).
 */
export const endedBySessionCutoff = (issuedAt: Date, tokensNotBefore: Date | null): boolean =>
  tokensNotBefore !== null && issuedAt.getTime() < tokensNotBefore.getTime();

export interface AuthenticatedToken {
  principal: Principal;
  tokenInfo: { jti: string; expiresAt: Date };
}

interface Entry extends AuthenticatedToken {
  until: number;
}

export const AUTH_CACHE_TTL_MS = 30_000;
export const AUTH_CACHE_MAX_ENTRIES = 10_000;

/**
 * Verified token -> its principal (the claims and the user row it was checked against), for at most
 * `ttlMs` and never past the token's expiry: userinfo and every connector call otherwise pay a signature
 * check and a user query each. What ends a session in this process (logout, password change or reset,
 * account deletion) forgets the entries at once; another replica forgets them within `ttlMs`.
 */
export class AuthCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = AUTH_CACHE_TTL_MS,
    private readonly maxEntries = AUTH_CACHE_MAX_ENTRIES,
  ) {}

  get(token: string, now: Date): AuthenticatedToken | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now.getTime()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, value: AuthenticatedToken, now: Date): void {
    const until = Math.min(now.getTime() + this.ttlMs, value.tokenInfo.expiresAt.getTime());
    if (until <= now.getTime() || this.ttlMs <= 0) return;
    // oldest first in a Map: drop the oldest when full
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { ...value, until });
  }

  forgetUser(userId: number): void {
    for (const [token, entry] of this.entries)
      if (entry.principal.userId === userId) this.entries.delete(token);
  }

  forgetToken(jti: string): void {
    for (const [token, entry] of this.entries) if (entry.tokenInfo.jti === jti) this.entries.delete(token);
  }

  get size(): number {
    return this.entries.size;
  }
}
