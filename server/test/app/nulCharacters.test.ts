import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulField } from '../../src/plugins/validation.js';
import { buildTestApp, loginAs, type TestApp } from '../helpers/index.js';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  $ref?: string;
}
interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await loginAs(t.app, 'demo1', 'customer');
});
afterAll(async () => {
  await t.close();
});

const NUL = 'a\u0000b';

describe('a NUL character in any text input is refused with 400 validations_fail', () => {
  it('finds the field holding one, however deep', () => {
    expect(nulField({ a: 'x', b: [{ c: NUL }] })).toBe('/b/0/c');
    expect(nulField({ a: 'x', b: [1, null] })).toBeNull();
    expect(nulField(NUL)).toBe('/');
  });

  it('every string field of every body and query in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, JsonSchema> };
    };
    const resolve = (schema: JsonSchema): JsonSchema =>
      schema.$ref ? (doc.components?.schemas?.[schema.$ref.split('/').pop()!] ?? {}) : schema;
    let sent = 0;
    for (const [template, operations] of Object.entries(doc.paths)) {
      const url = template.replace(/\{[^}]+\}/g, '1');
      for (const [method, operation] of Object.entries(operations)) {
        const inputs: Array<{ payload?: string; query?: string; contentType?: string }> = [];
        for (const [contentType, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
          for (const [name, property] of Object.entries(resolve(schema).properties ?? {})) {
            if (resolve(property).type !== 'string') continue;
            inputs.push({
              contentType,
              payload:
                contentType === 'application/json'
                  ? JSON.stringify({ [name]: NUL })
                  : new URLSearchParams({ [name]: NUL }).toString(),
            });
          }
        }
        for (const parameter of operation.parameters ?? [])
          if (parameter.in === 'query') inputs.push({ query: `${parameter.name}=a%00b` });
        for (const input of inputs) {
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: input.query ? `${url}?${input.query}` : url,
            headers: {
              authorization: `Bearer ${token}`,
              ...(input.contentType ? { 'content-type': input.contentType } : {}),
            },
            ...(input.payload === undefined ? {} : { payload: input.payload }),
          });
          const where = `${method.toUpperCase()} ${template} ${input.payload ?? input.query}`;
          expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode === 400) expect(response.json().error, where).toBe('validations_fail');
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThan(10);
  });

  it('a note with a NUL character is refused and nothing is stored', async () => {
    const before = (
      await t.app.inject({
        method: 'GET',
        url: '/connector/v1/notes',
        headers: { authorization: `Bearer ${token}` },
      })
    ).body;
    const response = await t.app.inject({
      method: 'POST',
      url: '/connector/v1/notes',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ note: NUL, createdBy: 'x', locationFk: 1, variant: 'info' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validations_fail',
      details: { fields: [{ field: '/note' }] },
    });
    const after = (
      await t.app.inject({
        method: 'GET',
        url: '/connector/v1/notes',
        headers: { authorization: `Bearer ${token}` },
      })
    ).body;
    expect(after).toBe(before);
  });
});
