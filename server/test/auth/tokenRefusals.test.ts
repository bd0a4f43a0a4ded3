import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.js';
import { buildTestApp, loginAs, type TestApp } from '../helpers/index.js';
import { callJson } from '../helpers/requests.js';

const clock = manualClock(new Date());
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  token = await loginAs(t.app, 'demo1', 'customer');
});
afterAll(async () => {
  await t.close();
});

const userinfo = (bearer: string | null) => callJson(t.app, 'GET', '/auth/userinfo', bearer);

const expectRefused = async (bearer: string | null) => {
  const response = await userinfo(bearer);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ error: 'invalid_token' });
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** a token made with the server's own key, so only the claim under test is wrong */
const signWithServerKey = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' }).sign(t.app.keys.signing.privateKey);

describe('access token checks', () => {
  it('a valid bearer token reaches userinfo', async () => {
    const response = await userinfo(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'customer', instance: 'demo1' });
  });

  it('the token cookie works like the bearer header', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/userinfo', cookies: { token } });
    expect(response.statusCode).toBe(200);
  });

  it('no token is refused with invalid_token', async () => {
    await expectRefused(null);
  });

  it('garbage is refused', async () => {
    await expectRefused('not-a-jwt');
  });

  it('an expired token is refused', async () => {
    const shortLived = await loginAs(t.app, 'demo1', 'customer2');
    clock.advance(8 * 60 * 60 * 1000 + 1000);
    try {
      await expectRefused(shortLived);
    } finally {
      clock.advance(-(8 * 60 * 60 * 1000 + 1000));
    }
  });

  it('a token with a tampered signature is refused', async () => {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature[5] === 'A' ? 'B' : 'A';
    await expectRefused(`${header}.${payload}.${signature.slice(0, 5)}${flipped}${signature.slice(6)}`);
  });

  it('a token with tampered claims (more roles) is refused', async () => {
    const [header, , signature] = token.split('.') as [string, string, string];
    const claims = { ...claimsOf(token), authorities: ['ROLE_USER', 'ROLE_ADMIN'] };
    await expectRefused(`${header}.${b64(claims)}.${signature}`);
  });

  it("a token with alg 'none' is refused", async () => {
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(token))}.`);
  });

  it('an HS256 token signed with the public key is refused', async () => {
    const publicPem = t.app.keys.signing.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const payload = b64(claimsOf(token));
    const signature = createHmac('sha256', publicPem).update(`${header}.${payload}`).digest('base64url');
    await expectRefused(`${header}.${payload}.${signature}`);
  });

  it('a token from another issuer is refused', async () => {
    await expectRefused(await signWithServerKey({ ...claimsOf(token), iss: 'https://evil.example/auth' }));
  });

  it("a demo1 user's token pointed at nivos (audience and instance nivos) is refused: the tenant is the token's client", async () => {
    const forged = await signWithServerKey({
      ...claimsOf(token),
      aud: 'mimo_nivos',
      client_id: 'mimo_nivos',
      instance: 'nivos',
    });
    await expectRefused(forged);
  });

  it('a token whose instance claim disagrees with its client is refused', async () => {
    await expectRefused(await signWithServerKey({ ...claimsOf(token), instance: 'nivos' }));
  });

  it("a nivos token only ever reaches the nivos user's data", async () => {
    const nivosToken = await loginAs(t.app, 'nivos', 'customer');
    const response = await userinfo(nivosToken);
    expect(response.json()).toMatchObject({
      instance: 'nivos',
      username: 'customer',
      scopes: t.app.instances.get('nivos')!.oauth.scopes,
    });
    const demo1 = (await userinfo(token)).json();
    expect(response.json().sub).not.toBe(demo1.sub);
  });

  it('a token is refused after logout (its jti is revoked)', async () => {
    const session = await loginAs(t.app, 'demo1', 'admin');
    const logout = await callJson(t.app, 'POST', '/auth/logout', session);
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/token=;.*Expires=Thu, 01 Jan 1970/);
    await expectRefused(session);
  });

  it('a token of a deleted user is refused', async () => {
    const session = await loginAs(t.app, 'demo1', 'servant');
    const other = await loginAs(t.app, 'demo1', 'servant');
    expect((await callJson(t.app, 'POST', '/auth/delete_user', session)).statusCode).toBe(204);
    await expectRefused(other);
  });
});
