import type { Database } from '../../plugins/database.js';

export interface AccessRow {
  at: Date;
  actor_roles: string[];
  action: string;
  reason_code: string | null;
  reason_text: string | null;
}

/**
 * What others did with the user's data, newest first: the rows whose subject is the user, in the user's
 * instance, leaving out what the user did themselves (index audit_log_subject_idx).
 */
const WHERE = 'instance = $1 AND subject_user_id = $2 AND actor_user_id IS DISTINCT FROM $2';

export async function accessRows(
  db: Database,
  instance: string,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: AccessRow[]; total: number }> {
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM audit_log WHERE ${WHERE}`,
    [instance, userId],
  );
  const total = counted?.total ?? 0;
  if (total === 0 || page.offset >= total) return { rows: [], total };
  const rows = await db.query<AccessRow>(
    `SELECT at, actor_roles, action, reason_code, reason_text FROM audit_log
      WHERE ${WHERE}
      ORDER BY at DESC, id DESC
      LIMIT $3 OFFSET $4`,
    [instance, userId, page.limit, page.offset],
  );
  return { rows, total };
}
