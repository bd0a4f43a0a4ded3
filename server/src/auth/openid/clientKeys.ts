import type { webcrypto } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../../plugins/database.js';

type CryptoKey = webcrypto.CryptoKey;

/**
 * The OpenID Connect client's own keys (the Finnish Trust Network profile): one RSA signing key (RS256: the
 * private_key_jwt client assertion and the signed request object) and one RSA encryption key (RSA-OAEP-256:
 * the provider encrypts the ID token and the userinfo to it), both published as the client's JWKS.
 *
 * Kept in the shared key store (`server_keys`), one row per key and generation: `openid_client_<use>:<n>`,
 * the value the private JWK with its `kid`, `created_at` the instant the generation was made. Rotation with
 * overlap, per use:
 * - generation 0 is made on first use and is current at once;
 * - `rotateAfter - overlap` after the current key was made, generation n+1 is made and published beside it
 *   ("next": the provider can fetch it before anything is signed or encrypted with it);
 * - `overlap` after it was made, the next key is promoted to current; the previous one stays published for
 *   another `overlap` (tokens already encrypted to it still decrypt, assertions already signed still verify)
 *   and is then dropped from the JWKS and removed from the store.
 * Decryption tries every published enc key. Replicas agree: a generation's row is inserted with
 * ON CONFLICT DO NOTHING, so the one that loses the race reads the winner's key.
 */

export type KeyUse = 'sig' | 'enc';

export interface RotationPolicy {
  /** how long a key is current (ms) */
  rotateAfter: number;
  /** how long the next key is published before it is used, and the previous one kept after (ms) */
  overlap: number;
}

export const defaultRotation: RotationPolicy = {
  rotateAfter: 90 * 24 * 3600_000,
  overlap: 7 * 24 * 3600_000,
};

const ALG: Record<KeyUse, string> = { sig: 'RS256', enc: 'RSA-OAEP-256' };
const MODULUS_LENGTH = 2048;
const rowName = (use: KeyUse, generation: number): string => `openid_client_${use}:${generation}`;
const ROW_PATTERN = /^openid_client_(sig|enc):(\d+)$/;

interface StoredKey {
  use: KeyUse;
  generation: number;
  createdAt: Date;
  /** the private JWK with kid, use and alg */
  jwk: JWK;
}

export interface ClientKey {
  kid: string;
  alg: string;
  /** the private key as a WebCrypto key (what openid-client takes) */
  privateKey: CryptoKey;
  /** the public JWK as published */
  publicJwk: JWK;
}

export interface OpenIdClientKeys {
  /** the current signing key (RS256): client assertions, request objects, the signed JWKS */
  signing: ClientKey;
  /** every published encryption key (RSA-OAEP-256), current first: a response may be encrypted to any */
  decryption: ClientKey[];
  /** the public JWKS: current and next keys of both uses, and a previous one still in its overlap */
  jwks: { keys: JWK[] };
}

async function makeKey(use: KeyUse): Promise<JWK> {
  const { privateKey } = await generateKeyPair(ALG[use], {
    modulusLength: MODULUS_LENGTH,
    extractable: true,
  });
  const jwk = await exportJWK(privateKey);
  const kid = `${use}-${crypto.randomUUID()}`;
  return { ...jwk, kid, use, alg: ALG[use] };
}

async function readStored(db: Database): Promise<StoredKey[]> {
  const rows = await db.query<{ name: string; value: string; created_at: Date | string }>(
    "SELECT name, value, created_at FROM server_keys WHERE name LIKE 'openid_client_%'",
  );
  const keys: StoredKey[] = [];
  for (const row of rows) {
    const match = ROW_PATTERN.exec(row.name);
    if (!match) continue;
    keys.push({
      use: match[1] as KeyUse,
      generation: Number(match[2]),
      createdAt: new Date(row.created_at),
      jwk: JSON.parse(row.value) as JWK,
    });
  }
  return keys.sort((a, b) => a.generation - b.generation);
}

async function insertGeneration(db: Database, use: KeyUse, generation: number, now: Date): Promise<void> {
  const jwk = await makeKey(use);
  await db.query(
    'INSERT INTO server_keys (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
    [rowName(use, generation), JSON.stringify(jwk), now.toISOString()],
  );
}

interface Plan {
  current: StoredKey;
  published: StoredKey[];
  /** generations no longer published: removed from the store */
  stale: StoredKey[];
  /** the next generation is due and missing */
  makeNext: boolean;
}

