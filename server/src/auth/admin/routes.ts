import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Capability } from '@portal/instances';
import type { AdminUserUpdate, NewUserRequest, RoleChange, UserSearch } from '@portal/shared/api/admin';
import { auditActorOf } from '../../audit/audit.js';
import { Refusal } from '../../http/refusal.js';
import {
  errorResponses,
  noContent,
  targetUserHeadersSchema,
  type TargetUserHeaders,
} from '../../http/schemas.js';
import * as service from './service.js';
import * as s from './schemas.js';

/** onRequest after `authenticate`: 403 `no_permission` unless a role of the caller grants the capability. */
const requireCapability = (capability: Capability, description: string) =>
  async function requireCapability(request: FastifyRequest) {
    if (!can(request.principal?.roles, capability)) throw new Refusal(403, 'no_permission', description);
  };

/**
 * delete_user takes no body: none at all counts as the empty object its schema allows. Only none: a JSON
 * `null` is a body of the wrong type and meets the schema's refusal like any other.
 */
const noBody = async (request: { body: unknown }) => {
  if (request.body === undefined) request.body = {};
};

const tags = ['auth'];

/**
 * The staff calls of the auth service (spec admin-and-calls section 7; docs/contracts.md, "Auth service:
 * staff calls"). Each checks its capability (instances/src/roles.ts) before its body is read; the calls
 * about one user take it from `Target-User`, and those that change something write their audit row
 * themselves, with what changed, in the change's transaction.
 */
export async function adminRoutes(app: FastifyInstance, options: { deps: service.AdminDeps }): Promise<void> {
  const { deps } = options;
  const manageUsers = [
    app.authenticate,
    requireCapability('manageUsers', 'Managing users needs a staff role'),
  ];
  const editRoles = [
    app.authenticate,
    requireCapability('editRoles', 'Changing roles needs ROLE_ADMIN or ROLE_SUPERUSER'),
  ];
  const targetUser = (audit: string | false) => app.resolveTargetUser({ required: true, audit });
  const target = (request: FastifyRequest) => {
    const user = request.targetUser!;
    return { userId: user.userId, sub: user.sub };
  };

  app.post<{ Body: UserSearch; Querystring: service.ListQuery }>(
    '/list_instance_users',
    {
      onRequest: manageUsers,
      schema: {
        summary:
          "The instance's users with a role: search (prefixes without case, phone either way, exact SSN and sub), order and page",
        tags,
        querystring: s.pageQuery,
        body: s.userSearch,
        response: { 200: s.userPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      service.listInstanceUsers(
        deps,
        request.principal,
        request.body ?? {},
        request.query,
        auditActorOf(request),
      ),
  );

  app.get<{ Headers: TargetUserHeaders }>(
    '/admin/userinfo',
    {
      onRequest: manageUsers,
      preHandler: targetUser('user.read'),
      schema: {
        summary:
          'A user as staff see them; account dates for superuser and admin, trusted account for superuser',
        tags,
        headers: targetUserHeadersSchema,
        response: { 200: s.adminUserInfo, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.adminUserInfo(deps, request.principal, target(request)),
  );

  app.post<{ Headers: TargetUserHeaders; Body: RoleChange }>(
    '/admin/role',
    {
      onRequest: editRoles,
      preHandler: targetUser(false),
      schema: {
        summary:
          "Adds a role, or replaces originalRoleName by it; only a superuser gives ROLE_SUPERUSER. Effective at the user's next login",
        tags,
        headers: targetUserHeadersSchema,
        body: s.roleChange,
        response: { 200: s.rolesAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.changeRole(deps, request.principal, target(request), request.body, auditActorOf(request)),
  );

  app.delete<{ Headers: TargetUserHeaders; Querystring: { base64Role: string } }>(
    '/admin/role',
    {
      onRequest: editRoles,
      preHandler: targetUser(false),
      schema: {
        summary:
          'Removes the role named by base64Role; a user left with no role cannot log in and leaves the user list',
        tags,
        headers: targetUserHeadersSchema,
        querystring: s.removeRoleQuery,
        response: { 200: s.rolesAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.removeRole(
        deps,
        request.principal,
        target(request),
        service.roleOfBase64(request.query.base64Role),
        auditActorOf(request),
      ),
  );

  app.post<{ Headers: TargetUserHeaders }>(
    '/admin/delete_user',
    {
      onRequest: manageUsers,
      preValidation: noBody,
      preHandler: targetUser(false),
      schema: {
        summary: "Deletes the user's account; every token of the user stops working",
        tags,
        headers: targetUserHeadersSchema,
        body: s.emptyBody,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.deleteUser(deps, target(request), auditActorOf(request));
      return reply.code(204).send();
    },
  );

  app.put<{ Headers: TargetUserHeaders; Body: AdminUserUpdate }>(
    '/admin/update_user',
    {
      onRequest: manageUsers,
      preHandler: targetUser(false),
      schema: {
        summary: 'Updates the fields sent; names and username only when the user may log in locally',
        tags,
        headers: targetUserHeadersSchema,
        body: s.adminUserUpdate,
        response: { 200: s.adminUserInfo, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.updateUser(deps, request.principal, target(request), request.body ?? {}, auditActorOf(request)),
  );

  app.get<{ Querystring: { base64CipherSSN: string } }>(
    '/admin/ssn',
    {
      onRequest: [
        app.authenticate,
        requireCapability('adminSection', 'Revealing an SSN needs a staff role'),
        requireCapability('revealSsn', 'Revealing an SSN needs ROLE_SSN_VIEWER'),
      ],
      schema: {
        summary:
          "The social security number of the instance's user stored as this ciphertext (SSN viewers; audited)",
        tags,
        querystring: s.ssnQuery,
        response: { 200: s.ssnAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.revealSsn(deps, request.principal, request.query.base64CipherSSN, auditActorOf(request)),
  );

  app.post<{ Body: NewUserRequest }>(
    '/admin/register_new_user',
    {
      onRequest: manageUsers,
      schema: {
        summary: 'Creates a ROLE_USER account without a password and mails an invitation to set one',
        tags,
        body: s.newUserRequest,
        response: { 201: s.newUserAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const answer = await service.registerNewUser(
        deps,
        request.principal,
        request.body,
        auditActorOf(request),
      );
      return reply.code(201).send(answer);
    },
  );
}
