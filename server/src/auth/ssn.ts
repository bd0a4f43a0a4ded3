import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Settings } from '../config.js';
import type { Database } from '../plugins/database.js';

/**
 * Social security numbers at rest (docs/ssn.md): AES-256-GCM with a random 12-byte IV, stored as
 * base64url(iv | tag | ciphertext), the instance bound in as additional data; found by a keyed blind index,
 * HMAC-SHA256 over `<instance>:<ssn>` with a second key, so a search compares digests and never decrypts.
 * The keys are not in the database: a dump of it alone reveals no number.
 */
export interface SsnKeys {
  encryptionKey: Buffer;
  indexKey: Buffer;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_FILE = 'ssn-keys.json';

const additionalData = (instance: string): Buffer => Buffer.from(`ssn:${instance}`, 'utf8');

export function encryptSsn(keys: SsnKeys, instance: string, ssn: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.encryptionKey, iv);
  cipher.setAAD(additionalData(instance));
  const ciphertext = Buffer.concat([cipher.update(ssn, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The number, or null for anything this key and instance did not encrypt (tampered, another instance's). */
export function decryptSsn(keys: SsnKeys, instance: string, stored: string): string | null {
  const bytes = Buffer.from(stored, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys.encryptionKey, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(additionalData(instance));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** The blind index of an SSN as written (the separator is part of the identity: never normalised). */
export const ssnBlindIndex = (keys: SsnKeys, instance: string, ssn: string): string =>
  createHmac('sha256', keys.indexKey).update(`${instance}:${ssn}`, 'utf8').digest('base64url');

/** Both stored columns of one SSN. */
export const sealSsn = (
  keys: SsnKeys,
  instance: string,
  ssn: string,
): { encrypted: string; blindIndex: string } => ({
  encrypted: encryptSsn(keys, instance, ssn),
  blindIndex: ssnBlindIndex(keys, instance, ssn),
});

interface KeyFile {
  encryptionKey: string;
  indexKey: string;
}

/**
 * The keys of the environment (`SSN_ENCRYPTION_KEY`, `SSN_INDEX_KEY`, read by config.ts) or, when unset (the
 * embedded demo), the pair in `<dataDir>/ssn-keys.json`, made on first start with mode 0600. Several
 * replicas must share the environment's keys: each would make a file of its own.
 */
export async function loadSsnKeys(settings: Pick<Settings, 'ssnKeys' | 'dataDir'>): Promise<SsnKeys> {
  if (settings.ssnKeys) return settings.ssnKeys;
  const file = path.join(settings.dataDir, KEY_FILE);
  await mkdir(settings.dataDir, { recursive: true });
  const made: KeyFile = {
    encryptionKey: randomBytes(32).toString('base64'),
    indexKey: randomBytes(32).toString('base64'),
  };
  // written aside and linked into place: a second process starting at the same time never reads half a file,
  // and the one that loses the race reads the winner's keys
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${JSON.stringify(made, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<KeyFile>;
  const encryptionKey = Buffer.from(stored.encryptionKey ?? '', 'base64');
  const indexKey = Buffer.from(stored.indexKey ?? '', 'base64');
  if (encryptionKey.length !== 32 || indexKey.length !== 32)
    throw new Error(`${file}: encryptionKey and indexKey must be 32 bytes in base64`);
  return { encryptionKey, indexKey };
}

/** the `server_keys` row holding the check value of the SSN keys the database's numbers are sealed with */
const SSN_KEY_CHECK = 'ssn_key_check';

/**
 * A check value of the pair (an HMAC of a fixed text under each key): it tells two pairs apart and gives away
 * neither key, so it may sit in the database (docs/ssn.md).
 */
export const ssnKeyCheck = (keys: SsnKeys): string =>
  ['encryption', 'index']
    .map((use) =>
      createHmac('sha256', use === 'encryption' ? keys.encryptionKey : keys.indexKey)
        .update(`portal ssn key check: ${use}`, 'utf8')
        .digest('base64url')
        .slice(0, 22),
    )
    .join('.');

/**
 * Refuses to go on with SSN keys other than the ones the database's numbers were sealed with: the first
 * process records its pair's check value, every later one (a replica, a restart) must match it. A replica
 * that made its own key file (no `SSN_*` settings, a `DATA_DIR` of its own) would otherwise seal numbers
 * the others cannot read and find none of theirs.
 */
export async function checkSsnKeys(db: Database, keys: SsnKeys): Promise<void> {
  const check = ssnKeyCheck(keys);
  await db.query('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SSN_KEY_CHECK,
    check,
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM server_keys WHERE name = $1', [
    SSN_KEY_CHECK,
  ]);
  if (rows[0]?.value !== check)
    throw new Error(
      'The SSN keys differ from the ones this database was started with (another replica or an earlier start): ' +
        'give every replica the same SSN_ENCRYPTION_KEY and SSN_INDEX_KEY (docs/ssn.md)',
    );
}

/** `loadSsnKeys`, checked against the database's (`checkSsnKeys`). */
export async function loadCheckedSsnKeys(
  settings: Pick<Settings, 'ssnKeys' | 'dataDir'>,
  db: Database,
): Promise<SsnKeys> {
  const keys = await loadSsnKeys(settings);
  await checkSsnKeys(db, keys);
  return keys;
}