/** Which keys of one use are current, published and stale at `now` (the generations sorted ascending). */
function plan(keys: StoredKey[], now: Date, policy: RotationPolicy): Plan {
  const t = now.getTime();
  const age = (key: StoredKey): number => t - key.createdAt.getTime();
  // current: the newest generation past its overlap; generation 0 (or the oldest left) is current at once
  let currentIndex = 0;
  keys.forEach((key, index) => {
    if (index > 0 && age(key) >= policy.overlap) currentIndex = index;
  });
  const current = keys[currentIndex]!;
  const previous = keys[currentIndex - 1];
  // the previous key stays published for `overlap` after the promotion (made + overlap)
  const previousKept = previous !== undefined && age(current) < 2 * policy.overlap;
  const published = keys.filter(
    (key, index) => index >= currentIndex || (index === currentIndex - 1 && previousKept),
  );
  const stale = keys.filter((key) => !published.includes(key));
  const newest = keys.at(-1)!;
  const makeNext = newest === current && age(current) >= policy.rotateAfter - policy.overlap;
  return { current, published, stale, makeNext };
}

async function toClientKey(jwk: JWK): Promise<ClientKey> {
  const alg = jwk.alg!;
  const privateKey = (await importJWK(jwk, alg)) as CryptoKey;
  const { kty, n, e, kid, use } = jwk;
  return { kid: kid!, alg, privateKey, publicJwk: { kty, n, e, kid, use, alg } };
}

interface Cached {
  keys: OpenIdClientKeys;
  /** in real time: another replica may have rotated */
  readAt: number;
  /** in the caller's time: the next instant the plan can change */
  validUntil: number;
  validFrom: number;
}

const REREAD_MS = 5 * 60_000;
const cache = new WeakMap<Database, Cached>();
const loading = new WeakMap<Database, Promise<OpenIdClientKeys>>();

/** the earliest instant after `now` at which the plan of these keys changes */
function nextChange(keys: StoredKey[], policy: RotationPolicy): number[] {
  return keys.flatMap((key) => {
    const made = key.createdAt.getTime();
    return [made + policy.overlap, made + 2 * policy.overlap, made + policy.rotateAfter - policy.overlap];
  });
}

async function load(db: Database, now: Date, policy: RotationPolicy): Promise<OpenIdClientKeys> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const stored = await readStored(db);
    let changed = false;
    for (const use of ['sig', 'enc'] as const) {
      const ofUse = stored.filter((key) => key.use === use);
      if (ofUse.length === 0) {
        await insertGeneration(db, use, 0, now);
        changed = true;
        continue;
      }
      const p = plan(ofUse, now, policy);
      if (p.makeNext) {
        await insertGeneration(db, use, ofUse.at(-1)!.generation + 1, now);
        changed = true;
      }
      for (const key of p.stale) {
        await db.query('DELETE FROM server_keys WHERE name = $1', [rowName(key.use, key.generation)]);
      }
    }
    if (changed) continue;

    const sig = plan(
      stored.filter((key) => key.use === 'sig'),
      now,
      policy,
    );
    const enc = plan(
      stored.filter((key) => key.use === 'enc'),
      now,
      policy,
    );
    const signing = await toClientKey(sig.current.jwk);
    const decryption = await Promise.all(
      [enc.current, ...enc.published.filter((key) => key !== enc.current)].map((key) => toClientKey(key.jwk)),
    );
    const publishedSig = await Promise.all(sig.published.map((key) => toClientKey(key.jwk)));
    const keys: OpenIdClientKeys = {
      signing,
      decryption,
      jwks: { keys: [...publishedSig, ...decryption].map((key) => key.publicJwk) },
    };
    const t = now.getTime();
    const changes = nextChange(stored, policy).filter((at) => at > t);
    cache.set(db, {
      keys,
      readAt: Date.now(),
      validFrom: t,
      validUntil: changes.length > 0 ? Math.min(...changes) : Number.POSITIVE_INFINITY,
    });
    return keys;
  }
  throw new Error('openid client keys: the key store did not settle');
}

/**
 * The client's keys at `now` (rotating them when due). Cached per database for five minutes of real time and
 * until the next instant the rotation plan changes.
 */
export async function openIdClientKeys(
  db: Database,
  now: Date = new Date(),
  policy: RotationPolicy = defaultRotation,
): Promise<OpenIdClientKeys> {
  const t = now.getTime();
  const cached = cache.get(db);
  if (cached && Date.now() - cached.readAt < REREAD_MS && t >= cached.validFrom && t < cached.validUntil) {
    return cached.keys;
  }
  const pending = loading.get(db);
  if (pending) return pending;
  const promise = load(db, now, policy).finally(() => loading.delete(db));
  loading.set(db, promise);
  return promise;
}

/** The client's public JWKS (what the provider fetches or is configured with): sig and enc, current and next. */
export async function openIdClientPublicJwks(db: Database, now: Date = new Date()): Promise<{ keys: JWK[] }> {
  return (await openIdClientKeys(db, now)).jwks;
}

/** Forget the cached keys of a database (tests that rewrite the store). */
export function forgetOpenIdClientKeys(db: Database): void {
  cache.delete(db);
}
