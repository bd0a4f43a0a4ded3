import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchLocationsResponse } from '@portal/shared/api/locations';
import { helsinkiDay, helsinkiDayStart, shiftHelsinkiDay } from '@portal/shared/calendar';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { auditCount, auditRowsOf, REASON, REASON_CODE, REASON_TEXT, userOf } from '../../helpers/audit.js';

/**
 * Every staff call of the connector about a customer is on the audit trail (docs/staff-platform.md,
 * "Audit"): one row per call with the actor, the subject, the action, the reason and the request id, and
 * a read of consumption or billing data only with a reason. A call refused before it reaches any data
 * writes nothing.
 */

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};
let admin: { id: number; sub: string };
let customer: { id: number; sub: string };
let customer2: { id: number; sub: string };
let nivosCustomer: { id: number; sub: string };

interface Place {
  customerNumber: string;
  locationCode: string;
  gridId: number;
  /** printed on the customer's contract: what adds the place */
  contractIdentifier: string;
}
let electricity: Place;
let heat: Place;
let invoiceNumber: string;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const placeOf = async (energyType: string): Promise<Place> => {
  const [row] = await db.query<Place>(
    `SELECT up.customer_number AS "customerNumber", up.location_code AS "locationCode", up.grid_id AS "gridId",
            up.contract_identifier AS "contractIdentifier"
       FROM usage_places up JOIN user_usage_places uup ON uup.usage_place_id = up.id
       JOIN users u ON u.id = uup.user_id
      WHERE up.instance = 'demo1' AND u.username = 'customer' AND $1 = ANY (up.energy_types)
      ORDER BY up.id LIMIT 1`,
    [energyType],
  );
  if (!row) throw new Error(`no ${energyType} place of demo1/customer`);
  return row;
};

interface AdminCall {
  name: string;
  action: string;
  reason: 'required' | 'optional';
  /** the place the audit target names, when the call names one */
  place?: () => string;
  /** rows of its own the handler writes besides the call's (a location fetch: each pair it tried) */
  alsoWrites?: string[];
  request: () => InjectOptions & { url: string };
}

