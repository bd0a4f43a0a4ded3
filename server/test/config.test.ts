import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadSettings, REPO_ROOT } from '../src/config.js';

describe('settings from the environment', () => {
  it('defaults: port 8080, PGlite under <repo>/.data, outbox, both services, demo seed, localhost origin', () => {
    const settings = loadSettings({});
    expect(settings).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.join(REPO_ROOT, '.data'),
      pgliteDir: path.join(REPO_ROOT, '.data', 'pglite'),
      outboxDir: path.join(REPO_ROOT, '.data', 'outbox'),
      smtp: null,
      services: { auth: true, connector: true },
      publicOrigin: 'http://localhost:8080',
      secure: false,
      seed: 'demo',
      instancesDir: path.join(REPO_ROOT, 'instances'),
    });
  });

  it('with DATABASE_URL nothing is seeded unless SEED=demo', () => {
    expect(loadSettings({ DATABASE_URL: 'postgres://db/portal' }).seed).toBe('none');
    expect(loadSettings({ DATABASE_URL: 'postgres://db/portal', SEED: 'demo' }).seed).toBe('demo');
  });

  it('SERVICES can mount one service alone', () => {
    expect(loadSettings({ SERVICES: 'auth' }).services).toEqual({ auth: true, connector: false });
    expect(loadSettings({ SERVICES: 'connector' }).services).toEqual({ auth: false, connector: true });
  });

  it('the public origin follows PORT and an https origin makes cookies Secure', () => {
    expect(loadSettings({ PORT: '9000' }).publicOrigin).toBe('http://localhost:9000');
    expect(loadSettings({ PUBLIC_ORIGIN: 'https://portal.example.fi' })).toMatchObject({
      secure: true,
      mailFrom: 'no-reply@portal.example.fi',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT: must be an integer from 1 to 65535 \(got "eighty"\)/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must use one of postgres:, postgresql:/],
    [{ SMTP_URL: 'not a url' }, /SMTP_URL: must be an absolute smtp: or smtps: URL/],
    [{ SERVICES: 'auth,billing' }, /SERVICES: must be a comma-separated list of auth and connector/],
    [{ PUBLIC_ORIGIN: 'https://portal.example.fi/app' }, /PUBLIC_ORIGIN: must be an origin only/],
    [{ SEED: 'all' }, /SEED: must be demo or none/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY: must be true or false/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL: must be one of fatal, error/],
  ])('%o is refused with an error naming the variable and the rule', (env, message) => {
    expect(() => loadSettings(env)).toThrow(ConfigError);
    expect(() => loadSettings(env)).toThrow(message);
  });

  it('the SSN keys come as a pair of 32-byte base64 values; unset, the server keeps a key file', () => {
    const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');
    expect(loadSettings({}).ssnKeys).toBeNull();
    const keys = loadSettings({ SSN_ENCRYPTION_KEY: key(1), SSN_INDEX_KEY: key(2) }).ssnKeys;
    expect(keys?.encryptionKey.equals(Buffer.alloc(32, 1))).toBe(true);
    expect(keys?.indexKey.equals(Buffer.alloc(32, 2))).toBe(true);
  });

  it.each([
    [{ SSN_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') }, /SSN_INDEX_KEY: must be set together/],
    [{ SSN_INDEX_KEY: Buffer.alloc(32, 1).toString('base64') }, /SSN_ENCRYPTION_KEY: must be set together/],
    [
      {
        SSN_ENCRYPTION_KEY: Buffer.alloc(16, 1).toString('base64'),
        SSN_INDEX_KEY: Buffer.alloc(32, 2).toString('base64'),
      },
      /SSN_ENCRYPTION_KEY: must be 32 bytes in base64/,
    ],
    [
      { SSN_ENCRYPTION_KEY: 'not base64!', SSN_INDEX_KEY: Buffer.alloc(32, 2).toString('base64') },
      /32 bytes/,
    ],
    [
      {
        SSN_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
        SSN_INDEX_KEY: Buffer.alloc(32, 3).toString('base64'),
      },
      /SSN_INDEX_KEY: must differ from SSN_ENCRYPTION_KEY/,
    ],
  ])('%o is refused with a clear error that never shows the key', (env, message) => {
    expect(() => loadSettings(env)).toThrow(message);
    try {
      loadSettings(env);
    } catch (error) {
      for (const value of Object.values(env)) expect((error as Error).message).not.toContain(value);
    }
  });

  it('the outbox lives in the data folder unless OUTBOX_DIR says otherwise', () => {
    expect(loadSettings({ DATA_DIR: '/srv/portal' }).outboxDir).toBe(path.resolve('/srv/portal/outbox'));
    expect(loadSettings({ DATA_DIR: '/srv/portal', OUTBOX_DIR: '/tmp/mail' }).outboxDir).toBe(
      path.resolve('/tmp/mail'),
    );
  });

  it('SMTP from SMTP_URL, or from SMTP_HOST with port, TLS and credentials', () => {
    expect(loadSettings({ SMTP_URL: 'smtps://relay.example.fi' }).smtp).toEqual({
      url: 'smtps://relay.example.fi',
    });
    expect(loadSettings({ SMTP_HOST: 'relay.example.fi' }).smtp).toEqual({
      host: 'relay.example.fi',
      port: 587,
      secure: false,
      requireStartTls: true,
      auth: null,
      ca: null,
    });
    expect(loadSettings({ SMTP_HOST: 'relay.example.fi', SMTP_SECURE: 'true' }).smtp).toMatchObject({
      port: 465,
      secure: true,
      requireStartTls: false,
    });
    expect(loadSettings({ SMTP_HOST: 'relay.example.fi', SMTP_PORT: '465' }).smtp).toMatchObject({
      secure: true,
    });
    expect(
      loadSettings({
        SMTP_HOST: 'relay.example.fi',
        SMTP_PORT: '2525',
        SMTP_USER: 'portal',
        SMTP_PASSWORD: 's3cret',
      }).smtp,
    ).toMatchObject({
      port: 2525,
      secure: false,
      requireStartTls: true,
      auth: { user: 'portal', pass: 's3cret' },
    });
    expect(
      loadSettings({ SMTP_HOST: 'localhost', SMTP_PORT: '1025', SMTP_STARTTLS: 'optional' }).smtp,
    ).toMatchObject({ requireStartTls: false });
  });

  it.each([
    [{ SMTP_URL: 'http://relay.example.fi' }, /SMTP_URL: must be an absolute smtp: or smtps: URL/],
    [{ SMTP_URL: 'smtp://relay', SMTP_HOST: 'relay' }, /SMTP_URL: set either SMTP_URL or SMTP_HOST/],
    [{ SMTP_URL: 'smtp://relay', SMTP_USER: 'portal' }, /SMTP_USER: applies only with SMTP_HOST/],
    [{ SMTP_PORT: '25' }, /SMTP_PORT: applies only with SMTP_HOST/],
    [{ SMTP_HOST: 'smtp://relay' }, /SMTP_HOST: must be a host name or an IP address/],
    [{ SMTP_HOST: 'relay', SMTP_PORT: '0' }, /SMTP_PORT: must be an integer from 1 to 65535/],
    [{ SMTP_HOST: 'relay', SMTP_SECURE: 'yes' }, /SMTP_SECURE: must be true or false/],
    [{ SMTP_HOST: 'relay', SMTP_STARTTLS: 'maybe' }, /SMTP_STARTTLS: must be required or optional/],
    [
      { SMTP_HOST: 'relay', SMTP_SECURE: 'true', SMTP_STARTTLS: 'required' },
      /SMTP_STARTTLS: applies only without SMTP_SECURE/,
    ],
    [{ SMTP_HOST: 'relay', SMTP_USER: 'portal' }, /SMTP_PASSWORD: must be set together with SMTP_USER/],
    [
      {
        SMTP_HOST: 'relay.example.fi',
        SMTP_STARTTLS: 'optional',
        SMTP_USER: 'portal',
        SMTP_PASSWORD: 'pw-9',
      },
      /SMTP_STARTTLS: optional would let SMTP_PASSWORD cross the network unencrypted/,
    ],
    [
      { SMTP_HOST: 'relay', SMTP_CA_FILE: '/nonexistent/ca.pem' },
      /SMTP_CA_FILE: must be a readable PEM file/,
    ],
    [{ SMTP_URL: 'ftp://portal:pw-9@relay' }, /SMTP_URL: must be an absolute smtp: or smtps: URL/],
  ])('%o is refused with an error naming the variable, never the password', (env, message) => {
    expect(() => loadSettings(env)).toThrow(ConfigError);
    expect(() => loadSettings(env)).toThrow(message);
    try {
      loadSettings(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('pw-9');
    }
  });
});
