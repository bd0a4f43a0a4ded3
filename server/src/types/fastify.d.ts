import type { FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@portal/instances';
import type { Settings } from '../config.js';
import type { Database } from '../plugins/database.js';
import type { ServerKeys } from '../keys.js';
import type { Principal } from '../auth/principal.js';
import type { InstanceRegistry } from '../instances/registry.js';
import type { Clock } from '../clock.js';
import type { BackgroundTasks } from '../background.js';
import type { ResolveTargetUserOptions, TargetUser } from '../plugins/auth.js';
import type { AuthCache } from '../auth/sessions.js';
import type { MachineClient } from '../metering/machineClients.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** report reads: the hot standby of READ_DATABASE_URL falling back to `db`, or `db` itself (never for writes) */
    readDb: Database;
    config: Settings;
    keys: ServerKeys;
    instances: InstanceRegistry;
    clock: Clock;
    background: BackgroundTasks;
    /** verified tokens of this process (auth/sessions.ts); forget a user's when a session ends */
    authCache: AuthCache;
    /** answers a built HTML page with a fresh CSP nonce in its header and its `csp-nonce` meta (plugins/security.ts) */
    sendPage(reply: FastifyReply, file: string): Promise<FastifyReply>;
    /** hook: sets `request.principal` from a valid token or refuses 401 `invalid_token` */
    authenticate: preHandlerAsyncHookHandler;
    /** hook after `authenticate`: refuses 403 `no_permission` unless the caller has one of the roles */
    requireRoles(roles: readonly Role[]): preHandlerAsyncHookHandler;
    /**
     * preHandler after `authenticate`: sets `request.targetUser` from the `Target-User` header (a user of the
     * caller's instance), refusing 403 `no_permission` to a non-admin or for a user censored to the caller, 404
     * `user_not_found` for a subject it cannot find; without the header, `required: false` leaves `targetUser`
     * null. Writes the audit row of the call (docs/staff-platform.md, "Audit").
     */
    resolveTargetUser(options: ResolveTargetUserOptions): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    principal: Principal;
    /** the verified token's id and expiry (for logout) */
    tokenInfo: { jti: string; expiresAt: Date } | null;
    /** the user an admin call is about; null when the route takes none or none was sent */
    targetUser: TargetUser | null;
    /** the system calling a machine route (metering ingest), set by that route's own check */
    machineClient?: MachineClient;
  }
}
