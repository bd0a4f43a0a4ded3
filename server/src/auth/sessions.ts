import type { UserInfo } from '@portal/shared/api/types';
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

/** What userinfo answers from the user's row: everything but the token's roles and scopes. */
export type Profile = Omit<UserInfo, 'roles' | 'scopes'>;

/**
 * Verified token -> its principal (the claims and the user row it was checked against), for at most
 * `ttlMs` and never past the token's expiry, and user -> the profile userinfo answers, for `ttlMs`:
 * userinfo and every connector call otherwise pay a signature check and a query or two each. What ends a
 * session or changes the profile (logout, password change or reset, profile update, account deletion)
 * forgets the entries at once in this process and, through `publish` (a NOTIFY, plugins/auth.ts), in every
 * other replica on the database, which calls `forgetRemote`. While that channel is down (`setShared(false)`)
 * nothing is cached, since a replica could miss what another one ended.
 */
export class AuthCache {
  private readonly entries = new Map<string, Entry>();
  private readonly profiles = new Map<number, { profile: Profile; until: number }>();
  private shared = true;
  /** counts forgets: a verification that started before one may not cache what it read (`set`'s `since`) */
  private forgets = 0;
  /** tells the other replicas what to forget (`u:<userId>` or `t:<jti>`) */
  publish: (message: string) => void = () => {};

  constructor(
    private readonly ttlMs = AUTH_CACHE_TTL_MS,
    private readonly maxEntries = AUTH_CACHE_MAX_ENTRIES,
  ) {}

  /** the mark to pass to `set`: an entry is not kept when anything was forgotten after it */
  get generation(): number {
    return this.forgets;
  }

  /** false: the replicas' channel is down, so cache nothing (and forget all); true: cache again */
  setShared(shared: boolean): void {
    this.shared = shared;
    if (!shared) this.clear();
  }

  clear(): void {
    this.forgets += 1;
    this.entries.clear();
    this.profiles.clear();
  }

  get(token: string, now: Date): AuthenticatedToken | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now.getTime()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, value: AuthenticatedToken, now: Date, since = this.forgets): void {
    const until = Math.min(now.getTime() + this.ttlMs, value.tokenInfo.expiresAt.getTime());
    if (until <= now.getTime() || this.ttlMs <= 0 || !this.shared || since !== this.forgets) return;
    // oldest first in a Map: drop the oldest when full
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { ...value, until });
  }

  getProfile(userId: number, now: Date): Profile | undefined {
    const entry = this.profiles.get(userId);
    if (!entry) return undefined;
    if (entry.until <= now.getTime()) {
      this.profiles.delete(userId);
      return undefined;
    }
    return entry.profile;
  }

  setProfile(userId: number, profile: Profile, now: Date, since = this.forgets): void {
    if (this.ttlMs <= 0 || !this.shared || since !== this.forgets) return;
    if (this.profiles.size >= this.maxEntries) this.profiles.delete(this.profiles.keys().next().value!);
    this.profiles.set(userId, { profile, until: now.getTime() + this.ttlMs });
  }

  /** forgets the user's sessions and profile here and in the other replicas */
  forgetUser(userId: number): void {
    this.forgetUserHere(userId);
    this.publish(`u:${userId}`);
  }

  /** forgets one token here and in the other replicas */
  forgetToken(jti: string): void {
    this.forgetTokenHere(jti);
    this.publish(`t:${jti}`);
  }

  /** what another replica published (`u:<userId>`, `t:<jti>`); anything else forgets everything */
  forgetRemote(message: string): void {
    const userId = /^u:(\d+)$/.exec(message)?.[1];
    const jti = /^t:(.+)$/.exec(message)?.[1];
    if (userId) this.forgetUserHere(Number(userId));
    else if (jti) this.forgetTokenHere(jti);
    else this.clear();
  }

  private forgetUserHere(userId: number): void {
    this.forgets += 1;
    this.profiles.delete(userId);
    for (const [token, entry] of this.entries)
      if (entry.principal.userId === userId) this.entries.delete(token);
  }

  private forgetTokenHere(jti: string): void {
    this.forgets += 1;
    for (const [token, entry] of this.entries) if (entry.tokenInfo.jti === jti) this.entries.delete(token);
  }

  get size(): number {
    return this.entries.size;
  }
}
