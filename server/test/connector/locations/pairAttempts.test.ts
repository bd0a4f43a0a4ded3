import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FetchLocationsResponse } from '@portal/shared/api/locations';
import * as repository from '../../../src/connector/locations/repository.js';
import * as audit from '../../../src/audit/audit.js';
import { manualClock } from '../../../src/clock.js';
import { FETCH_PER_MINUTE, PAIR_FAILURES_PER_HOUR } from '../../../src/connector/locations/routes.js';
import type { Database } from '../../../src/plugins/database.js';
import { auditRowsOf, userOf } from '../../helpers/audit.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';

// the real functions, counted: whether a wrong pair costs the same is a fact about the work done, not timing
vi.mock('../../../src/connector/locations/repository.js', async (importOriginal) => {
  const actual = await importOriginal<typeof repository>();
  return {
    ...actual,
    findPlaces: vi.fn(actual.findPlaces),
    lockAttemptsOf: vi.fn(actual.lockAttemptsOf),
    countFailures: vi.fn(actual.countFailures),
    failureAt: vi.fn(actual.failureAt),
  };
});
vi.mock('../../../src/audit/audit.js', async (importOriginal) => {
  const actual = await importOriginal<typeof audit>();
  return { ...actual, recordAudit: vi.fn(actual.recordAudit) };
});

const FETCH = '/connector/v1/location/mappedByUser/fetch';
const ADMIN_FETCH = '/connector/v1/admin/location/mappedByUser/fetch';
const HOUR = 60 * 60 * 1000;

const clock = manualClock(new Date());
let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};
/** customer2's electricity place: its contract identifier as printed on the contract */
let printed: string;
/** the same in nivos, whose superuser makes no other call here */
let nivosPrinted: string;

const post = (
  url: string,
  token: string,
  payload: unknown,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });

const item = (customerNumber: string, contractIdentifier: string) => ({
  usagePlaceDetails: { customerNumber, contractIdentifier },
});

/** A guess in the demo identifiers' format that no place has. */
const guess = (i: number) =>
  `GQ${String(i)
    .padStart(8, '0')
    .replace(/[0125]/g, 'X')}`;

const counted = () => [
  vi.mocked(repository.findPlaces),
  vi.mocked(repository.lockAttemptsOf),
  vi.mocked(repository.countFailures),
  vi.mocked(repository.failureAt),
  vi.mocked(audit.recordAudit),
];
const resetCounts = () => counted().forEach((fn) => fn.mockClear());
const workCounts = () => counted().map((fn) => fn.mock.calls.length);

/** The answer without what differs between any two requests (its id, the date, the request counter). */
const answerOf = (response: LightMyRequestResponse) => {
  const {
    'x-request-id': _id,
    date: _date,
    'x-ratelimit-remaining': _remaining,
    'x-ratelimit-reset': _reset,
    ...headers
  } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
};

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp({ clock }));
  for (const [key, instance, username] of [
    ['customer', 'demo1', 'customer'],
    ['customer2', 'demo1', 'customer2'],
    ['superuser', 'demo1', 'superuser'],
    ['admin', 'demo1', 'admin'],
    ['nivosSuperuser', 'nivos', 'superuser'],
  ] as const)
    tokens[key] = await loginAs(app, instance, username);
  const [row] = await db.query<{ contract_identifier: string }>(
    `SELECT contract_identifier FROM usage_places
      WHERE instance = 'demo1' AND customer_number = '100002' AND 'electricity' = ANY (energy_types)`,
  );
  printed = row!.contract_identifier;
  const [nivos] = await db.query<{ contract_identifier: string }>(
    `SELECT contract_identifier FROM usage_places
      WHERE instance = 'nivos' AND customer_number = '100002' AND 'electricity' = ANY (energy_types)`,
  );
  nivosPrinted = nivos!.contract_identifier;
});

afterAll(async () => {
  await close();
});

describe('a wrong pair does not tell whether the customer number exists', () => {
  it('the same answer and the same work for an unknown customer number and a known one with a wrong identifier', async () => {
    resetCounts();
    const unknown = await post(FETCH, tokens.customer2!, [item('987654', printed)]);
    const unknownWork = workCounts();
    resetCounts();
    const known = await post(FETCH, tokens.customer2!, [item('100001', printed)]);
    expect(answerOf(known)).toEqual(answerOf(unknown));
    expect(unknown.json()).toEqual({ usagePlaces: [], results: [{ status: 'not_found' }] });
    // one lock, one count, one lookup, one audit row: the same calls with the same statements
    expect(workCounts()).toEqual(unknownWork);
    expect(unknownWork).toEqual([1, 1, 1, 0, 1]);
  });
});

