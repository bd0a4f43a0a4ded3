import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../src/clock.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { callJson } from '../../helpers/requests.js';

const LINK = '/connector/v1/guard-service/link';
const START = new Date('2026-01-15T10:00:00Z');

let app: FastifyInstance;
let close: () => Promise<void>;
const clock = manualClock(START);
let customer: string;
let nivosCustomer: string;
let meterControl: string;
let myPlace: string;
let othersPlace: string;

const placesOf = async (instance: string, username: string): Promise<string[]> => {
  const rows = await app.db.query<{ location_code: string }>(
    `SELECT up.location_code FROM usage_places up
       JOIN user_usage_places uup ON uup.usage_place_id = up.id
       JOIN users u ON u.id = uup.user_id
      WHERE u.instance = $1 AND u.username = $2
      ORDER BY up.id`,
    [instance, username],
  );
  return rows.map((row) => row.location_code);
};

const linkFor = async (token: string | null, body: unknown) => callJson(app, 'POST', LINK, token, body);

/** opens the link as the browser would: its path and query on this server */
const open = (url: string, acceptLanguage = 'fi-FI') => {
  const parsed = new URL(url);
  return app.inject({
    method: 'GET',
    url: parsed.pathname + parsed.search,
    headers: { 'accept-language': acceptLanguage },
  });
};

const withParam = (url: string, name: string, value: string): string => {
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed.toString();
};

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ clock }));
  customer = await loginAs(app, 'demo1', 'customer');
  nivosCustomer = await loginAs(app, 'nivos', 'customer');
  meterControl = await loginAs(app, 'demo1', 'metercontrol');
  const mine = await placesOf('demo1', 'customer');
  const theirs = (await placesOf('demo1', 'customer2')).filter((code) => !mine.includes(code));
  if (!mine[0] || !theirs[0]) throw new Error('the demo customers have no usage places');
  myPlace = mine[0];
  othersPlace = theirs[0];
});

afterAll(async () => {
  await close();
});

describe('POST /connector/v1/guard-service/link', () => {
  it('gives a customer of an instance with the scope a short-lived link that opens the provider page', async () => {
    clock.set(START);
    const response = await linkFor(customer, { locationCode: myPlace });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const link = response.json() as { url: string; expiresAt: string };
    expect(Object.keys(link).sort()).toEqual(['expiresAt', 'url']);
    expect(link.expiresAt).toBe('2026-01-15T10:05:00.000Z');
    const url = new URL(link.url);
    expect(url.origin + url.pathname).toBe('http://localhost:8080/demo-guard-service/open');
    expect([...url.searchParams.keys()].sort()).toEqual(['exp', 'instance', 'nonce', 'place', 'sig', 'v']);
    expect(url.searchParams.get('instance')).toBe('demo1');
    expect(url.searchParams.get('place')).toBe(myPlace);
    // nothing of the user: no token, no sub, no name
    expect(link.url).not.toContain(customer.slice(0, 20));
    expect(link.url).not.toMatch(/sub=|token|customer/i);

    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<dd data-testid="place">${myPlace}</dd>`);
    expect(page.body).toContain('(demo1)');
    expect(page.body).toContain('Demo: tämä ei ole oikea vartijapalvelu');
    expect(page.body).toContain('<html lang="fi">');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
  });

  it('each link has its own nonce', async () => {
    const first = new URL((await linkFor(customer, { locationCode: myPlace })).json<{ url: string }>().url);
    const second = new URL((await linkFor(customer, { locationCode: myPlace })).json<{ url: string }>().url);
    expect(first.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.searchParams.get('nonce')).not.toBe(second.searchParams.get('nonce'));
  });

  it('the provider page speaks one of the instance languages the browser asks for', async () => {
    const { url } = (await linkFor(customer, { locationCode: myPlace })).json<{ url: string }>();
    const english = await open(url, 'en-US,en;q=0.9');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Demo: this is not a real guard service');
    const swedish = await open(url, 'sv-FI');
    expect(swedish.body).toContain('<html lang="sv">');
  });

  it('the link is refused once it has expired (410, a page saying to press the button again)', async () => {
    clock.set(START);
    const { url } = (await linkFor(customer, { locationCode: myPlace })).json<{ url: string }>();
    clock.advance(5 * 60 * 1000 - 1000);
    expect((await open(url)).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await open(url, 'en');
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This link has expired');
    expect(expired.body).toContain('press the guard service button again');
    expect(expired.body).not.toContain(myPlace);
    expect(expired.headers['cache-control']).toBe('no-store');
    expect(expired.headers['referrer-policy']).toBe('no-referrer');
    clock.set(START);
  });

  it('a changed place code, instance, expiry or signature, or a missing signature, is not valid (403)', async () => {
    clock.set(START);
    const { url } = (await linkFor(customer, { locationCode: myPlace })).json<{ url: string }>();
    const sig = new URL(url).searchParams.get('sig') ?? '';
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    const unsigned = new URL(url);
    unsigned.searchParams.delete('sig');
    const doubled = new URL(url);
    doubled.searchParams.append('place', othersPlace);
    const exp = Number(new URL(url).searchParams.get('exp'));
    for (const altered of [
      withParam(url, 'place', othersPlace),
      withParam(url, 'instance', 'nivos'),
      withParam(url, 'exp', String(exp + 3600)),
      withParam(url, 'sig', flipped),
      unsigned.toString(),
      doubled.toString(),
    ]) {
      const page = await open(altered, 'en');
      expect(page.statusCode, altered).toBe(403);
      expect(page.body).toContain('This link is not valid');
      expect(page.body).not.toContain(othersPlace);
      expect(page.headers['cache-control']).toBe('no-store');
    }
    const bare = await open('http://localhost:8080/demo-guard-service/open');
    expect(bare.statusCode).toBe(403);
    expect(bare.body).toContain('Linkki ei ole kelvollinen');
  });

  it("another customer's place is 404 location_not_found, as is a place that does not exist", async () => {
    for (const locationCode of [othersPlace, 'NO-SUCH-PLACE']) {
      const response = await linkFor(customer, { locationCode });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'location_not_found' });
    }
  });

  it('an instance without the guard_service scope is refused 403 no_permission', async () => {
    const [nivosPlace] = await placesOf('nivos', 'customer');
    expect(nivosPlace).toBeDefined();
    const response = await linkFor(nivosCustomer, { locationCode: nivosPlace });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'no_permission' });
  });

  it('a user without ROLE_USER is refused 403 no_permission', async () => {
    const response = await linkFor(meterControl, { locationCode: myPlace });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'no_permission' });
  });

  it('without a login the call is 401 invalid_token', async () => {
    const response = await linkFor(null, { locationCode: myPlace });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_token' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a NUL, an oversized or empty code, unknown fields and a body nested 200 deep with 400', async () => {
    const deep = '{"locationCode":'.repeat(200) + '"x"' + '}'.repeat(200);
    const bodies: unknown[] = [
      { locationCode: `${myPlace}\u0000` },
      { locationCode: 'x'.repeat(65) },
      { locationCode: '' },
      { locationCode: 12345 },
      { locationCode: myPlace, instance: 'nivos' },
      {},
    ];
    for (const body of bodies) {
      const response = await linkFor(customer, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validations_fail' });
    }
    const nested = await app.inject({
      method: 'POST',
      url: LINK,
      headers: { authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ error: 'validations_fail' });
  });

  it('a code of exactly 64 characters passes validation (and is simply not a place of the user)', async () => {
    const response = await linkFor(customer, { locationCode: 'x'.repeat(64) });
    expect(response.statusCode).toBe(404);
  });
});
