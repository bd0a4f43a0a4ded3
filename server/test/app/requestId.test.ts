import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../helpers/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await loginAs(t.app, 'demo1', 'customer');
});
afterAll(async () => {
  await t.close();
});

describe('every answer names its request: X-Request-Id, a random UUID (unique across replicas)', () => {
  it('on answers, refusals and unknown routes alike, different for every request', async () => {
    const answers = [
      await t.app.inject({
        method: 'GET',
        url: '/auth/userinfo',
        headers: { authorization: `Bearer ${token}` },
      }),
      await t.app.inject({ method: 'GET', url: '/auth/userinfo' }),
      await t.app.inject({ method: 'GET', url: '/connector/v1/nothing-here' }),
      await t.app.inject({
        method: 'GET',
        url: '/connector/v1/dataAccessLog?pageSize=7',
        headers: { authorization: `Bearer ${token}` },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 400]);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a client cannot choose the id', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/auth/userinfo',
      headers: {
        authorization: `Bearer ${token}`,
        'x-request-id': 'chosen-by-client',
        'request-id': 'chosen',
      },
    });
    expect(answer.headers['x-request-id']).toMatch(UUID);
  });
});
