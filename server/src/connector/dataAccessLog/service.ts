import type { Role } from '@portal/instances';
import type { DataAccessEntry } from '@portal/shared/api/admin';
import type { PageOf } from '@portal/shared/api/paging';
import { limitOffset, pageOf, type PageQuerystring } from '../../http/paging.js';
import type { Database } from '../../plugins/database.js';
import { accessRows } from './repository.js';

/** Highest first: the role a customer is shown for a staff member holding several. */
export const ACTOR_ROLE_ORDER: readonly Role[] = [
  'ROLE_SUPERUSER',
  'ROLE_ADMIN',
  'ROLE_SERVANT',
  'ROLE_SSN_VIEWER',
  'ROLE_METER_CONTROL',
];

/** The highest staff role of those held when the row was written, or null when none of them. */
export const actorRoleOf = (roles: readonly string[]): Role | null =>
  ACTOR_ROLE_ORDER.find((role) => roles.includes(role)) ?? null;

/** `GET /connector/v1/dataAccessLog`: one page of what staff did with the user's data. */
export async function dataAccessLog(
  db: Database,
  user: { instance: string; userId: number },
  query: PageQuerystring,
): Promise<PageOf<DataAccessEntry>> {
  const { rows, total } = await accessRows(db, user.instance, user.userId, limitOffset(query));
  return pageOf(
    rows.map((row) => ({
      at: new Date(row.at).toISOString(),
      actorRole: actorRoleOf(row.actor_roles),
      action: row.action,
      reasonCode: row.reason_code,
      reasonText: row.reason_text,
    })),
    total,
    query,
  );
}
