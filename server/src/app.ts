import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { databaseRateLimitStore } from './plugins/rateLimitStore.js';
import swaggerUi from '@fastify/swagger-ui';
import type { InstanceConfig } from '@portal/instances';
import type { Settings } from './config.js';
import { clockOf, type Clock } from './clock.js';
import { createBackgroundTasks } from './background.js';
import { loadServerKeys } from './keys.js';
import { createInstanceRegistry } from './instances/registry.js';
import { loadInstanceConfigs } from './instances/loadInstanceConfigs.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { databasePlugin, openReadDatabase, readReplica, type Database } from './plugins/database.js';
import { validationPlugin } from './plugins/validation.js';
import { clientErrorHandler, errorsPlugin } from './plugins/errors.js';
import { securityPlugin } from './plugins/security.js';
import { authPlugin } from './plugins/auth.js';
import { openapiPlugin } from './plugins/openapi.js';
import { staticPlugin } from './plugins/static.js';
import { webManifestPlugin } from './plugins/webManifest.js';
import { authRoutes, type AuthRoutesOptions } from './auth/routes.js';
import { userInfo } from './auth/schemas.js';
import { connectorService } from './connector/index.js';
import { demoGuardProvider } from './demo/guardProvider.js';
import { demoBankClientIds, demoBankClientsFor, demoBankPlugin } from './demoBank/plugin.js';
import type { ClientJwksSource } from './demoBank/provider.js';
import { openIdClientPublicJwks } from './auth/openid/clientKeys.js';

export interface AppOptions {
  /** the validated instances; default: loaded from `settings.instancesDir` */
  instances?: InstanceConfig[];
  clock?: Clock;
  mailer?: Mailer;
  rateLimits?: AuthRoutesOptions['rateLimits'];
  logger?: FastifyServerOptions['logger'];
  /** the public keys the Demo Bank knows the portal's OpenID client by (tests register a key pair of their own) */
  demoBankClientJwks?: ClientJwksSource;
  /** the database report reads go to (tests); default: READ_DATABASE_URL's standby, or none */
  readDb?: Database;
  /** more @fastify/under-pressure checks (tests force the overload answer with a failing `healthCheck`) */
  overload?: Pick<FastifyUnderPressureOptions, 'healthCheck' | 'healthCheckInterval'>;
}

/** Small on purpose: the largest legitimate body is a note of 1000 characters. */
export const BODY_LIMIT = 64 * 1024;

/**
 * Assembles the server on a migrated database: external plugins, then ours (database, validation, errors,
 * security, auth), then the services the settings enable, then static files.
 */
export async function buildApp(
  settings: Settings,
  db: Database,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const configs = options.instances ?? (await loadInstanceConfigs(settings.instancesDir));
  const instances = createInstanceRegistry(configs);
  const keys = await loadServerKeys(db);

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: settings.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    clientErrorHandler,
    // unique across replicas (the audit trail names requests by it); a client never chooses its own
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  });
  // sent back so a support case can name the request the audit trail and the logs know it by
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.decorate('config', settings);
  app.decorate('keys', keys);
  app.decorate('instances', instances);
  app.decorate('clock', options.clock ?? clockOf(settings));
  app.decorate('background', createBackgroundTasks(app.log));
  app.addHook('onResponse', async (request) => app.background.release(request));
  app.addHook('onClose', async () => app.background.drain());

  // Overload: a lagging event loop answers 503 + Retry-After at once rather than letting every request
  // queue until clients time out (issue 19 §4; the chart has its own, finer limit: plugins/concurrencyLimit.ts)
  const { maxEventLoopDelayMs, retryAfterSeconds } = settings.overload;
  if (maxEventLoopDelayMs > 0 || options.overload) {
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      ...options.overload,
      pressureHandler: (_request, reply, type, value) => {
        reply.log.warn({ type, value }, 'overloaded: request shed');
        // sent here, as the plugin's README does; the request goes no further
        void reply
          .code(503)
          .header('retry-after', String(retryAfterSeconds))
          .header('cache-control', 'no-store')
          .send({ error: 'serviceUnavailable', error_description: 'The server is busy, try again shortly' });
      },
    });
  }

  // report reads go to the hot standby while it answers (READ_DATABASE_URL, docs/scale-out.md)
  const read =
    options.readDb ?? (settings.readDatabaseUrl ? await openReadDatabase(settings.readDatabaseUrl) : null);
  const readDb = read
    ? readReplica(read, db, {
        onFallback: (error) =>
          app.log.warn({ err: error }, 'read database not answering: reads go to the primary'),
        onRecover: () => app.log.warn('read database answers again: report reads go to it'),
      })
    : db;
  await app.register(databasePlugin, { db, readDb });
  // br or gzip for answers from 1 KB; built files come pre-compressed from disk (plugins/static.ts)
  await app.register(compress, {
    global: true,
    // answers only: nobody sends compressed bodies, and accepting them would widen what the server parses
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(validationPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { instances: configs });
  await app.register(authPlugin);
  // counted in the database, so replicas on one database share the limits (plugins/rateLimitStore.ts)
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  await app.register(openapiPlugin);
  app.addSchema(userInfo);

  const mailer =
    options.mailer ??
    createMailer({ smtp: settings.smtp, outboxDir: settings.outboxDir, from: settings.mailFrom });
  if (settings.services.auth) {
    await app.register(authRoutes, {
      prefix: '/auth',
      mailer,
      rateLimits: options.rateLimits ?? { tokenPerMinute: 30, resetPerMinute: 10 },
    });
  }
  if (settings.services.connector) await app.register(connectorService, { prefix: '/connector', mailer });
  if (!settings.guardService.providerUrl) await app.register(demoGuardProvider);
  if (settings.demoBank) {
    await app.register(demoBankPlugin, {
      clients: demoBankClientsFor(settings.publicOrigin, demoBankClientIds(configs)),
      // read per client lookup: the bank follows the client's key rotation without a restart
      jwks: options.demoBankClientJwks ?? (() => openIdClientPublicJwks(db, app.clock.now())),
    });
  }

  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: false } });
  await app.register(staticPlugin, { settings, instances });
  await app.register(webManifestPlugin, { settings, instances });
  await app.ready();
  return app;
}
