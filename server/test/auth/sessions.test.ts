import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { manualClock } from '../../src/clock.js';
import { AuthCache } from '../../src/auth/sessions.js';
import type { Principal } from '../../src/auth/principal.js';
import { buildTestApp, loginAs, type TestApp } from '../helpers/index.js';
import { callJson, requestToken } from '../helpers/requests.js';

// on a second boundary, so "the same second" below is exact
const clock = manualClock(new Date('2026-01-15T10:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const userinfo = (token: string) => callJson(t.app, 'GET', '/auth/userinfo', token);
const change = (token: string, currentPassword: string, newPassword: string) =>
  callJson(t.app, 'POST', '/auth/change_password', token, { currentPassword, newPassword });
const cookieOf = (response: LightMyRequestResponse, name: string): string | undefined =>
  response.cookies.find((c) => c.name === name)?.value;

describe('a password change ends every other session', () => {
  it('tokens issued before the change are refused 401; the changing session goes on with the token in the answer', async () => {
    const other = await loginAs(t.app, 'demo1', 'customer');
    clock.advance(200);
    const mine = await loginAs(t.app, 'demo1', 'customer');
    // both cached by now: the change must forget them
    expect((await userinfo(other)).statusCode).toBe(200);
    expect((await userinfo(mine)).statusCode).toBe(200);
    clock.advance(200);

    const response = await change(mine, 'Demo-pass-2026', 'Changed-pass-1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const fresh = response.json().access_token as string;
    expect(response.json()).toMatchObject({ token_type: 'bearer', expires_in: 28800 });
    // a bearer client gets no cookie it did not have
    expect(cookieOf(response, 'token')).toBeUndefined();

    for (const old of [other, mine]) {
      const refused = await userinfo(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe('invalid_token');
    }
    expect((await userinfo(fresh)).json().username).toBe('customer');
    expect((await requestToken(t.app, { username: 'customer', password: 'Changed-pass-1' })).statusCode).toBe(
      200,
    );
  });

  it('a cookie session gets its new token in the cookie, and the old cookie is refused', async () => {
    const login = await requestToken(t.app, { username: 'customer2' });
    const oldCookie = cookieOf(login, 'token')!;
    clock.advance(300);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/change_password',
      headers: { 'content-type': 'application/json' },
      cookies: { token: oldCookie },
      payload: JSON.stringify({ currentPassword: 'Demo-pass-2026', newPassword: 'Changed-pass-2' }),
    });
    expect(response.statusCode).toBe(200);
    const newCookie = cookieOf(response, 'token')!;
    expect(newCookie).toBe(response.json().access_token);
    const withCookie = (value: string) =>
      t.app.inject({ method: 'GET', url: '/auth/userinfo', cookies: { token: value } });
    expect((await withCookie(oldCookie)).statusCode).toBe(401);
    expect((await withCookie(newCookie)).statusCode).toBe(200);
  });

  it('is judged to the millisecond: a token from earlier in the same second is out, one from later in it is in', async () => {
    clock.set(new Date('2026-01-15T11:00:00.100Z'));
    const before = await loginAs(t.app, 'demo1', 'admin');
    clock.set(new Date('2026-01-15T11:00:00.500Z'));
    const changed = await change(before, 'Demo-pass-2026', 'Changed-pass-3');
    clock.set(new Date('2026-01-15T11:00:00.800Z'));
    const after = await loginAs(t.app, 'demo1', 'admin', 'Changed-pass-3');
    clock.set(new Date('2026-01-15T11:00:00.900Z'));
    expect((await userinfo(before)).statusCode).toBe(401);
    expect((await userinfo(changed.json().access_token)).statusCode).toBe(200);
    expect((await userinfo(after)).statusCode).toBe(200);
  });

  it('a reset follows the same rule, to the millisecond', async () => {
    clock.set(new Date('2026-01-15T12:00:00.100Z'));
    const before = await loginAs(t.app, 'demo1', 'servant');
    expect((await userinfo(before)).statusCode).toBe(200);
    await callJson(t.app, 'POST', '/auth/reset_password', null, {
      username: 'servant',
      clientId: 'mimo_demo1',
      language: 'en-US',
    });
    await t.app.background.drain();
    const link = /https?:\/\/\S+reset-password\?code=\S+/.exec(t.mails.at(-1)!.text)![0];
    clock.set(new Date('2026-01-15T12:00:00.400Z'));
    const confirm = await callJson(t.app, 'POST', '/auth/reset_password/confirm', null, {
      code: new URL(link).searchParams.get('code'),
      newPassword: 'Reset-pass-4',
    });
    expect(confirm.statusCode).toBe(204);
    clock.set(new Date('2026-01-15T12:00:00.700Z'));
    const after = await loginAs(t.app, 'demo1', 'servant', 'Reset-pass-4');
    expect((await userinfo(before)).statusCode).toBe(401);
    expect((await userinfo(after)).statusCode).toBe(200);
  });

  it('a token without the millisecond claim counts from the start of its iat second', async () => {
    clock.set(new Date('2026-01-15T13:00:00.900Z'));
    const current = await loginAs(t.app, 'demo1', 'metercontrol');
    const claims = decodeJwt(current);
    delete claims.iat_ms;
    const legacy = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: t.app.keys.signing.kid })
      .sign(t.app.keys.signing.privateKey);
    expect((await userinfo(legacy)).statusCode).toBe(200);
    // a cutoff later in the same second ends it: its real issue instant is unknown
    await t.db.query("UPDATE users SET tokens_not_before = $1 WHERE username = 'metercontrol'", [
      new Date('2026-01-15T13:00:00.100Z'),
    ]);
    // past the cache's time to live, so the answer is judged again
    clock.advance(60_000);
    expect((await userinfo(legacy)).statusCode).toBe(401);
  });
});