const placeHeaders = (place: Place) => ({
  'x-customer-code': place.customerNumber,
  'x-location-code': place.locationCode,
  'x-grid-id': String(place.gridId),
});
const yesterday = () => shiftHelsinkiDay(helsinkiDay(new Date()), -1);
/** a Helsinki month `offset` months from this one, 'YYYY-MM' */
const month = (offset: number) => {
  const [year, monthOfYear] = helsinkiDay(new Date()).split('-').map(Number) as [number, number];
  const index = year * 12 + monthOfYear - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

const CALLS: AdminCall[] = [
  {
    name: 'energy report chart',
    action: 'reports.read',
    reason: 'required',
    place: () => electricity.locationCode,
    request: () => ({
      method: 'POST',
      url: '/connector/v1/admin/webamr/chart',
      headers: placeHeaders(electricity),
      payload: {
        selectedEnergyType: 'electricity',
        selectedBasicDetails: ['electricityP'],
        selectedAdditionalInformation: [],
        interval: {
          selectedStartTimestamp: helsinkiDayStart(yesterday()).toISOString(),
          selectedEndTimestamp: helsinkiDayStart(helsinkiDay(new Date())).toISOString(),
        },
        measurePeriod: 'hour',
      },
    }),
  },
  {
    name: 'consumption changes',
    action: 'reports.read',
    reason: 'required',
    place: () => electricity.locationCode,
    request: () => ({
      method: 'POST',
      url: '/connector/v1/admin/webamr/consumptionChanges',
      headers: placeHeaders(electricity),
      payload: { selectedEnergyType: 'electricity', selectedBasicDetails: ['electricityP'] },
    }),
  },
  {
    name: 'summary report',
    action: 'reports.read',
    reason: 'required',
    place: () => electricity.locationCode,
    request: () => ({
      method: 'POST',
      url: '/connector/v1/admin/webamr/summary',
      headers: placeHeaders(electricity),
      payload: { selectedEnergyType: 'electricity', period: '1mm', frequency: 'week' },
    }),
  },
  ...(['districtHeatingReport', 'districtHeatStructure', 'districtHeatCosts'] as const).map(
    (name): AdminCall => ({
      name,
      action: 'reports.read',
      reason: 'required',
      place: () => heat.locationCode,
      request: () => ({
        method: 'GET',
        url: `/connector/v1/admin/${name}?customerNumber=${heat.customerNumber}&locationCode=${heat.locationCode}`,
      }),
    }),
  ),
  {
    name: 'invoices',
    action: 'billing.read',
    reason: 'required',
    request: () => ({
      method: 'GET',
      url: `/connector/v1/admin/invoices?startMonth=${month(-2)}&endMonth=${month(0)}`,
    }),
  },
  {
    name: 'latest invoice',
    action: 'billing.read',
    reason: 'required',
    request: () => ({ method: 'GET', url: '/connector/v1/admin/invoices/latest' }),
  },
  {
    name: 'invoice forecast',
    action: 'billing.read',
    reason: 'required',
    place: () => electricity.locationCode,
    request: () => ({
      method: 'GET',
      url: `/connector/v1/admin/invoices/forecast?locationCode=${electricity.locationCode}`,
    }),
  },
  {
    name: 'invoice',
    action: 'billing.read',
    reason: 'required',
    request: () => ({ method: 'GET', url: `/connector/v1/admin/invoices/${invoiceNumber}` }),
  },
  {
    name: 'invoice PDF',
    action: 'billing.read',
    reason: 'required',
    request: () => ({ method: 'GET', url: `/connector/v1/admin/invoices/${invoiceNumber}/pdf` }),
  },
  {
    name: 'contracts',
    action: 'billing.read',
    reason: 'required',
    request: () => ({ method: 'GET', url: '/connector/v1/admin/contracts' }),
  },
  {
    name: 'report options',
    action: 'locations.read',
    reason: 'optional',
    request: () => ({ method: 'GET', url: '/connector/v1/admin/reportOptions' }),
  },
  {
    name: 'spot prices of a day',
    action: 'spotPrices.read',
    reason: 'optional',
    place: () => electricity.locationCode,
    request: () => ({
      method: 'GET',
      url: `/connector/v1/admin/spotPrices?date=2025-10-26&resolution=hour&vat=true&locationCode=${electricity.locationCode}`,
    }),
  },
  {
    name: 'spot prices of days',
    action: 'spotPrices.read',
    reason: 'optional',
    request: () => ({
      method: 'GET',
      url: '/connector/v1/admin/spotPrices/range?start=2025-10-20&end=2025-10-26&resolution=hour&vat=true',
    }),
  },
  {
    name: 'location fetch',
    action: 'locations.lookup',
    reason: 'optional',
    alsoWrites: ['locations.add_attempt'],
    request: () => ({
      method: 'POST',
      url: '/connector/v1/admin/location/mappedByUser/fetch',
      payload: [
        {
          usagePlaceDetails: {
            customerNumber: electricity.customerNumber,
            contractIdentifier: electricity.contractIdentifier,
          },
        },
      ],
    }),
  },
];

const send = (
  call: AdminCall,
  options: { token?: string; target?: string | null; reason?: Record<string, string> | null } = {},
): Promise<LightMyRequestResponse> => {
  const request = call.request();
  const target = options.target === undefined ? customer.sub : options.target;
  const reason = options.reason === undefined ? REASON : options.reason;
  return app.inject({
    ...request,
    ...(request.payload === undefined ? {} : { payload: JSON.stringify(request.payload) }),
    headers: {
      ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...request.headers,
      authorization: `Bearer ${options.token ?? tokens.admin}`,
      ...(target === null ? {} : { 'target-user': target }),
      ...(reason ?? {}),
    },
  });
};

/** The call wrote nothing to the trail: no row with its request id, and no row at all meanwhile. */
const expectNoRow = async (response: LightMyRequestResponse, before: number, where: string) => {
  expect(await auditRowsOf(db, response.headers['x-request-id']), where).toEqual([]);
  expect(await auditCount(db), where).toBe(before);
};

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  for (const [key, instance, username] of [
    ['admin', 'demo1', 'admin'],
    ['superuser', 'demo1', 'superuser'],
    ['servant', 'demo1', 'servant'],
    ['customer', 'demo1', 'customer'],
    ['customer2', 'demo1', 'customer2'],
    ['nivosAdmin', 'nivos', 'admin'],
  ] as const)
    tokens[key] = await loginAs(app, instance, username);
  admin = await userOf(db, 'demo1', 'admin');
  customer = await userOf(db, 'demo1', 'customer');
  customer2 = await userOf(db, 'demo1', 'customer2');
  nivosCustomer = await userOf(db, 'nivos', 'customer');
  electricity = await placeOf('electricity');
  heat = await placeOf('heat');
  const [invoice] = await db.query<{ invoice_number: string }>(
    `SELECT i.invoice_number FROM invoices i JOIN user_usage_places uup ON uup.usage_place_id = i.usage_place_id
      WHERE i.instance = 'demo1' AND uup.user_id = $1 ORDER BY i.posting_date DESC LIMIT 1`,
    [customer.id],
  );
  invoiceNumber = invoice!.invoice_number;
});

