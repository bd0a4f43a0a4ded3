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

    // a DELETE or logout sent with `Content-Type: application/json` and no body is fine (the CSRF rule asks for that header)
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    });
  },
  { name: 'validation' },
);
