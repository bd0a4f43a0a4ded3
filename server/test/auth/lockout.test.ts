import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.js';
import { DEFAULT_LOCKOUT, recordFailure } from '../../src/auth/lockout.js';
import { loadSettings } from '../../src/config.js';
import { buildTestApp, type TestApp } from '../helpers/index.js';
import { requestToken } from '../helpers/requests.js';

const SLOW = 1_500; // apart enough not to count as a quick (scripted) failure

describe('lockout rule (Keycloak model)', () => {
  const now = new Date('2026-01-15T10:00:00Z');
  const earlier = new Date(now.getTime() - 10_000);

  it('wait = 30 s x floor(failures / 5): no lock before the fifth failure', () => {
    expect(recordFailure({ failedLoginCount: 3, lastFailureAt: earlier }, now)).toEqual({
      failedLoginCount: 4,
      lockedUntil: null,
    });
    expect(recordFailure({ failedLoginCount: 4, lastFailureAt: earlier }, now).lockedUntil).toEqual(
      new Date(now.getTime() + 30_000),
    );
    expect(recordFailure({ failedLoginCount: 9, lastFailureAt: earlier }, now).lockedUntil).toEqual(
      new Date(now.getTime() + 60_000),
    );
  });

  it('the wait is capped at 15 minutes', () => {
    const outcome = recordFailure({ failedLoginCount: 200, lastFailureAt: earlier }, now);
    expect(outcome.lockedUntil!.getTime() - now.getTime()).toBe(15 * 60_000);
  });

  it('failures older than 12 hours are forgotten', () => {
    const old = new Date(now.getTime() - 13 * 60 * 60 * 1000);
    expect(recordFailure({ failedLoginCount: 8, lastFailureAt: old }, now)).toEqual({
      failedLoginCount: 1,
      lockedUntil: null,
    });
  });

  it('a failure within a second of the previous one is quick: at least 60 s, whatever the count', () => {
    const quick = new Date(now.getTime() - 999);
    expect(recordFailure({ failedLoginCount: 1, lastFailureAt: quick }, now).lockedUntil).toEqual(
      new Date(now.getTime() + 60_000),
    );
    const slow = new Date(now.getTime() - 1_000);
    expect(recordFailure({ failedLoginCount: 1, lastFailureAt: slow }, now).lockedUntil).toBeNull();
  });

  it('the policy comes from the settings, with the documented defaults', () => {
    expect(loadSettings({}).lockout).toEqual(DEFAULT_LOCKOUT);
    expect(DEFAULT_LOCKOUT).toEqual({
      failureFactor: 5,
      waitIncrementMs: 30_000,
      maxWaitMs: 900_000,
      failureResetMs: 43_200_000,
      quickLoginCheckMs: 1_000,
      minQuickLoginWaitMs: 60_000,
    });
    const settings = loadSettings({ LOCKOUT_FAILURE_FACTOR: '3', LOCKOUT_WAIT_INCREMENT_MS: '5000' });
    expect(settings.lockout).toMatchObject({ failureFactor: 3, waitIncrementMs: 5_000, maxWaitMs: 900_000 });
    expect(() => loadSettings({ LOCKOUT_FAILURE_FACTOR: '0' })).toThrow(/LOCKOUT_FAILURE_FACTOR/);
    expect(() => loadSettings({ LOCKOUT_MAX_WAIT_MS: '15m' })).toThrow(/LOCKOUT_MAX_WAIT_MS/);
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
        "SELECT failed_login_count FROM login_failures WHERE instance = 'demo1' AND username_key = $1",
        [username.toLowerCase()],
      )
    )[0]?.failed_login_count ?? 0;
  const wrong = (username: string) => {
    clock.advance(SLOW);
    return requestToken(t.app, { username, password: 'Wrong-pass-1' });
  };
  const right = (username: string) => {
    clock.advance(SLOW);
    return requestToken(t.app, { username });
  };

  it('the account locks after 5 failures, a correct password while locked is refused, and the lock lifts after the wait', async () => {
    for (let i = 0; i < 4; i++) expect((await wrong('customer')).json().error).toBe('bad_credentials');
    expect((await wrong('customer')).json().error).toBe('bad_credentials');
    const lockedAt = clock.now().getTime();

    const locked = await right('customer');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({
      error: 'account_locked_until',
      error_description: expect.any(String),
      details: { lockedUntil: new Date(lockedAt + 30_000).toISOString() },
    });

    clock.set(new Date(lockedAt + 29_999));
    expect((await requestToken(t.app, { username: 'customer' })).json().error).toBe('account_locked_until');
    clock.set(new Date(lockedAt + 30_000));
    expect((await requestToken(t.app, { username: 'customer' })).statusCode).toBe(200);
    expect(await failures('customer')).toBe(0);
  });

  it('attempts while locked add nothing', async () => {
    for (let i = 0; i < 5; i++) await wrong('customer2');
    expect(await failures('customer2')).toBe(5);
    for (let i = 0; i < 4; i++) expect((await wrong('customer2')).json().error).toBe('account_locked_until');
    expect(await failures('customer2')).toBe(5);
  });

  it('each failure after the lock lifts locks again, and the wait grows: the tenth failure waits 60 s', async () => {
    for (let i = 0; i < 5; i++) await wrong('admin');
    for (const failure of [6, 7, 8, 9]) {
      clock.advance(30_000);
      await wrong('admin');
      expect(await failures('admin')).toBe(failure);
      const response = await requestToken(t.app, { username: 'admin' });
      expect(response.json().details.lockedUntil).toBe(
        new Date(clock.now().getTime() + 30_000).toISOString(),
      );
    }
    clock.advance(30_000);
    await wrong('admin');
    const response = await requestToken(t.app, { username: 'admin' });
    expect(response.json().details.lockedUntil).toBe(new Date(clock.now().getTime() + 60_000).toISOString());
  });

  it('two failures within a second lock for the quick-login wait of 60 s', async () => {
    await wrong('servant');
    clock.advance(400);
    expect((await requestToken(t.app, { username: 'servant', password: 'Wrong-pass-1' })).statusCode).toBe(
      401,
    );
    const response = await requestToken(t.app, { username: 'servant' });
    expect(response.statusCode).toBe(403);
    expect(response.json().details.lockedUntil).toBe(new Date(clock.now().getTime() + 60_000).toISOString());
  });

  it('a success resets the counter', async () => {
    for (let i = 0; i < 4; i++) await wrong('superuser');
    expect(await failures('superuser')).toBe(4);
    expect((await right('superuser')).statusCode).toBe(200);
    expect(await failures('superuser')).toBe(0);
    await wrong('superuser');
    expect((await right('superuser')).statusCode).toBe(200);
  });

  it('an unknown username is counted and locked exactly like a real one: same codes, same answer shape', async () => {
    const answers = async (username: string) => {
      const seen: Array<{ status: number; body: unknown }> = [];
      for (let i = 0; i < 6; i++) {
        const response = await wrong(username);
        const body = response.json();
        if (body.details?.lockedUntil) body.details.lockedUntil = 'T';
        seen.push({ status: response.statusCode, body });
      }
      return seen;
    };
    const real = await answers('ssnviewer');
    const made = await answers('No-Such-User');
    expect(made).toEqual(real);
    expect(real.at(-1)).toEqual({
      status: 403,
      body: {
        error: 'account_locked_until',
        error_description: expect.any(String),
        details: { lockedUntil: 'T' },
      },
    });
    // counted under the lower-cased name
    expect(await failures('no-such-user')).toBe(5);
  });

  it('failure rows of unknown names go once their lock and failure window are past', async () => {
    for (let i = 0; i < 2; i++) await wrong('ghost-user');
    expect(await failures('ghost-user')).toBe(2);
    clock.advance(12 * 60 * 60_000 + 1);
    await wrong('someone-else');
    expect(await t.db.query("SELECT 1 FROM login_failures WHERE username_key = 'ghost-user'")).toHaveLength(
      0,
    );
    expect(await failures('someone-else')).toBe(1);
  });

  it('the sweep keeps rows whose failures are still within the window', async () => {
    for (let i = 0; i < 2; i++) await wrong('recent-name');
    clock.advance(11 * 60 * 60_000);
    await wrong('yet-another');
    expect(await failures('recent-name')).toBe(2);
  });
});
