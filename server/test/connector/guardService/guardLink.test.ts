import { describe, expect, it } from 'vitest';
import { signGuardLink, verifyGuardLink } from '../../../src/connector/guardService/link.js';
import { readGuardServiceSettings } from '../../../src/connector/guardService/settings.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { callJson } from '../../helpers/requests.js';

const KEY = Buffer.alloc(32, 7);
const NOW = new Date('2026-01-15T10:00:00Z');
const SECRET = Buffer.alloc(32, 9).toString('base64');

const queryOf = (url: string) => new URL(url).searchParams;

describe('signGuardLink and verifyGuardLink', () => {
  const link = signGuardLink(
    KEY,
    'https://guard.example/enter?partner=utility',
    { instance: 'demo1', place: 'P-1' },
    { now: NOW, ttlSeconds: 300 },
  );

  it('keeps the provider address and its own parameters, and verifies until it expires', () => {
    expect(
      link.url.startsWith('https://guard.example/enter?partner=utility&v=1&instance=demo1&place=P-1&'),
    ).toBe(true);
    expect(verifyGuardLink(KEY, queryOf(link.url), new Date(NOW.getTime() + 299_000))).toMatchObject({
      ok: true,
      claims: { instance: 'demo1', place: 'P-1' },
    });
    expect(verifyGuardLink(KEY, queryOf(link.url), new Date(NOW.getTime() + 300_000))).toEqual({
      ok: false,
      error: 'expired_link',
    });
  });

  it('is not valid under another key, or with a value moved between fields', () => {
    expect(verifyGuardLink(Buffer.alloc(32, 8), queryOf(link.url), NOW)).toEqual({
      ok: false,
      error: 'invalid_link',
    });
    const moved = queryOf(link.url);
    moved.set('instance', 'demo1P-1');
    moved.set('place', '');
    expect(verifyGuardLink(KEY, moved, NOW)).toEqual({ ok: false, error: 'invalid_link' });
  });

  it('an altered link that has also expired says not valid, not expired', () => {
    const altered = queryOf(link.url);
    altered.set('place', 'P-2');
    expect(verifyGuardLink(KEY, altered, new Date(NOW.getTime() + 3_600_000))).toEqual({
      ok: false,
      error: 'invalid_link',
    });
  });
});

describe('GUARD_SERVICE_* settings', () => {
  it('default to the demo provider, the key store and 5 minutes', () => {
    expect(readGuardServiceSettings({})).toEqual({ providerUrl: null, secret: null, ttlSeconds: 300 });
  });

  it('take an https provider with its shared secret', () => {
    const settings = readGuardServiceSettings({
      GUARD_SERVICE_URL: 'https://guard.example/enter',
      GUARD_SERVICE_SECRET: SECRET,
      GUARD_SERVICE_LINK_TTL_SECONDS: '120',
    });
    expect(settings).toEqual({
      providerUrl: 'https://guard.example/enter',
      secret: Buffer.alloc(32, 9),
      ttlSeconds: 120,
    });
  });

  it.each([
    [{ GUARD_SERVICE_URL: 'http://guard.example/', GUARD_SERVICE_SECRET: SECRET }, 'GUARD_SERVICE_URL'],
    [{ GUARD_SERVICE_URL: 'not a url', GUARD_SERVICE_SECRET: SECRET }, 'GUARD_SERVICE_URL'],
    [{ GUARD_SERVICE_URL: 'https://guard.example/' }, 'GUARD_SERVICE_SECRET'],
    [{ GUARD_SERVICE_SECRET: 'c2hvcnQ=' }, 'GUARD_SERVICE_SECRET'],
    [{ GUARD_SERVICE_LINK_TTL_SECONDS: '5' }, 'GUARD_SERVICE_LINK_TTL_SECONDS'],
    [{ GUARD_SERVICE_LINK_TTL_SECONDS: '3600' }, 'GUARD_SERVICE_LINK_TTL_SECONDS'],
  ])('refuse %j', (env, key) => {
    expect(() => readGuardServiceSettings(env)).toThrow(key);
  });
});

describe('with an outside provider configured', () => {
  it('links point to it, signed with the shared secret, and the demo provider is not mounted', async () => {
    const t = await buildTestApp({
      env: { GUARD_SERVICE_URL: 'https://guard.example/enter', GUARD_SERVICE_SECRET: SECRET },
    });
    try {
      const token = await loginAs(t.app, 'demo1', 'customer');
      const [place] = await t.app.db.query<{ location_code: string }>(
        `SELECT up.location_code FROM usage_places up
           JOIN user_usage_places uup ON uup.usage_place_id = up.id
           JOIN users u ON u.id = uup.user_id
          WHERE u.instance = 'demo1' AND u.username = 'customer' ORDER BY up.id LIMIT 1`,
      );
      const response = await callJson(t.app, 'POST', '/connector/v1/guard-service/link', token, {
        locationCode: place?.location_code,
      });
      expect(response.statusCode).toBe(200);
      const { url } = response.json<{ url: string }>();
      expect(url.startsWith('https://guard.example/enter?')).toBe(true);
      expect(verifyGuardLink(Buffer.alloc(32, 9), queryOf(url), new Date())).toMatchObject({ ok: true });
      const demo = await t.app.inject({
        method: 'GET',
        url: `/demo-guard-service/open${new URL(url).search}`,
      });
      expect(demo.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
