import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCKOUT, type LockoutPolicy } from './auth/lockout.js';
import { readHeadendSettings, type HeadendSettings } from './connector/headend/settings.js';
import { readGuardServiceSettings, type GuardServiceSettings } from './connector/guardService/settings.js';

/** The server's settings, read once from the environment by `loadSettings` and passed down from there. */
export interface Settings {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite in `pgliteDir` */
  databaseUrl: string | null;
  /**
   * `READ_DATABASE_URL`: a hot standby of the database that report reads go to (chart, summary, district
   * heating, consumption changes, spot prices), falling back to the primary when it does not answer
   */
  readDatabaseUrl: string | null;
  dataDir: string;
  pgliteDir: string;
  /** the file outbox: where mail goes when `smtp` is null */
  outboxDir: string;
  /** `SMTP_URL`, or `SMTP_HOST` and its companions; null: the file outbox (docs/mail.md) */
  smtp: SmtpSettings | null;
  mailFrom: string;
  services: { auth: boolean; connector: boolean };
  /** the browser-visible origin: Origin checks, mail links, the token issuer */
  publicOrigin: string;
  /** cookies get `Secure` and responses HSTS when the public origin is https */
  secure: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** behind a load balancer: take the client address from X-Forwarded-For (rate limits) */
  trustProxy: boolean;
  seed: 'demo' | 'none';
  /** `CLOCK_START`: the server's clock starts at this instant and runs on (demo and e2e runs; never production) */
  clockStart: Date | null;
  instancesDir: string;
  /** brute-force protection of the token call (docs/security.md) */
  lockout: LockoutPolicy;
  /** the shell's built files and each remote's (`mf-*`) built files; only folders that exist */
  staticDirs: { shell: string | null; remotes: Record<string, string> };
  /**
   * `SSN_ENCRYPTION_KEY` and `SSN_INDEX_KEY` (32 bytes each, base64), shared by every replica; null when unset,
   * and the server then keeps its own pair in a key file under `dataDir` (auth/ssn.ts, docs/ssn.md)
   */
  ssnKeys: { encryptionKey: Buffer; indexKey: Buffer } | null;
  /** the meter head-end (`HEADEND_SIM_*`, connector/headend/settings.ts) */
  headend: HeadendSettings;
  /** the guard-service provider the links point to (`GUARD_SERVICE_*`, docs/guard-service.md) */
  guardService: GuardServiceSettings;
  /** `DEMO_BANK`: serve the bundled test identity provider under `/demo-bank` (docs/demo-bank.md); default on */
  demoBank: boolean;
  /**
   * Overload (docs/server.md): while the event loop lags more than `OVERLOAD_EVENT_LOOP_DELAY_MS` (default
   * 1000 on PostgreSQL, 0 = off on PGlite) every request is answered 503 with Retry-After
   * `OVERLOAD_RETRY_AFTER_S` (default 10)
   */
  overload: { maxEventLoopDelayMs: number; retryAfterSeconds: number };
}

export type SmtpSettings =
  | { url: string }
  | {
      host: string;
      port: number;
      /** implicit TLS from the first byte (SMTPS, usually port 465) */
      secure: boolean;
      /** without `secure`: refuse to go on unless the server upgrades with STARTTLS */
      requireStartTls: boolean;
      auth: { user: string; pass: string } | null;
      /** PEM of CAs trusted besides the system's (`SMTP_CA_FILE`), e.g. an internal relay's */
      ca: string | null;
    };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

type Env = Record<string, string | undefined>;

const fail = (key: string, rule: string, value: string): never => {
  throw new ConfigError(`Invalid setting ${key}: ${rule} (got "${value}")`);
};

const readPort = (env: Env): number => {
  const raw = env.PORT ?? '8080';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) fail('PORT', 'must be an integer from 1 to 65535', raw);
  return port;
};

