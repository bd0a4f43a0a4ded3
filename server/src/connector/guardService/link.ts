import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../plugins/database.js';
import type { GuardServiceSettings } from './settings.js';

/**
 * The guard-service link: the provider's address with `v`, `instance`, `place`, `nonce`, `exp` (unix
 * seconds) and `sig`, the HMAC-SHA256 of those values (docs/guard-service.md). It names one usage place of
 * one instance for a few minutes; it never carries the user's token, name or customer number.
 */
export interface GuardLinkClaims {
  instance: string;
  place: string;
}

export type GuardLinkCheck =
  | { ok: true; claims: GuardLinkClaims; nonce: string; expiresAt: Date }
  | { ok: false; error: 'invalid_link' | 'expired_link' };

const VERSION = '1';
/** binds the signature to this use: the same key signing anything else cannot be replayed as a link */
const PURPOSE = 'guardServiceLink.v1';
const SIGNED = ['v', 'instance', 'place', 'nonce', 'exp'] as const;
export const LINK_PARAMS = [...SIGNED, 'sig'] as const;

const KEY_NAME = 'guard_service_link_hmac';
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const INSTANCE = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const PLACE_CODE_MAX = 64;

/**
 * The key links are signed with: `GUARD_SERVICE_SECRET` when set (a real provider holds the same), else the
 * server's own, kept with the other shared secrets in `server_keys` so every replica signs alike.
 */
export async function guardLinkKey(db: Database, settings: GuardServiceSettings): Promise<Buffer> {
  if (settings.secret) return settings.secret;
  // a replica that loses the race reads the winner's value
  await db.query('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    KEY_NAME,
    randomBytes(32).toString('base64url'),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM server_keys WHERE name = $1', [KEY_NAME]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`server key ${KEY_NAME} is missing`);
  return Buffer.from(value, 'base64url');
}

// JSON of the values in a fixed order: no value can shift into its neighbour (no separator games)
const signatureOf = (key: Uint8Array, values: readonly string[]): string =>
  createHmac('sha256', key).update(PURPOSE).update(JSON.stringify(values)).digest('base64url');

export function signGuardLink(
  key: Uint8Array,
  providerUrl: string,
  claims: GuardLinkClaims,
  options: { now: Date; ttlSeconds: number },
): { url: string; expiresAt: string } {
  const exp = Math.floor(options.now.getTime() / 1000) + options.ttlSeconds;
  const values = [VERSION, claims.instance, claims.place, randomBytes(16).toString('base64url'), String(exp)];
  const url = new URL(providerUrl);
  SIGNED.forEach((name, index) => url.searchParams.set(name, values[index]!));
  url.searchParams.set('sig', signatureOf(key, values));
  return { url: url.toString(), expiresAt: new Date(exp * 1000).toISOString() };
}

/** What the provider does with a link it is opened with; the demo provider (demo/guardProvider.ts) runs it. */
export function verifyGuardLink(key: Uint8Array, query: URLSearchParams, now: Date): GuardLinkCheck {
  const invalid = { ok: false, error: 'invalid_link' } as const;
  const values: string[] = [];
  for (const name of SIGNED) {
    const all = query.getAll(name);
    // a second copy of a value could be read differently by the signer and a reader
    if (all.length !== 1 || all[0]!.length === 0 || all[0]!.length > 200) return invalid;
    values.push(all[0]!);
  }
  const signatures = query.getAll('sig');
  const signature = signatures[0];
  if (signatures.length !== 1 || !signature || !BASE64URL.test(signature)) return invalid;
  const given = Buffer.from(signature, 'utf8');
  const expected = Buffer.from(signatureOf(key, values), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;

  const [version, instance, place, nonce, exp] = values as [string, string, string, string, string];
  if (version !== VERSION || !INSTANCE.test(instance) || place.length > PLACE_CODE_MAX) return invalid;
  if (!BASE64URL.test(nonce) || !/^\d{1,12}$/.test(exp)) return invalid;
  if (Number(exp) * 1000 <= now.getTime()) return { ok: false, error: 'expired_link' };
  return { ok: true, claims: { instance, place }, nonce, expiresAt: new Date(Number(exp) * 1000) };
}
