import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonDeeperThan, MAX_JSON_DEPTH } from '../../src/plugins/validation.js';
import { buildTestApp, loginAs, type TestApp } from '../helpers/index.js';

let t: TestApp;
let tokens: string[];
beforeAll(async () => {
  t = await buildTestApp();
  // a customer and a superuser: the body is refused before any role check could answer first
  tokens = [await loginAs(t.app, 'demo1', 'customer'), await loginAs(t.app, 'demo1', 'superuser')];
});
afterAll(async () => {
  await t.close();
});

const DEPTH = 10_000;
const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);

describe('a body nested deeper than the limit is refused with 4xx before anything walks it', () => {
  it('counts depth in one pass, ignoring brackets inside strings', () => {
    expect(jsonDeeperThan('[[1]]', 2)).toBe(false);
    expect(jsonDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(jsonDeeperThan('{"a":"[[[[[\\"[["}', 1)).toBe(false);
    expect(jsonDeeperThan(deepArray, MAX_JSON_DEPTH)).toBe(true);
  });

  it('every route of the OpenAPI document answers a 10,000-deep array and object with 4xx, never 500', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    let sent = 0;
    for (const [template, operations] of Object.entries(doc.paths)) {
      const url = template.replace(/\{[^}]+\}/g, '1');
      for (const method of Object.keys(operations)) {
        if (method === 'get' || method === 'head') continue;
        for (const payload of [deepArray, deepObject])
          for (const authorization of [...tokens.map((token) => `Bearer ${token}`), undefined]) {
            const response = await t.app.inject({
              method: method.toUpperCase() as 'POST',
              url,
              headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
              payload,
            });
            const where = `${method.toUpperCase()} ${template} ${payload.slice(0, 6)}`;
            expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
            expect(response.statusCode, where).toBeLessThan(500);
            sent += 1;
          }
      }
    }
    expect(sent).toBeGreaterThan(30);
  });

  it('POST /auth/reset_password without a login: 400 validations_fail, rule max_depth', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/reset_password',
      headers: { 'content-type': 'application/json' },
      payload: deepObject,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validations_fail',
      details: { fields: [{ rule: 'max_depth' }] },
    });
  });
});

describe('a body of a type no parser takes', () => {
  it('answers 415 unsupported_media_type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/reset_password',
      headers: { 'content-type': 'text/xml' },
      payload: '<username>customer</username>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'unsupported_media_type' });
  });
});
