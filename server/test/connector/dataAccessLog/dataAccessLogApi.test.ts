import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataAccessEntry } from '@portal/shared/api/admin';
import type { PageOf } from '@portal/shared/api/paging';
import { recordAudit } from '../../../src/audit/audit.js';
import { actorRoleOf } from '../../../src/connector/dataAccessLog/service.js';
import type { Database } from '../../../src/plugins/database.js';
import { buildTestApp, loginAs } from '../../helpers/index.js';
import { REASON, REASON_CODE, REASON_TEXT, userOf } from '../../helpers/audit.js';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};
let customer: { id: number; sub: string };
let customer2: { id: number; sub: string };

const URL = '/connector/v1/dataAccessLog';
const get = (token: string | null, query = '') =>
  app.inject({
    method: 'GET',
    url: query ? `${URL}?${query}` : URL,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const logOf = async (token: string, query = ''): Promise<PageOf<DataAccessEntry>> => {
  const response = await get(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PageOf<DataAccessEntry>>();
};

const staffGet = (token: string, url: string, target: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'target-user': target, ...headers },
  });

beforeAll(async () => {
  ({ app, db, close } = await buildTestApp());
  for (const [key, instance, username] of [
    ['admin', 'demo1', 'admin'],
    ['superuser', 'demo1', 'superuser'],
    ['servant', 'demo1', 'servant'],
    ['customer', 'demo1', 'customer'],
    ['customer2', 'demo1', 'customer2'],
    ['metercontrol', 'demo1', 'metercontrol'],
    ['nivosCustomer', 'nivos', 'customer'],
  ] as const)
    tokens[key] = await loginAs(app, instance, username);
  customer = await userOf(db, 'demo1', 'customer');
  customer2 = await userOf(db, 'demo1', 'customer2');
});

afterAll(async () => {
  await close();
});

describe("GET /connector/v1/dataAccessLog: 'who has viewed my data'", () => {
  it("shows a staff view of the customer's reports with the time, the staff role, the action and the reason, newest first", async () => {
    expect((await logOf(tokens.customer!)).total).toBe(0);
    const billing = await staffGet(
      tokens.admin!,
      '/connector/v1/admin/invoices/latest',
      customer.sub,
      REASON,
    );
    expect(billing.statusCode).toBe(200);
    const places = await staffGet(tokens.superuser!, '/connector/v1/admin/reportOptions', customer.sub);
    expect(places.statusCode).toBe(200);

    const log = await logOf(tokens.customer!);
    expect(log).toMatchObject({ total: 2, page: 0, pageSize: 50 });
    expect(log.items).toEqual([
      {
        at: expect.any(String),
        actorRole: 'ROLE_SUPERUSER',
        action: 'locations.read',
        reasonCode: null,
        reasonText: null,
      },
      {
        at: expect.any(String),
        actorRole: 'ROLE_ADMIN',
        action: 'billing.read',
        reasonCode: REASON_CODE,
        reasonText: REASON_TEXT,
      },
    ]);
    expect(Date.parse(log.items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(log.items[1]!.at));
    expect(Math.abs(Date.parse(log.items[1]!.at) - Date.now())).toBeLessThan(60_000);
  });

  it('never names the staff member: no name, username, sub or id in the answer', async () => {
    const admin = await userOf(db, 'demo1', 'admin');
    const response = await get(tokens.customer!);
    expect(response.headers['cache-control']).toContain('no-store');
    for (const secret of [admin.sub, 'admin', String(admin.id)])
      expect(response.body).not.toContain(`"${secret}"`);
    expect(Object.keys(response.json<PageOf<DataAccessEntry>>().items[0]!).sort()).toEqual([
      'action',
      'actorRole',
      'at',
      'reasonCode',
      'reasonText',
    ]);
  });

  it("another customer's rows never appear, nor those of another instance", async () => {
    const before = (await logOf(tokens.customer!)).total;
    const other = await staffGet(
      tokens.servant!,
      '/connector/v1/admin/invoices/latest',
      customer2.sub,
      REASON,
    );
    expect(other.statusCode).toBe(200);
    expect((await logOf(tokens.customer!)).total).toBe(before);
    const theirs = await logOf(tokens.customer2!);
    expect(theirs.items).toEqual([
      expect.objectContaining({ actorRole: 'ROLE_SERVANT', action: 'billing.read' }),
    ]);
    // the same user id in another instance is someone else
    await recordAudit(db, {
      instance: 'nivos',
      at: new Date(),
      actor: { userId: 999_999, sub: '00000000-0000-4000-8000-000000000001', roles: ['ROLE_ADMIN'] },
      subject: { userId: customer.id, sub: '00000000-0000-4000-8000-000000000002' },
      action: 'reports.read',
    });
    expect((await logOf(tokens.customer!)).total).toBe(before);
    expect((await logOf(tokens.nivosCustomer!)).total).toBe(0);
  });

  it('leaves out what the user did with their own data', async () => {
    const before = (await logOf(tokens.customer!)).total;
    await recordAudit(db, {
      instance: 'demo1',
      at: new Date(),
      actor: { userId: customer.id, sub: customer.sub, roles: ['ROLE_USER'] },
      subject: { userId: customer.id, sub: customer.sub },
      action: 'user.password.change',
    });
    expect((await logOf(tokens.customer!)).total).toBe(before);
  });

  it('the role shown is the highest the staff member held: superuser > admin > servant > SSN viewer > meter control', () => {
    expect(actorRoleOf(['ROLE_USER', 'ROLE_SERVANT', 'ROLE_ADMIN'])).toBe('ROLE_ADMIN');
    expect(actorRoleOf(['ROLE_SSN_VIEWER', 'ROLE_SERVANT'])).toBe('ROLE_SERVANT');
    expect(actorRoleOf(['ROLE_METER_CONTROL', 'ROLE_SSN_VIEWER'])).toBe('ROLE_SSN_VIEWER');
    expect(actorRoleOf(['ROLE_ADMIN', 'ROLE_SUPERUSER'])).toBe('ROLE_SUPERUSER');
    expect(actorRoleOf(['ROLE_METER_CONTROL'])).toBe('ROLE_METER_CONTROL');
    expect(actorRoleOf(['ROLE_USER'])).toBeNull();
  });

  it('pages newest first: page sizes 50, 100, 200 and the total over all pages', async () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 120; i++)
      await recordAudit(db, {
        instance: 'demo1',
        at: new Date(start + i * 60_000),
        actor: { userId: 1, sub: '00000000-0000-4000-8000-000000000003', roles: ['ROLE_SERVANT'] },
        subject: { userId: customer2.id, sub: customer2.sub },
        action: `reports.read`,
        reason: { code: 'other', text: `view ${i}` },
      });
    const total = 121;
    const first = await logOf(tokens.customer2!);
    expect(first).toMatchObject({ total, page: 0, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    // the real view made just now is the newest, then the inserted ones from the latest down
    expect(first.items[0]!.action).toBe('billing.read');
    expect(first.items.slice(1, 4).map((item) => item.reasonText)).toEqual([
      'view 119',
      'view 118',
      'view 117',
    ]);
    const third = await logOf(tokens.customer2!, 'page=2&pageSize=50');
    expect(third.items).toHaveLength(21);
    expect(third.items.at(-1)!.reasonText).toBe('view 0');
    const all = await logOf(tokens.customer2!, 'pageSize=200');
    expect(all.items).toHaveLength(total);
    const times = all.items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await logOf(tokens.customer2!, 'page=1&pageSize=100')).items).toHaveLength(21);
    expect((await logOf(tokens.customer2!, 'page=9')).items).toEqual([]);
  });

  it('refuses no token (401), a user without ROLE_USER (403), and a bad page (400)', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const meter = await get(tokens.metercontrol!);
    expect(meter.statusCode).toBe(403);
    expect(meter.json().error).toBe('no_permission');
    for (const query of [
      'pageSize=10',
      'page=-1',
      'page=x',
      'sort=at',
      'page=1%00',
      `page=${'9'.repeat(5000)}`,
    ]) {
      const response = await get(tokens.customer!, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBe('validations_fail');
    }
  });
});
