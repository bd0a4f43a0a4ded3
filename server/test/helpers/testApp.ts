import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { InstanceConfig } from '@portal/instances';
import { loadSettings, type Settings } from '../../src/config.js';
import { buildApp, type AppOptions } from '../../src/app.js';
import type { Clock } from '../../src/clock.js';
import type { Database } from '../../src/plugins/database.js';
import type { MailMessage } from '../../src/mail/mailer.js';
import { loadInstanceConfigs } from '../../src/instances/loadInstanceConfigs.js';
import { DEMO_PASSWORD } from '../../src/demo/seed.js';
import { openTestDatabase, TEST_SSN_ENV } from './testDatabase.js';

export interface TestAppOptions {
  clock?: Clock;
  /** environment overrides for loadSettings (e.g. PUBLIC_ORIGIN, SERVICES) */
  env?: Record<string, string>;
  /** change the shipped instances (e.g. flip a login flag) */
  instances?: (shipped: InstanceConfig[]) => InstanceConfig[];
  rateLimits?: AppOptions['rateLimits'];
  /** built shell and remote folders to serve (default: the repository's, where built) */
  staticDirs?: Settings['staticDirs'];
  /** `transport`: mail goes where the settings say (SMTP from `env`, or the outbox) instead of `mails` */
  mail?: 'capture' | 'transport';
  logger?: AppOptions['logger'];
  /** the public JWKS the Demo Bank registers the portal's clients with (test/demoBank) */
  demoBankClientJwks?: AppOptions['demoBankClientJwks'];
  /** extra overload checks (test/app/overload.test.ts) */
  overload?: AppOptions['overload'];
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
  db: Database;
  settings: Settings;
  /** mails the app sent (reset links), newest last; empty with `mail: 'transport'` */
  mails: MailMessage[];
}

let shipped: Promise<InstanceConfig[]> | null = null;

/**
 * The whole server on a private copy of the migrated database with the demo data of demo1 and nivos
 * (every shipped instance is loaded). Mail is captured in `mails`; rate limits are out of the way.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'portal-app-'));
  const settings = loadSettings({
    PUBLIC_ORIGIN: 'http://localhost:8080',
    DATA_DIR: path.join(scratch, 'data'),
    OUTBOX_DIR: path.join(scratch, 'outbox'),
    SEED: 'none',
    // a test process's event loop lags while it copies and opens databases: no overload shedding unless asked
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    ...TEST_SSN_ENV,
    ...options.env,
  });
  if (options.staticDirs) settings.staticDirs = options.staticDirs;
  shipped ??= loadInstanceConfigs(settings.instancesDir);
  const instances = options.instances ? options.instances(structuredClone(await shipped)) : await shipped;
  const { db, drop } = await openTestDatabase();
  const mails: MailMessage[] = [];
  try {
    const app = await buildApp(settings, db, {
      instances,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.mail === 'transport'
        ? {}
        : { mailer: { send: async (message: MailMessage) => void mails.push(message) } }),
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.demoBankClientJwks ? { demoBankClientJwks: options.demoBankClientJwks } : {}),
      ...(options.overload ? { overload: options.overload } : {}),
      rateLimits: options.rateLimits ?? { tokenPerMinute: 100_000, resetPerMinute: 100_000 },
    });
    return {
      app,
      db,
      settings,
      mails,
      close: async () => {
        await app.close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** Logs in with the password grant and answers the access token. */
export async function loginAs(
  app: FastifyInstance,
  instance: string,
  username: string,
  password: string = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/oauth/token',
    payload: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      client_id: `mimo_${instance}`,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login ${instance}/${username} failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { access_token: string }).access_token;
}