afterAll(async () => {
  await close();
});

describe('every staff read of a customer is on the audit trail', () => {
  it.each(CALLS.map((call) => [call.name, call] as const))(
    '%s: one row with the actor, the subject, the action, the target, the reason and the request id',
    async (_name, call) => {
      const before = await auditCount(db);
      const response = await send(call);
      expect(response.statusCode, response.body).toBe(200);
      const requestId = response.headers['x-request-id'];
      expect(requestId).toMatch(UUID);
      const rows = await auditRowsOf(db, requestId);
      const path = call.request().url.split('?')[0];
      expect(rows).toEqual([
        {
          instance: 'demo1',
          actor_user_id: admin.id,
          actor_sub: admin.sub,
          actor_roles: expect.arrayContaining(['ROLE_ADMIN']),
          subject_user_id: customer.id,
          subject_sub: customer.sub,
          action: call.action,
          target: `${call.request().method} ${path}${call.place ? ` ${call.place()}` : ''}`,
          reason_code: REASON_CODE,
          reason_text: REASON_TEXT,
          request_id: requestId,
          details: {},
        },
        ...(call.alsoWrites ?? []).map((action) =>
          expect.objectContaining({
            action,
            actor_user_id: admin.id,
            subject_user_id: null,
            request_id: requestId,
          }),
        ),
      ]);
      expect(await auditCount(db)).toBe(before + 1 + (call.alsoWrites?.length ?? 0));
    },
  );

  it.each(CALLS.filter((call) => call.reason === 'required').map((call) => [call.name, call] as const))(
    '%s: without a reason it is refused (400 access_reason_required) and writes nothing',
    async (_name, call) => {
      const before = await auditCount(db);
      const response = await send(call, { reason: null });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('access_reason_required');
      await expectNoRow(response, before, call.name);
    },
  );

  it.each(CALLS.filter((call) => call.reason === 'optional').map((call) => [call.name, call] as const))(
    '%s: a reason is optional; without one the row has none',
    async (_name, call) => {
      const response = await send(call, { reason: null });
      expect(response.statusCode).toBe(200);
      expect(await auditRowsOf(db, response.headers['x-request-id'])).toEqual([
        expect.objectContaining({ action: call.action, reason_code: null, reason_text: null }),
        ...(call.alsoWrites ?? []).map((action) => expect.objectContaining({ action })),
      ]);
    },
  );

  it('a reason that is not one (unknown code, other without text, text over 200 characters) is 400 and writes nothing', async () => {
    for (const call of CALLS) {
      for (const header of ['because', 'other', `complaint;${'x'.repeat(201)}`, 'complaint;%E0%A4%A']) {
        const before = await auditCount(db);
        const response = await send(call, { reason: { 'x-access-reason': header } });
        expect(response.statusCode, `${call.name} ${header}`).toBe(400);
        expect(response.json().error).toBe('validations_fail');
        await expectNoRow(response, before, `${call.name} ${header}`);
      }
    }
  });

  it('a refused call writes nothing: a customer, an unknown user, a user of another instance, a protected user', async () => {
    await db.query('UPDATE users SET censored = true WHERE id = $1', [customer2.id]);
    try {
      for (const call of CALLS) {
        for (const [why, options, status] of [
          ['customer', { token: tokens.customer }, 403],
          ['unknown user', { target: '00000000-0000-4000-8000-000000000000' }, 404],
          ['not a sub', { target: 'not-a-sub' }, 404],
          ['another instance', { target: nivosCustomer.sub }, 404],
          ['admin of another instance', { token: tokens.nivosAdmin }, 404],
          ['protected user', { target: customer2.sub }, 403],
        ] as const) {
          const before = await auditCount(db);
          const response = await send(call, options);
          expect(response.statusCode, `${call.name}: ${why}`).toBe(status);
          await expectNoRow(response, before, `${call.name}: ${why}`);
        }
      }
      // a superuser may open a protected user, and that is on the trail too
      const superuser = await userOf(db, 'demo1', 'superuser');
      const reportOptions = CALLS.find((call) => call.name === 'report options')!;
      const opened = await send(reportOptions, { token: tokens.superuser, target: customer2.sub });
      expect(opened.statusCode).toBe(200);
      expect(await auditRowsOf(db, opened.headers['x-request-id'])).toEqual([
        expect.objectContaining({ actor_user_id: superuser.id, subject_user_id: customer2.id }),
      ]);
    } finally {
      await db.query('UPDATE users SET censored = false WHERE id = $1', [customer2.id]);
    }
  });

  it('a call that reaches the data and is then refused (a place the user does not have) stays on the trail', async () => {
    const call = CALLS.find((candidate) => candidate.name === 'districtHeatingReport')!;
    const response = await send(call, { target: customer2.sub });
    expect(response.statusCode).toBe(404);
    expect(await auditRowsOf(db, response.headers['x-request-id'])).toEqual([
      expect.objectContaining({ action: 'reports.read', subject_user_id: customer2.id }),
    ]);
  });

  it('an admin chart of any place of the instance, without Target-User, is on the trail with the place and no subject', async () => {
    for (const name of ['energy report chart', 'consumption changes', 'summary report']) {
      const call = CALLS.find((candidate) => candidate.name === name)!;
      const refused = await send(call, { target: null, reason: null });
      expect(refused.json().error, name).toBe('access_reason_required');
      const response = await send(call, { target: null });
      expect(response.statusCode, name).toBe(200);
      expect(await auditRowsOf(db, response.headers['x-request-id'])).toEqual([
        expect.objectContaining({
          actor_user_id: admin.id,
          subject_user_id: null,
          subject_sub: null,
          action: 'reports.read',
          target: `POST ${call.request().url} ${electricity.locationCode}`,
          reason_code: REASON_CODE,
        }),
      ]);
    }
  });
});

