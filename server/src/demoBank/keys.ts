import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Database } from '../plugins/database.js';

/**
 * The Demo Bank's own secrets, made on first start into the server's key store (`server_keys`, insert if
 * absent) like the token key (keys.ts): its RS256 signing key (the ID tokens, userinfo and its JWKS at
 * `/demo-bank/jwks`) and the key of its signed cookies. Every replica and every restart use the same ones,
 * so an ID token verifies against the published JWKS after a restart. Sessions, codes and grants are not
 * kept here: they live in the process (docs/demo-bank.md).
 */
const SIGNING = 'demo_bank_signing_rs256';
const COOKIES = 'demo_bank_cookie_key';

async function read(db: Database, name: string): Promise<string | undefined> {
  const rows = await db.query<{ value: string }>('SELECT value FROM server_keys WHERE name = $1', [name]);
  return rows[0]?.value;
}

/** an RSA key takes a moment to make: only when absent; a replica that loses the race reads the winner's */
async function readOrCreate(
  db: Database,
  name: string,
  make: () => Promise<string> | string,
): Promise<string> {
  const known = await read(db, name);
  if (known) return known;
  await db.query('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    await make(),
  ]);
  const value = await read(db, name);
  if (!value) throw new Error(`server key ${name} is missing`);
  return value;
}

const generateRsa = promisify(generateKeyPair);

/** made once per process at most (off the event loop): every test app's fresh database takes the same one */
let made: Promise<string> | null = null;
function makeSigningKey(): Promise<string> {
  made ??= (async () => {
    const { privateKey } = await generateRsa('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' }) as JWK;
    const kid = await calculateJwkThumbprint(jwk);
    return JSON.stringify({ ...jwk, kid, use: 'sig', alg: 'RS256' });
  })();
  return made;
}

export interface DemoBankKeys {
  /** private JWK (RSA, RS256) with its kid */
  signing: JWK;
  cookie: string;
}

export async function loadDemoBankKeys(db: Database): Promise<DemoBankKeys> {
  const signing = JSON.parse(await readOrCreate(db, SIGNING, makeSigningKey)) as JWK;
  const cookie = await readOrCreate(db, COOKIES, () => randomBytes(32).toString('base64url'));
  return { signing, cookie };
}