describe('every pair tried is audited as locations.add_attempt, never with the identifier', () => {
  it('a success and a failure, each with the customer number asked, the outcome and the actor', async () => {
    const user = await userOf(db, 'demo1', 'customer2');
    const response = await post(FETCH, tokens.customer2!, [item('100002', printed), item('100001', printed)]);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await auditRowsOf(db, response.headers['x-request-id']);
    expect(rows).toEqual([
      expect.objectContaining({
        instance: 'demo1',
        actor_user_id: user.id,
        actor_sub: user.sub,
        subject_user_id: null,
        action: 'locations.add_attempt',
        target: '100002',
        details: { outcome: 'success', places: 1 },
      }),
      expect.objectContaining({
        actor_user_id: user.id,
        action: 'locations.add_attempt',
        target: '100001',
        details: { outcome: 'failure', places: 0 },
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(printed);
  });

  it('an item breaking a rule is not an attempt: no row', async () => {
    const response = await post(FETCH, tokens.customer2!, [item('12', printed)]);
    expect(response.json<FetchLocationsResponse>().results).toEqual([
      { status: 'invalid', issues: [{ field: 'customerNumber', rule: 'min_length' }] },
    ]);
    expect(await auditRowsOf(db, response.headers['x-request-id'])).toEqual([]);
  });

  it('staff pairs are audited too, without a subject, and are not limited', async () => {
    const response = await post(ADMIN_FETCH, tokens.admin!, [item('100001', printed)]);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await auditRowsOf(db, response.headers['x-request-id']);
    expect(rows.map((row) => [row.action, row.subject_user_id, row.details.outcome ?? null])).toEqual([
      ['locations.lookup', null, null],
      ['locations.add_attempt', null, 'failure'],
    ]);
    resetCounts();
    const many = await post(
      ADMIN_FETCH,
      tokens.admin!,
      Array.from({ length: PAIR_FAILURES_PER_HOUR + 5 }, (_, i) => item('100001', guess(i))),
    );
    expect(many.json<FetchLocationsResponse>().results.every((r) => r.status === 'not_found')).toBe(true);
    expect(vi.mocked(repository.countFailures)).not.toHaveBeenCalled();
  });
});

describe(`a customer's failed pairs are limited to ${PAIR_FAILURES_PER_HOUR} an hour, per user, on every address`, () => {
  it('a list of guesses tries only as many as are left; the rest are rate_limited and not recorded', async () => {
    const user = await userOf(db, 'demo1', 'customer');
    const guesses = Array.from({ length: PAIR_FAILURES_PER_HOUR + 5 }, (_, i) => item('100002', guess(i)));
    // the customer's own place still opens between the guesses: a found pair costs nothing
    const response = await post(FETCH, tokens.customer!, [item('100002', printed), ...guesses]);
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json<FetchLocationsResponse>().results.map((r) => r.status);
    expect(results).toEqual([
      'found',
      ...Array<string>(PAIR_FAILURES_PER_HOUR).fill('not_found'),
      ...Array<string>(5).fill('rate_limited'),
    ]);
    const rows = await auditRowsOf(db, response.headers['x-request-id']);
    expect(rows).toHaveLength(PAIR_FAILURES_PER_HOUR + 1);
    expect(rows.every((row) => row.actor_user_id === user.id)).toBe(true);
  });

  it('then 429 too_many_requests with the wait, from another address too, even for the right pair', async () => {
    for (const remoteAddress of ['127.0.0.1', '203.0.113.9']) {
      const refused = await post(FETCH, tokens.customer!, [item('100002', printed)], { remoteAddress });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'too_many_requests',
        error_description: expect.any(String),
        details: { retryAfterSeconds: 3600 },
      });
      expect(refused.headers['retry-after']).toBe('3600');
      expect(await auditRowsOf(db, refused.headers['x-request-id'])).toEqual([]);
    }
  });

  it('another user is not held back by it', async () => {
    const response = await post(FETCH, tokens.superuser!, [item('100002', printed)]);
    expect(response.json<FetchLocationsResponse>().results).toEqual([
      { status: 'found', locationCodes: [expect.any(String)] },
    ]);
  });

  it('a failure leaves the count an hour after it was made', async () => {
    clock.advance(HOUR - 1000);
    expect((await post(FETCH, tokens.customer!, [item('100002', printed)])).headers['retry-after']).toBe('1');
    clock.advance(1000);
    const response = await post(FETCH, tokens.customer!, [
      item('100002', printed),
      item('100002', guess(99)),
    ]);
    expect(response.json<FetchLocationsResponse>().results.map((r) => r.status)).toEqual([
      'found',
      'not_found',
    ]);
  });
});

describe('requests are limited too', () => {
  it(`${FETCH_PER_MINUTE} fetches a minute per user (429), without touching another user`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= FETCH_PER_MINUTE; i++)
      statuses.push((await post(FETCH, tokens.nivosSuperuser!, [item('100002', nivosPrinted)])).statusCode);
    expect(statuses.slice(0, FETCH_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses[FETCH_PER_MINUTE]).toBe(429);
    expect((await post(FETCH, tokens.superuser!, [item('100002', printed)])).statusCode).toBe(200);
  });
});