describe("staff changes of a customer's places are on the audit trail with what changed", () => {
  const ADMIN_FETCH = '/connector/v1/admin/location/mappedByUser/fetch';
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}`, ...headers },
    });

  it('adding and removing a place each write one row (locations.add, locations.remove) with the location codes', async () => {
    const [printed] = await db.query<{ contract_identifier: string }>(
      `SELECT contract_identifier FROM usage_places
        WHERE instance = 'demo1' AND customer_number = '100002' AND 'electricity' = ANY (energy_types)`,
    );
    const fetched = await post(ADMIN_FETCH, [
      { usagePlaceDetails: { customerNumber: '100002', contractIdentifier: printed!.contract_identifier } },
    ]);
    const [place] = fetched.json<FetchLocationsResponse>().usagePlaces;
    const item = {
      customerNumber: place!.customerInformation.customerNumber,
      locationCode: place!.locationCode,
    };
    const before = await auditCount(db);
    const added = await post(
      '/connector/v1/admin/location/mappedByUser/add',
      [{ ...item, checksum: place!.checksum }],
      { 'target-user': customer.sub, ...REASON },
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(await auditRowsOf(db, added.headers['x-request-id'])).toEqual([
      expect.objectContaining({
        actor_user_id: admin.id,
        subject_user_id: customer.id,
        subject_sub: customer.sub,
        action: 'locations.add',
        target: place!.locationCode,
        reason_code: REASON_CODE,
        details: { locationCodes: [place!.locationCode] },
      }),
    ]);
    expect(await auditCount(db)).toBe(before + 1);

    const removed = await post('/connector/v1/admin/user/location/del', [item], {
      'target-user': customer.sub,
    });
    expect(removed.statusCode).toBe(204);
    expect(await auditRowsOf(db, removed.headers['x-request-id'])).toEqual([
      expect.objectContaining({
        action: 'locations.remove',
        subject_user_id: customer.id,
        target: place!.locationCode,
        reason_code: null,
        details: { locationCodes: [place!.locationCode] },
      }),
    ]);
    expect(await auditCount(db)).toBe(before + 2);
  });

  it('a change that changes nothing or is refused writes nothing', async () => {
    const before = await auditCount(db);
    const forged = await post(
      '/connector/v1/admin/location/mappedByUser/add',
      [{ customerNumber: '100002', locationCode: electricity.locationCode, checksum: '0'.repeat(32) }],
      { 'target-user': customer.sub },
    );
    expect(forged.statusCode).toBe(200);
    await expectNoRow(forged, before, 'forged checksum');
    const notTheirs = await post(
      '/connector/v1/admin/user/location/del',
      [{ customerNumber: '999999', locationCode: '0000000' }],
      { 'target-user': customer.sub },
    );
    expect(notTheirs.statusCode).toBe(404);
    await expectNoRow(notTheirs, before, 'not their place');
    const customerCall = await app.inject({
      method: 'POST',
      url: '/connector/v1/admin/user/location/del',
      payload: JSON.stringify([{ customerNumber: '100001', locationCode: electricity.locationCode }]),
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.customer}`,
        'target-user': customer2.sub,
      },
    });
    expect(customerCall.statusCode).toBe(403);
    await expectNoRow(customerCall, before, 'customer');
  });
});
