import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@portal/instances';
import {
  errorResponses,
  reportOptionsResponseSchema,
  targetUserHeadersSchema,
  type TargetUserHeaders,
} from './schemas.js';
import { ReportOptionsError, reportOptions, reportOptionsOfTarget } from './service.js';

const TAGS = ['connector'];
/** who may open a user's reports on their behalf (admin-and-calls: admin, superuser, servant) */
const ADMIN_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_SUPERUSER', 'ROLE_SERVANT'];

const requireRole =
  (allowed: readonly Role[], description: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.principal?.roles.some((role) => allowed.includes(role)))
      return reply.code(403).send({ error: 'no_permission', error_description: description });
  };

const principalOf = (request: FastifyRequest) => {
  if (!request.principal) throw new Error('report options route reached without authentication');
  return request.principal;
};

/**
 * `GET /connector/v1/reportOptions`: the caller's usage places in the token's instance, with what each
 * measures; `GET /connector/v1/admin/reportOptions`: the same for the `Target-User` of the same instance.
 */
export async function reportOptionsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', app.authenticate);
    scoped.addHook('onRequest', requireRole(['ROLE_USER'], 'ROLE_USER is required'));
    scoped.get(
      '/v1/reportOptions',
      {
        schema: {
          tags: TAGS,
          summary: "The user's usage places with their energy types, quantities and additional information",
          response: { 200: reportOptionsResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        return reportOptions(app.db, { instance: principal.instance, userId: principal.userId });
      },
    );
  });

  await app.register(async (scoped) => {
    scoped.addHook('onRequest', app.authenticate);
    scoped.addHook(
      'onRequest',
      requireRole(ADMIN_ROLES, 'ROLE_ADMIN, ROLE_SUPERUSER or ROLE_SERVANT is required'),
    );
    scoped.get<{ Headers: TargetUserHeaders }>(
      '/v1/admin/reportOptions',
      {
        schema: {
          tags: TAGS,
          summary:
            "A user's report options, for staff of the same instance (header Target-User: the user's sub)",
          headers: targetUserHeadersSchema,
          response: { 200: reportOptionsResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        try {
          return await reportOptionsOfTarget(
            app.db,
            principalOf(request).instance,
            request.headers['target-user'],
          );
        } catch (error) {
          if (error instanceof ReportOptionsError)
            return reply.code(error.statusCode).send({ error: error.code });
          throw error;
        }
      },
    );
  });
}
