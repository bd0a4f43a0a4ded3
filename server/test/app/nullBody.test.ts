import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../helpers/index.js';
import { callJson } from '../helpers/requests.js';

interface Operation {
  requestBody?: { content: Record<string, unknown> };
}

let t: TestApp;
let customer: string;
let superuser: string;
let customer2Sub: string;
beforeAll(async () => {
  t = await buildTestApp();
  customer = await loginAs(t.app, 'demo1', 'customer');
  superuser = await loginAs(t.app, 'demo1', 'superuser');
  const customer2 = await loginAs(t.app, 'demo1', 'customer2');
  customer2Sub = (await callJson(t.app, 'GET', '/auth/userinfo', customer2)).json().sub;
});
afterAll(async () => {
  await t.close();
});

/** a JSON body of `null`, as a client sends it: `Content-Type: application/json` and the four letters */
const postNull = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    payload: 'null',
  });

const expectWrongType = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    error: 'validations_fail',
    details: { in: 'body', fields: [{ field: '/', rule: 'must be object' }] },
  });
};

describe('a JSON null is a body of the wrong type, not "no body": refused 400 and nothing is done', () => {
  it('POST /auth/logout: the token still works', async () => {
    expectWrongType(await postNull('/auth/logout', customer));
    expect((await callJson(t.app, 'GET', '/auth/userinfo', customer)).statusCode).toBe(200);
  });

  it('POST /auth/delete_user: the account is still there', async () => {
    expectWrongType(await postNull('/auth/delete_user', customer));
    expect((await callJson(t.app, 'GET', '/auth/userinfo', customer)).statusCode).toBe(200);
  });

  it('POST /auth/admin/delete_user: the target is still there', async () => {
    expectWrongType(await postNull('/auth/admin/delete_user', superuser, { 'target-user': customer2Sub }));
    const target = await t.app.inject({
      method: 'GET',
      url: '/auth/admin/userinfo',
      headers: { authorization: `Bearer ${superuser}`, 'target-user': customer2Sub },
    });
    expect(target.statusCode).toBe(200);
  });

  it('POST /connector/v1/notes/share', async () => {
    expectWrongType(await postNull('/connector/v1/notes/share', customer));
  });

  it('no body at all still counts as the empty object on those calls', async () => {
    const share = await t.app.inject({
      method: 'POST',
      url: '/connector/v1/notes/share',
      headers: { authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
    });
    expect(share.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { authorization: `Bearer ${superuser}` },
    });
    expect(logout.statusCode).toBe(204);
  });

  it('no route of the OpenAPI document with a JSON body answers a null body with 2xx', async () => {
    const token = await loginAs(t.app, 'demo1', 'customer');
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    let sent = 0;
    for (const [template, operations] of Object.entries(doc.paths)) {
      const url = template.replace(/\{[^}]+\}/g, '1');
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.requestBody?.content['application/json']) continue;
        const response = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: 'null',
        });
        const where = `${method.toUpperCase()} ${template}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThan(30);
    // and the customer's session lived through all of it
    expect((await callJson(t.app, 'GET', '/auth/userinfo', token)).statusCode).toBe(200);
  });
});
