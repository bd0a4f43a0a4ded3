import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Settings } from '../config.js';
import type { Database } from '../plugins/database.js';
import type { ServerKeys } from '../keys.js';
import type { Principal } from '../auth/principal.js';
import type { InstanceRegistry } from '../instances/registry.js';
import type { Clock } from '../clock.js';
import type { BackgroundTasks } from '../background.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Settings;
    keys: ServerKeys;
    instances: InstanceRegistry;
    clock: Clock;
    background: BackgroundTasks;
    /** preHandler: sets `request.principal` from a valid token or answers 401 `invalid_token` */
    authenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    principal: Principal;
    /** the verified token's id and expiry (for logout) */
    tokenInfo: { jti: string; expiresAt: Date } | null;
  }
}
