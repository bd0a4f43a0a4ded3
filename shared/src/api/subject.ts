/**
 * Whose data a call is about. Every remote API call takes one, so the same API files, sagas and slices
 * serve the signed-in user, an admin looking at a target user, and the holder of a public link.
 */
export type Subject =
  /** the signed-in user (the token cookie) */
  | { kind: 'self' }
  /**
   * an admin acting for another user: admin paths and `Target-User: <sub>` (spec admin-and-calls 6-7); the
   * reason the staff member gave goes with every call (`X-Access-Reason`) into the audit log
   */
  | { kind: 'target'; sub: string; reason?: AccessReason }
  /** staff calls about the whole instance, no one user (user and contract search): the spec's path, no header */
  | { kind: 'staff' }
  /** a public link: `/public/` paths and the signed `X-Customer-Data` value, within one instance */
  | { kind: 'public'; customerData: string; instance: string };

/** Why a staff member opens a customer's data: one of the list, and free text (required with 'other'). */
export const ACCESS_REASON_CODES = [
  'customer_request',
  'billing_question',
  'complaint',
  'technical_fault',
  'other',
] as const;
export type AccessReasonCode = (typeof ACCESS_REASON_CODES)[number];
export interface AccessReason {
  code: AccessReasonCode;
  text?: string;
}
/** the longest free text of a reason */
export const ACCESS_REASON_TEXT_MAX = 200;

/** `code` or `code;<percent-encoded text>`: header values must be ASCII, the text is not */
export const encodeAccessReason = (reason: AccessReason): string =>
  reason.text ? `${reason.code};${encodeURIComponent(reason.text)}` : reason.code;

/** The reason in an `X-Access-Reason` header, or null when it is not one (unknown code, bad encoding, too long). */
export function decodeAccessReason(header: string | undefined): AccessReason | null {
  if (!header) return null;
  const [code, encoded, ...rest] = header.split(';');
  if (rest.length > 0 || !(ACCESS_REASON_CODES as readonly string[]).includes(code ?? '')) return null;
  let text: string | undefined;
  if (encoded !== undefined) {
    try {
      text = decodeURIComponent(encoded).trim();
    } catch {
      return null;
    }
    if (text.length > ACCESS_REASON_TEXT_MAX || text.includes('\u0000')) return null;
  }
  if (code === 'other' && !text) return null;
  return { code: code as AccessReasonCode, ...(text ? { text } : {}) };
}

export const SELF: Subject = Object.freeze({ kind: 'self' });

/** Instance-wide staff calls (user search, contract search, create user). */
export const STAFF: Subject = Object.freeze({ kind: 'staff' });

export const targetUser = (sub: string, reason?: AccessReason): Subject =>
  reason ? { kind: 'target', sub, reason } : { kind: 'target', sub };

export const publicLink = (customerData: string, instance: string): Subject => ({
  kind: 'public',
  customerData,
  instance,
});

/** A stable string per subject, for keying or resetting state so two subjects never mix data. */
export function subjectKey(subject: Subject): string {
  switch (subject.kind) {
    case 'self':
      return 'self';
    case 'target':
      return `target:${subject.sub}`;
    case 'staff':
      return 'staff';
    case 'public':
      return `public:${subject.instance}:${subject.customerData}`;
  }
}

/** The services whose paths have admin and public variants: the first segments after them. */
const SERVICE_PREFIXES = ['/connector/v1/', '/auth/'] as const;

function insertSegment(path: string, segment: 'admin' | 'public'): string {
  const prefix = SERVICE_PREFIXES.find((candidate) => path.startsWith(candidate));
  if (!prefix) throw new Error(`no ${segment} variant for ${path}`);
  const rest = path.slice(prefix.length);
  // a path already naming its variant stays as it is
  if (rest === segment || rest.startsWith(`${segment}/`)) return path;
  return `${prefix}${segment}/${rest}`;
}

/**
 * The path and headers of a call for a subject: self as written; a target user on the admin path
 * (`/connector/v1/reportOptions` -> `/connector/v1/admin/reportOptions`) with `Target-User` (and the
 * reason given, `X-Access-Reason`); staff calls as written (they exist only as staff calls, under the
 * spec's own paths: `/auth/list_instance_users`, `/connector/v1/admin/contracts`), no header; a public
 * link on the public path (`/connector/v1/notes` -> `/connector/v1/public/notes`) with `X-Customer-Data`.
 */
export function pathForSubject(
  subject: Subject,
  path: string,
): { path: string; headers: Record<string, string> } {
  switch (subject.kind) {
    case 'self':
      return { path, headers: {} };
    case 'target':
      return {
        path: insertSegment(path, 'admin'),
        headers: {
          'Target-User': subject.sub,
          ...(subject.reason ? { 'X-Access-Reason': encodeAccessReason(subject.reason) } : {}),
        },
      };
    case 'staff':
      return { path, headers: {} };
    case 'public':
      return {
        path: insertSegment(path, 'public'),
        headers: { 'X-Customer-Data': subject.customerData, 'X-Instance': subject.instance },
      };
  }
}
