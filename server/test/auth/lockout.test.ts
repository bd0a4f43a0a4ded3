import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.js';
import { MAX_WAIT_MS, recordFailure } from '../../src/auth/lockout.js';
import { buildTestApp, type TestApp } from '../helpers/index.js';
import { requestToken } from '../helpers/requests.js';

describe('lockout rule (Keycloak model)', () => {
  const now = new Date('2026-01-15T10:00:00Z');

  it('wait = 60 s x floor(failures / 3): no lock before the third failure', () => {
    expect(recordFailure({ failedLoginCount: 1, lastFailureAt: now }, now)).toEqual({
      failedLoginCount: 2,
      lockedUntil: null,
    });
    expect(recordFailure({ failedLoginCount: 2, lastFailureAt: now }, now).lockedUntil).toEqual(
      new Date(now.getTime() + 60_000),
    );
    expect(recordFailure({ failedLoginCount: 5, lastFailureAt: now }, now).lockedUntil).toEqual(
      new Date(now.getTime() + 120_000),
    );
  });

  it('the wait is capped at 15 minutes', () => {
    const outcome = recordFailure({ failedLoginCount: 200, lastFailureAt: now }, now);
    expect(outcome.lockedUntil!.getTime() - now.getTime()).toBe(MAX_WAIT_MS);
  });

  it('failures older than 12 hours are forgotten', () => {
    const old = new Date(now.getTime() - 13 * 60 * 60 * 1000);
    expect(recordFailure({ failedLoginCount: 8, lastFailureAt: old }, now)).toEqual({
      failedLoginCount: 1,
      lockedUntil: null,
    });
  });
});

describe('account lockout through the token call', () => {
  const clock = manualClock(new Date('2026-01-15T10:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const failures = async (username: string) =>
    (
      await t.db.query<{ failed_login_count: number }>(
        "SELECT failed_login_count FROM users WHERE instance = 'demo1' AND username = $1",
        [username],
      )
    )[0]!.failed_login_count;
  const wrong = (username: string) => requestToken(t.app, { username, password: 'Wrong-pass-1' });

  it('the account locks after 3 failures, a correct password while locked is refused, and the lock lifts after the wait', async () => {
    for (let i = 0; i < 3; i++) expect((await wrong('customer')).json().error).toBe('bad_credentials');

    const locked = await requestToken(t.app, { username: 'customer' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({
      error: 'account_locked_until',
      error_description: expect.any(String),
      details: { lockedUntil: '2026-01-15T10:01:00.000Z' },
    });

    clock.advance(59_000);
    expect((await requestToken(t.app, { username: 'customer' })).json().error).toBe('account_locked_until');
    clock.advance(1_001);
    expect((await requestToken(t.app, { username: 'customer' })).statusCode).toBe(200);
    expect(await failures('customer')).toBe(0);
  });

  it('attempts while locked add nothing', async () => {
    for (let i = 0; i < 3; i++) await wrong('customer2');
    expect(await failures('customer2')).toBe(3);
    for (let i = 0; i < 4; i++) expect((await wrong('customer2')).json().error).toBe('account_locked_until');
    expect(await failures('customer2')).toBe(3);
  });

  it('each failure after the lock lifts locks again, and the wait grows: the sixth failure waits 2 minutes', async () => {
    for (let i = 0; i < 3; i++) await wrong('admin');
    for (const failure of [4, 5]) {
      clock.advance(60_001);
      await wrong('admin');
      expect(await failures('admin')).toBe(failure);
      const response = await requestToken(t.app, { username: 'admin' });
      expect(response.json().details.lockedUntil).toBe(
        new Date(clock.now().getTime() + 60_000).toISOString(),
      );
    }
    clock.advance(60_001);
    await wrong('admin');
    const response = await requestToken(t.app, { username: 'admin' });
    expect(response.json().details.lockedUntil).toBe(new Date(clock.now().getTime() + 120_000).toISOString());
  });

  it('a success resets the counter', async () => {
    for (let i = 0; i < 2; i++) await wrong('superuser');
    expect(await failures('superuser')).toBe(2);
    expect((await requestToken(t.app, { username: 'superuser' })).statusCode).toBe(200);
    expect(await failures('superuser')).toBe(0);
    await wrong('superuser');
    expect((await requestToken(t.app, { username: 'superuser' })).statusCode).toBe(200);
  });

  it('failed logins of unknown usernames leave no state', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM users');
    for (let i = 0; i < 4; i++) await wrong('no-such-user');
    expect(
      (await requestToken(t.app, { username: 'no-such-user', password: 'Wrong-pass-1' })).json().error,
    ).toBe('bad_credentials');
    expect(await t.db.query('SELECT count(*)::int AS n FROM users')).toEqual(before);
  });
});