describe('the verified-token cache', () => {
  it('a logout in this process forgets the token at once', async () => {
    const token = await loginAs(t.app, 'demo1', 'superuser');
    expect((await userinfo(token)).statusCode).toBe(200);
    expect(t.app.authCache.size).toBeGreaterThan(0);
    await callJson(t.app, 'POST', '/auth/logout', token, {});
    expect((await userinfo(token)).statusCode).toBe(401);
  });

  it('userinfo answers the profile from the cache for 30 s; a profile update in this process shows at once', async () => {
    const token = await loginAs(t.app, 'demo1', 'ssnviewer');
    const firstName = async () => (await userinfo(token)).json().firstName as string;
    const before = await firstName();
    // a change made elsewhere (another replica) shows once the entry's time is up
    await t.db.query(
      "UPDATE users SET first_name = 'Elsewhere' WHERE username = 'ssnviewer' AND instance = 'demo1'",
    );
    expect(await firstName()).toBe(before);
    clock.advance(30_000);
    expect(await firstName()).toBe('Elsewhere');

    const update = await callJson(t.app, 'POST', '/auth/update_user', token, {
      firstName: 'Here',
      lastName: 'Now',
      username: 'ssnviewer',
      email: 'here@example.com',
    });
    expect(update.statusCode).toBe(200);
    expect(await firstName()).toBe('Here');
  });

  it('keeps an entry at most its time to live and never past the token expiry', () => {
    const cache = new AuthCache(30_000, 2);
    const now = new Date('2026-01-15T10:00:00Z');
    const principal = { userId: 1 } as Principal;
    const entry = (expiresInMs: number) => ({
      principal,
      tokenInfo: { jti: 'j', expiresAt: new Date(now.getTime() + expiresInMs) },
    });
    cache.set('a', entry(3_600_000), now);
    cache.set('b', entry(10_000), now);
    expect(cache.get('a', new Date(now.getTime() + 29_999))).toBeDefined();
    expect(cache.get('a', new Date(now.getTime() + 30_000))).toBeUndefined();
    expect(cache.get('b', new Date(now.getTime() + 10_000))).toBeUndefined();
    // bounded: the oldest goes first
    cache.set('c', entry(3_600_000), now);
    cache.set('d', entry(3_600_000), now);
    cache.set('e', entry(3_600_000), now);
    expect(cache.size).toBe(2);
    expect(cache.get('c', now)).toBeUndefined();
    expect(cache.get('e', now)).toBeDefined();
  });
});
