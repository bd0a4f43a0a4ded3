import type { Database } from '../../src/plugins/database.js';

/** What a staff member sends with a customer's reports: a reason code and free text (`X-Access-Reason`). */
export const REASON = { 'x-access-reason': 'customer_request;Soitti%20laskusta' } as const;
export const REASON_CODE = 'customer_request';
export const REASON_TEXT = 'Soitti laskusta';

export interface AuditRow {
  instance: string;
  actor_user_id: number | null;
  actor_sub: string | null;
  actor_roles: string[];
  subject_user_id: number | null;
  subject_sub: string | null;
  action: string;
  target: string | null;
  reason_code: string | null;
  reason_text: string | null;
  request_id: string | null;
  details: Record<string, unknown>;
}

/** The audit rows a request wrote (by the request id its answer carries). */
export const auditRowsOf = (db: Database, requestId: unknown): Promise<AuditRow[]> =>
  db.query<AuditRow>(
    `SELECT instance, actor_user_id, actor_sub::text AS actor_sub, actor_roles, subject_user_id,
            subject_sub::text AS subject_sub, action, target, reason_code, reason_text, request_id, details
       FROM audit_log WHERE request_id = $1 ORDER BY id`,
    [String(requestId)],
  );

export const auditCount = async (db: Database): Promise<number> =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;

export async function userOf(
  db: Database,
  instance: string,
  username: string,
): Promise<{ id: number; sub: string }> {
  const [row] = await db.query<{ id: number; sub: string }>(
    'SELECT id, sub::text AS sub FROM users WHERE instance = $1 AND username = $2',
    [instance, username],
  );
  if (!row) throw new Error(`no demo user ${instance}/${username}`);
  return row;
}
