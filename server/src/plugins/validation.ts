import { Ajv, type Options } from 'ajv';
import addFormatsImport from 'ajv-formats';
import fp from 'fastify-plugin';
import { validationsFail } from '../http/refusal.js';

// ajv-formats is CommonJS; its default export arrives wrapped in some loaders
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ??
  addFormatsImport) as typeof addFormatsImport;

const make = (options: Options): Ajv => {
  const ajv = new Ajv({
    allErrors: false,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    ...options,
  });
  addFormats(ajv);
  ajv.addKeyword('example');
  return ajv;
};

/** Deeper bodies are refused before anything walks them; no request of ours nests more than a few levels. */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests arrays and objects deeper than `max`: one pass over the text, no recursion. */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The JSON pointer of the first string holding a NUL character, or null. */
export function nulField(value: unknown, pointer = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? pointer || '/' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulField(item, `${pointer}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Schemas refuse what they do not declare. Fastify's default would silently drop unknown fields and coerce
 * body types; here a body must match exactly, while path and query strings may still become numbers.
 */
export const validationPlugin = fp(
  async (app) => {
    const strictAjv = make({ coerceTypes: false });
    const coercingAjv = make({ coerceTypes: 'array' });
    app.setValidatorCompiler(({ schema, httpPart }) =>
      (httpPart === 'body' ? strictAjv : coercingAjv).compile(schema),
    );

    // one rule for every route: PostgreSQL cannot store a NUL character, and no field of ours means one
    app.addHook('preValidation', async (request) => {
      const parts = { body: request.body, querystring: request.query, params: request.params } as const;
      for (const [part, value] of Object.entries(parts)) {
        const field = nulField(value);
        if (field !== null)
          throw validationsFail([{ field, rule: 'no_nul_character' }], {
            description: `Invalid ${part}: a NUL character`,
            ...(part === 'body' ? { in: 'body' as const } : {}),
          });
      }
    });

    // no route reads text: a text/plain body (what a cross-site form or a beacon sends) is 415 like any other type
    app.removeContentTypeParser('text/plain');

    // a DELETE or logout sent with `Content-Type: application/json` and no body is fine (the CSRF rule asks for that header)
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      if (jsonDeeperThan(text, MAX_JSON_DEPTH))
        return done(
          validationsFail([{ field: '/', rule: 'max_depth' }], {
            description: `Invalid body: nested deeper than ${MAX_JSON_DEPTH} levels`,
            in: 'body',
          }),
          undefined,
        );
      return parseJson(request, text, done);
    });
  },
  { name: 'validation' },
);
