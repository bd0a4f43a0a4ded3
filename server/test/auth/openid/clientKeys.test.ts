import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompactEncrypt, importJWK } from 'jose';
import {
  forgetOpenIdClientKeys,
  openIdClientKeys,
  openIdClientPublicJwks,
  type RotationPolicy,
} from '../../../src/auth/openid/clientKeys.js';
import { openTestDatabase, type TestDatabase } from '../../helpers/testDatabase.js';

const DAY = 24 * 3600_000;
const policy: RotationPolicy = { rotateAfter: 90 * DAY, overlap: 7 * DAY };
const t0 = new Date('2026-01-15T10:00:00Z');
const at = (days: number): Date => new Date(t0.getTime() + days * DAY);

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const kids = (keys: { keys: { kid?: string; use?: string }[] }, use: string): string[] =>
  keys.keys.filter((key) => key.use === use).map((key) => key.kid!);

describe('the OpenID client keys', () => {
  it('are made on first use: one RS256 sig and one RSA-OAEP-256 enc key, public parts only, kept in server_keys', async () => {
    const jwks = await openIdClientPublicJwks(t.db, t0);
    expect(jwks.keys).toHaveLength(2);
    const [sig, enc] = [jwks.keys.find((k) => k.use === 'sig')!, jwks.keys.find((k) => k.use === 'enc')!];
    expect(sig).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(enc).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256' });
    for (const key of jwks.keys) {
      expect(key.kid).toBeTruthy();
      expect(key).not.toHaveProperty('d');
      expect(Buffer.from(key.n!, 'base64url').length * 8).toBeGreaterThanOrEqual(2048);
    }
    const rows = await t.db.query<{ name: string }>(
      "SELECT name FROM server_keys WHERE name LIKE 'openid_client_%'",
    );
    expect(rows.map((row) => row.name).sort()).toEqual(['openid_client_enc:0', 'openid_client_sig:0']);
    // another replica (no cache) reads the same keys
    forgetOpenIdClientKeys(t.db);
    expect(await openIdClientPublicJwks(t.db, t0)).toEqual(jwks);
  });

  it('rotate with overlap: next published before use, promoted after the overlap, the previous kept for another overlap', async () => {
    const first = await openIdClientKeys(t.db, at(1), policy);
    const sig0 = first.signing.kid;
    const enc0 = first.decryption[0]!.kid;

    // 83 days: the next key is made and published, the current still signs
    const withNext = await openIdClientKeys(t.db, at(83), policy);
    expect(withNext.signing.kid).toBe(sig0);
    expect(kids(withNext.jwks, 'sig')).toHaveLength(2);
    expect(kids(withNext.jwks, 'enc')).toHaveLength(2);
    const sig1 = kids(withNext.jwks, 'sig').find((kid) => kid !== sig0)!;

    // a token encrypted to the next key already decrypts with the published keys
    const enc1 = withNext.jwks.keys.find((key) => key.use === 'enc' && key.kid !== enc0)!;
    const jwe = await new CompactEncrypt(new TextEncoder().encode('hi'))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: enc1.kid })
      .encrypt(await importJWK(enc1, 'RSA-OAEP-256'));
    expect(jwe.split('.')).toHaveLength(5);
    expect(withNext.decryption.map((key) => key.kid)).toContain(enc1.kid);

    // 90 days: promoted; the previous one is still published
    const promoted = await openIdClientKeys(t.db, at(90), policy);
    expect(promoted.signing.kid).toBe(sig1);
    expect(promoted.decryption[0]!.kid).toBe(enc1.kid);
    expect(kids(promoted.jwks, 'sig')).toEqual(expect.arrayContaining([sig0, sig1]));
    expect(promoted.decryption.map((key) => key.kid)).toContain(enc0);

    // 97 days: the previous one is gone from the JWKS and the store
    const later = await openIdClientKeys(t.db, at(97), policy);
    expect(kids(later.jwks, 'sig')).toEqual([sig1]);
    expect(later.decryption.map((key) => key.kid)).toEqual([enc1.kid]);
    const rows = await t.db.query<{ name: string }>(
      "SELECT name FROM server_keys WHERE name LIKE 'openid_client_%'",
    );
    expect(rows.map((row) => row.name).sort()).toEqual(['openid_client_enc:1', 'openid_client_sig:1']);
  });
});
