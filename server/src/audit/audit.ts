import type { FastifyRequest } from 'fastify';
import type { Role } from '@portal/instances';
import type { AccessReason } from '@portal/shared/api/subject';
import type { Database } from '../plugins/database.js';

/**
 * One row of the append-only audit trail (migration 010, docs/staff-platform.md "Audit"): who did it, for
 * whose data, what, why, in which request, when. Staff actions on a customer's data, reads included, are
 * written here; so are a user's own password changes and account deletion.
 */
export interface AuditEvent {
  instance: string;
  at: Date;
  actor: { userId: number; sub: string; roles: readonly Role[] } | null;
  /** the user whose data it is (the Target-User), when there is one */
  subject?: { userId: number; sub: string } | null;
  /** dotted, `<area>.<verb>`: 'reports.read', 'user.role.add', 'ssn.reveal', ... */
  action: string;
  /** what exactly: a path, a role, a location code */
  target?: string | null;
  /** an access reason, or a switch reason of a meter command (connector/headend) */
  reason?: AccessReason | { code: string; text?: string } | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Database, event: AuditEvent): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (instance, at, actor_user_id, actor_sub, actor_roles, subject_user_id, subject_sub, action,
                            target, reason_code, reason_text, request_id, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      event.instance,
      event.at,
      event.actor?.userId ?? null,
      event.actor?.sub ?? null,
      event.actor ? [...event.actor.roles] : [],
      event.subject?.userId ?? null,
      event.subject?.sub ?? null,
      event.action,
      event.target ?? null,
      event.reason?.code ?? null,
      event.reason?.text ?? null,
      event.requestId ?? null,
      JSON.stringify(event.details ?? {}),
    ],
  );
}

/** The actor and request parts of an event, from an authenticated request. */
export const auditActorOf = (
  request: FastifyRequest,
): Pick<AuditEvent, 'instance' | 'actor' | 'requestId'> => ({
  instance: request.principal.instance,
  actor: { userId: request.principal.userId, sub: request.principal.sub, roles: request.principal.roles },
  requestId: request.id,
});
