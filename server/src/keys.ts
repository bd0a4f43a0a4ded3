import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import type { Database } from './plugins/database.js';

/** Secrets every replica shares: made on first start, kept in the database (table `server_keys`). */
export interface ServerKeys {
  /** Ed25519 pair that signs the access tokens (EdDSA) */
  signing: { privateKey: KeyObject; publicKey: KeyObject; kid: string };
  /** HMAC-SHA256 secret of the public notes page's `customerData` */
  customerDataSecret: Buffer;
  /** HMAC-SHA256 secret of a usage place's `checksum` (connector/locations/checksum.ts) */
  locationChecksumSecret: Buffer;
}

const SIGNING = 'token_signing_ed25519';
const CUSTOMER_DATA = 'customer_data_hmac';
const LOCATION_CHECKSUM = 'location_checksum_hmac';

async function readOrCreate(db: Database, name: string, make: () => string): Promise<string> {
  // a replica that loses the race reads the winner's value
  await db.query('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    make(),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM server_keys WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`server key ${name} is missing`);
  return value;
}

export async function loadServerKeys(db: Database): Promise<ServerKeys> {
  const jwk = await readOrCreate(db, SIGNING, () =>
    JSON.stringify(generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' })),
  );
  const privateKey = createPrivateKey({ key: JSON.parse(jwk) as JsonWebKey, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  const publicDer = publicKey.export({ format: 'der', type: 'spki' });
  const kid = createHash('sha256').update(publicDer).digest('base64url').slice(0, 16);
  const secret = await readOrCreate(db, CUSTOMER_DATA, () => randomBytes(32).toString('base64url'));
  const checksum = await readOrCreate(db, LOCATION_CHECKSUM, () => randomBytes(32).toString('base64url'));
  return {
    signing: { privateKey, publicKey, kid },
    customerDataSecret: Buffer.from(secret, 'base64url'),
    locationChecksumSecret: Buffer.from(checksum, 'base64url'),
  };
}
