import type { Database } from '../../plugins/database.js';

export interface SenderRow {
  username: string;
  first_name: string;
  last_name: string;
}

/** Who sends: named in the mail so the utility knows whose account wrote. */
export async function findSender(db: Database, instance: string, userId: number): Promise<SenderRow | null> {
  const rows = await db.query<SenderRow>(
    'SELECT username, first_name, last_name FROM users WHERE id = $1 AND instance = $2',
    [userId, instance],
  );
  return rows[0] ?? null;
}
