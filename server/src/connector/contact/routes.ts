import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import type { Mailer } from '../../mail/mailer.js';
import { contactAnswerSchema, contactBodySchema, type ContactBody } from './schemas.js';
import { checkContactMessage, sendContactMessage } from './service.js';

/**
 * Messages a customer may send in an hour. Counted per user once the message passed every rule (the rate
 * limit's preHandler runs after the route's own), so a refused message costs nothing; in memory, per
 * replica (DESIGN.md "Scale-out").
 */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 hour' } as const;

/** `POST /connector/v1/contact`: the contact form, delivered to the utility's mailbox. */
export async function contactRoutes(app: FastifyInstance, options: { mailer: Mailer }): Promise<void> {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', app.authenticate);
      scope.addHook('onRequest', app.requireRoles(['ROLE_USER']));

      const configOf = (request: FastifyRequest) => {
        const config = app.instances.get(request.principal.instance);
        if (!config) throw new Error(`instance ${request.principal.instance} of a valid token is not loaded`);
        return config;
      };

      scope.post<{ Body: ContactBody }>(
        '/',
        {
          preHandler: async (request: FastifyRequest<{ Body: ContactBody }>) =>
            checkContactMessage(configOf(request), request.body),
          config: {
            rateLimit: {
              ...CONTACT_RATE_LIMIT,
              hook: 'preHandler',
              keyGenerator: (request: FastifyRequest) =>
                `contact:${request.principal.instance}:${request.principal.userId}`,
            },
          },
          schema: {
            tags: ['connector'],
            summary: "Send a message to the utility's customer service (Reply-To the customer's email)",
            body: contactBodySchema,
            response: { 200: contactAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
          },
        },
        async (request) => {
          const { instance, userId } = request.principal;
          return sendContactMessage(
            { db: app.db, mailer: options.mailer },
            configOf(request),
            { instance, userId },
            request.body,
          );
        },
      );
    },
    { prefix: '/v1/contact' },
  );
}
