/** Where the guard-service links point and what signs them (docs/guard-service.md). */
export interface GuardServiceSettings {
  /**
   * `GUARD_SERVICE_URL`: the provider's entry address; null: the demo provider of this server,
   * `<PUBLIC_ORIGIN>/demo-guard-service/open`
   */
  providerUrl: string | null;
  /** `GUARD_SERVICE_SECRET`: the HMAC key shared with the provider; null: the server key store's own */
  secret: Buffer | null;
  /** `GUARD_SERVICE_LINK_TTL_SECONDS`: how long a link opens the provider (30-900, default 300) */
  ttlSeconds: number;
}

type Env = Record<string, string | undefined>;

export const DEMO_PROVIDER_PATH = '/demo-guard-service/open';

const fail = (key: string, rule: string, shown: string): never => {
  throw new Error(`Invalid setting ${key}: ${rule} (got "${shown}")`);
};

const readProviderUrl = (env: Env): string | null => {
  const raw = env.GUARD_SERVICE_URL ?? '';
  if (raw === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    fail('GUARD_SERVICE_URL', 'must be an absolute https URL', raw);
  }
  // the link carries a place code: never over plain http, except to a provider on this machine
  const local = url?.hostname === 'localhost' || url?.hostname === '127.0.0.1';
  if (url?.protocol !== 'https:' && !(url?.protocol === 'http:' && local))
    fail('GUARD_SERVICE_URL', 'must use https (http only for localhost)', raw);
  if (url?.hash) fail('GUARD_SERVICE_URL', 'must have no #fragment', raw);
  return url!.toString();
};

const readSecret = (env: Env, providerUrl: string | null): Buffer | null => {
  const raw = (env.GUARD_SERVICE_SECRET ?? '').trim();
  if (raw === '') {
    // an outside provider cannot check a key only this server's database knows
    if (providerUrl !== null)
      fail('GUARD_SERVICE_SECRET', 'must be set together with GUARD_SERVICE_URL', 'unset');
    return null;
  }
  const bytes = /^[A-Za-z0-9+/_-]+={0,2}$/.test(raw) ? Buffer.from(raw, 'base64') : null;
  if (!bytes || bytes.length < 32)
    fail('GUARD_SERVICE_SECRET', 'must be at least 32 bytes in base64', `${raw.length} characters`);
  return bytes;
};

export function readGuardServiceSettings(env: Env): GuardServiceSettings {
  const providerUrl = readProviderUrl(env);
  const rawTtl = env.GUARD_SERVICE_LINK_TTL_SECONDS ?? '';
  const ttlSeconds = rawTtl === '' ? 300 : Number(rawTtl);
  if (rawTtl !== '' && (!/^\d{1,4}$/.test(rawTtl) || ttlSeconds < 30 || ttlSeconds > 900))
    fail('GUARD_SERVICE_LINK_TTL_SECONDS', 'must be whole seconds from 30 to 900', rawTtl);
  return { providerUrl, secret: readSecret(env, providerUrl), ttlSeconds };
}
