import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../plugins/database.js';

export type MachineRole = 'metering_ingest';

export interface MachineClient {
  id: string;
  instance: string;
  name: string;
  role: MachineRole;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Creates a client; the secret is shown once and only its hash is kept. */
export async function createMachineClient(
  db: Database,
  { instance, name, role, now }: { instance: string; name: string; role: MachineRole; now: Date },
): Promise<MachineClient & { secret: string }> {
  const id = `mc_${randomBytes(9).toString('base64url')}`;
  const secret = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO machine_clients (id, instance, name, role, secret_sha256, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, instance, name, role, sha256(secret), now.toISOString()],
  );
  return { id, instance, name, role, secret };
}

export async function revokeMachineClient(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE machine_clients SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [id, now.toISOString()],
  );
  return rows.length > 0;
}

/**
 * The client of an `Authorization: Basic base64(id:secret)` header (as OAuth's client credentials), or
 * null: unknown, revoked, wrong secret or not Basic at all. The hashes are compared in constant time.
 */
export async function machineClientOf(
  db: Database,
  authorization: string | undefined,
): Promise<MachineClient | null> {
  const match = /^Basic ([A-Za-z0-9+/=]{1,400})$/.exec(authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  const id = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  if (!/^mc_[A-Za-z0-9_-]{1,40}$/.test(id)) return null;
  const [row] = await db.query<MachineClient & { secret_sha256: string }>(
    'SELECT id, instance, name, role, secret_sha256 FROM machine_clients WHERE id = $1 AND revoked_at IS NULL',
    [id],
  );
  const given = Buffer.from(sha256(secret), 'hex');
  const kept = Buffer.from(row?.secret_sha256 ?? sha256(''), 'hex');
  if (!row || !timingSafeEqual(given, kept)) return null;
  return { id: row.id, instance: row.instance, name: row.name, role: row.role };
}