const readUrl = (env: Env, key: string, protocols: string[]): string | null => {
  const raw = env[key];
  if (raw === undefined || raw === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    fail(key, `must be an absolute URL (${protocols.join(', ')})`, raw);
  }
  if (url && !protocols.includes(url.protocol)) fail(key, `must use one of ${protocols.join(', ')}`, raw);
  return raw;
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const SMTP_COMPANIONS = [
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_STARTTLS',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'SMTP_CA_FILE',
] as const;

/** a URL's password is never echoed in an error */
const withoutPassword = (raw: string): string => raw.replace(/^([a-z]+:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');

/**
 * SMTP_URL alone, or SMTP_HOST with SMTP_PORT, SMTP_SECURE, SMTP_STARTTLS, SMTP_USER, SMTP_PASSWORD and
 * SMTP_CA_FILE; nothing: the file outbox. Credentials never cross the network in the clear.
 */
const readSmtp = (env: Env): SmtpSettings | null => {
  const given = (key: string) => (env[key] ?? '') !== '';
  const rawUrl = env.SMTP_URL ?? '';
  const host = (env.SMTP_HOST ?? '').trim();
  if (rawUrl !== '') {
    if (host !== '') fail('SMTP_URL', 'set either SMTP_URL or SMTP_HOST, not both', withoutPassword(rawUrl));
    const companion = SMTP_COMPANIONS.find(given);
    if (companion) fail(companion, 'applies only with SMTP_HOST; with SMTP_URL put it in the URL', 'set');
    try {
      const url = new URL(rawUrl);
      if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('protocol');
      if (!url.hostname) throw new Error('host');
    } catch {
      fail('SMTP_URL', 'must be an absolute smtp: or smtps: URL with a host', withoutPassword(rawUrl));
    }
    return { url: rawUrl };
  }
  if (host === '') {
    const companion = SMTP_COMPANIONS.find(given);
    if (companion)
      fail(companion, 'applies only with SMTP_HOST (unset: mail goes to the file outbox)', 'set');
    return null;
  }
  if (
    !/^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$|^\[?[0-9A-Fa-f:.]+\]?$/.test(
      host,
    )
  )
    fail('SMTP_HOST', 'must be a host name or an IP address (no scheme, no port)', host);
  const portRaw = env.SMTP_PORT ?? '';
  let port: number | null = null;
  if (portRaw !== '') {
    port = Number(portRaw);
    if (!/^\d+$/.test(portRaw) || port < 1 || port > 65535)
      fail('SMTP_PORT', 'must be an integer from 1 to 65535', portRaw);
  }
  const secure = given('SMTP_SECURE') ? readBoolean(env, 'SMTP_SECURE') : port === 465;
  const startTls = env.SMTP_STARTTLS ?? '';
  if (startTls !== '' && startTls !== 'required' && startTls !== 'optional')
    fail('SMTP_STARTTLS', 'must be required or optional', startTls);
  if (secure && startTls !== '')
    fail('SMTP_STARTTLS', 'applies only without SMTP_SECURE (implicit TLS needs no upgrade)', startTls);
  const requireStartTls = !secure && startTls !== 'optional';
  const user = env.SMTP_USER ?? '';
  const pass = env.SMTP_PASSWORD ?? '';
  if ((user === '') !== (pass === '')) {
    const [missing, other] = user === '' ? ['SMTP_USER', 'SMTP_PASSWORD'] : ['SMTP_PASSWORD', 'SMTP_USER'];
    fail(missing, `must be set together with ${other}`, 'unset');
  }
  if (user !== '' && !secure && !requireStartTls && !LOOPBACK.has(host.toLowerCase()))
    fail('SMTP_STARTTLS', 'optional would let SMTP_PASSWORD cross the network unencrypted', startTls);
  let ca: string | null = null;
  const caFile = env.SMTP_CA_FILE ?? '';
  if (caFile !== '') {
    try {
      ca = readFileSync(path.resolve(caFile), 'utf8');
    } catch {
      fail('SMTP_CA_FILE', 'must be a readable PEM file', caFile);
    }
    if (!ca?.includes('-----BEGIN CERTIFICATE-----'))
      fail('SMTP_CA_FILE', 'must hold PEM certificates', caFile);
  }
  return {
    host,
    port: port ?? (secure ? 465 : 587),
    secure,
    requireStartTls,
    auth: user === '' ? null : { user, pass },
    ca,
  };
};

const readServices = (env: Env): Settings['services'] => {
  const raw = env.SERVICES ?? 'auth,connector';
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length === 0 || names.some((n) => n !== 'auth' && n !== 'connector')) {
    fail('SERVICES', 'must be a comma-separated list of auth and connector', raw);
  }
  return { auth: names.includes('auth'), connector: names.includes('connector') };
};

const readOrigin = (env: Env, port: number): string => {
  const raw = env.PUBLIC_ORIGIN;
  if (raw === undefined || raw === '') return `http://localhost:${port}`;
  const checked = readUrl(env, 'PUBLIC_ORIGIN', ['http:', 'https:']) ?? raw;
  const url = new URL(checked);
  if (url.origin !== checked.replace(/\/$/, '')) {
    fail('PUBLIC_ORIGIN', 'must be an origin only (scheme, host and port; no path)', raw);
  }
  return url.origin;
};

const readSeed = (env: Env, databaseUrl: string | null): Settings['seed'] => {
  const raw = env.SEED;
  if (raw === undefined || raw === '') return databaseUrl ? 'none' : 'demo';
  if (raw !== 'demo' && raw !== 'none') fail('SEED', 'must be demo or none', raw);
  return raw as Settings['seed'];
};

const readBoolean = (env: Env, key: string, fallback = false): boolean => {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  return fail(key, 'must be true or false', raw);
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const readClockStart = (env: Env): Date | null => {
  const raw = env.CLOCK_START;
  if (!raw) return null;
  const start = new Date(raw);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(raw) || Number.isNaN(start.getTime()))
    fail('CLOCK_START', 'must be an ISO instant such as 2026-11-18T10:00:00Z', raw);
  return start;
};

const readLogLevel = (env: Env): Settings['logLevel'] => {
  const raw = env.LOG_LEVEL || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw))
    fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`, raw);
  return raw as Settings['logLevel'];
};

const readCount = (env: Env, key: string, fallback: number): number => {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 2 ** 31) fail(key, 'must be a whole number', raw);
  return Number(raw);
};

/** LOCKOUT_FAILURE_FACTOR (failures) and the LOCKOUT_*_MS durations (milliseconds). */
const readLockout = (env: Env): LockoutPolicy => {
  const failureFactor = readCount(env, 'LOCKOUT_FAILURE_FACTOR', DEFAULT_LOCKOUT.failureFactor);
  if (failureFactor < 1) fail('LOCKOUT_FAILURE_FACTOR', 'must be at least 1', String(failureFactor));
  return {
    failureFactor,
    waitIncrementMs: readCount(env, 'LOCKOUT_WAIT_INCREMENT_MS', DEFAULT_LOCKOUT.waitIncrementMs),
    maxWaitMs: readCount(env, 'LOCKOUT_MAX_WAIT_MS', DEFAULT_LOCKOUT.maxWaitMs),
    failureResetMs: readCount(env, 'LOCKOUT_FAILURE_RESET_MS', DEFAULT_LOCKOUT.failureResetMs),
    quickLoginCheckMs: readCount(env, 'LOCKOUT_QUICK_LOGIN_CHECK_MS', DEFAULT_LOCKOUT.quickLoginCheckMs),
    minQuickLoginWaitMs: readCount(
      env,
      'LOCKOUT_MIN_QUICK_LOGIN_WAIT_MS',
      DEFAULT_LOCKOUT.minQuickLoginWaitMs,
    ),
  };
};

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Both SSN keys or neither; a key is never echoed in the error. */
const readSsnKeys = (env: Env): Settings['ssnKeys'] => {
  const read = (key: string): Buffer | null => {
    const raw = (env[key] ?? '').trim();
    if (raw === '') return null;
    const bytes =
      BASE64.test(raw) || BASE64URL.test(raw)
        ? Buffer.from(raw, BASE64.test(raw) ? 'base64' : 'base64url')
        : null;
    if (bytes?.length !== 32)
      fail(
        key,
        'must be 32 bytes in base64, e.g. from `openssl rand -base64 32`',
        `${raw.length} characters`,
      );
    return bytes;
  };
  const encryptionKey = read('SSN_ENCRYPTION_KEY');
  const indexKey = read('SSN_INDEX_KEY');
  if (encryptionKey === null && indexKey === null) return null;
  if (encryptionKey === null || indexKey === null) {
    const missing = encryptionKey === null ? 'SSN_ENCRYPTION_KEY' : 'SSN_INDEX_KEY';
    return fail(missing, 'must be set together with the other SSN key', 'unset');
  }
  if (encryptionKey.equals(indexKey))
    fail('SSN_INDEX_KEY', 'must differ from SSN_ENCRYPTION_KEY', 'the same key');
  return { encryptionKey, indexKey };
};

const readDir = (env: Env, key: string, fallback: string): string => {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  return path.resolve(raw);
};

/** `<repo>/shell/dist` and `<repo>/mf-<name>/dist` where they exist. */
export function findStaticDirs(repoRoot: string): Settings['staticDirs'] {
  const shell = path.join(repoRoot, 'shell', 'dist');
  const remotes: Record<string, string> = {};
  for (const entry of readdirSync(repoRoot, { withFileTypes: true })) {
    const dist = path.join(repoRoot, entry.name, 'dist');
    if (entry.isDirectory() && entry.name.startsWith('mf-') && existsSync(dist)) remotes[entry.name] = dist;
  }
  return { shell: existsSync(shell) ? shell : null, remotes };
}

export function loadSettings(env: Env = process.env, repoRoot: string = REPO_ROOT): Settings {
  const port = readPort(env);
  const host = env.HOST || '0.0.0.0';
  const databaseUrl = readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const dataDir = readDir(env, 'DATA_DIR', path.join(repoRoot, '.data'));
  const publicOrigin = readOrigin(env, port);
  const smtp = readSmtp(env);
  const mailFrom = env.MAIL_FROM || `no-reply@${new URL(publicOrigin).hostname}`;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(mailFrom)) fail('MAIL_FROM', 'must be an e-mail address', mailFrom);
  return {
    port,
    host,
    databaseUrl,
    readDatabaseUrl: readUrl(env, 'READ_DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    outboxDir: readDir(env, 'OUTBOX_DIR', path.join(dataDir, 'outbox')),
    smtp,
    mailFrom,
    services: readServices(env),
    publicOrigin,
    secure: publicOrigin.startsWith('https:'),
    trustProxy: readBoolean(env, 'TRUST_PROXY'),
    logLevel: readLogLevel(env),
    seed: readSeed(env, databaseUrl),
    clockStart: readClockStart(env),
    instancesDir: readDir(env, 'INSTANCES_DIR', path.join(repoRoot, 'instances')),
    lockout: readLockout(env),
    staticDirs: findStaticDirs(repoRoot),
    ssnKeys: readSsnKeys(env),
    headend: readHeadendSettings(env),
    guardService: readGuardServiceSettings(env),
    demoBank: readBoolean(env, 'DEMO_BANK', true),
    overload: {
      // PGlite works in the server's own thread: its lag is the database working, not the web tier overloaded
      maxEventLoopDelayMs: readCount(env, 'OVERLOAD_EVENT_LOOP_DELAY_MS', databaseUrl ? 1000 : 0),
      retryAfterSeconds: readCount(env, 'OVERLOAD_RETRY_AFTER_S', 10),
    },
  };
}
