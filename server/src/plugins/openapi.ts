import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';

/** Collects every route's schemas into the OpenAPI document (served by Swagger UI at /docs). */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Energy portal API',
          description:
            'Auth service (/auth) and connector service (/connector). Errors are ApiErrorBody with a catalogue code.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            cookieAuth: { type: 'apiKey', in: 'cookie', name: 'token' },
            machineClient: {
              type: 'http',
              scheme: 'basic',
              description: "a utility system's client id and secret",
            },
          },
        },
        security: [{ bearerAuth: [] }, { cookieAuth: [] }],
        tags: [
          { name: 'auth', description: 'Login, session and the user’s own account' },
          { name: 'connector', description: 'Customer data, scoped to the caller' },
          {
            name: 'metering ingest',
            description: "Metered data from the utility's systems (machine clients)",
          },
        ],
      },
    });
  },
  { name: 'openapi' },
);
