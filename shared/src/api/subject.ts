/**
 * Whose data a call is about. Every remote API call takes one, so the same API files, sagas and slices
 * serve the signed-in user, an admin looking at a target user, and the holder of a public link.
 */
export type Subject =
  /** the signed-in user (the token cookie) */
  | { kind: 'self' }
  /** an admin acting for another user: admin paths and `Target-User: <sub>` (spec admin-and-calls 6-7) */
  | { kind: 'target'; sub: string }
  /** a public link: `/public/` paths and the signed `X-Customer-Data` value, within one instance */
  | { kind: 'public'; customerData: string; instance: string };

export const SELF: Subject = Object.freeze({ kind: 'self' });

export const targetUser = (sub: string): Subject => ({ kind: 'target', sub });

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
 * (`/connector/v1/reportOptions` -> `/connector/v1/admin/reportOptions`) with `Target-User`; a public
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
      return { path: insertSegment(path, 'admin'), headers: { 'Target-User': subject.sub } };
    case 'public':
      return {
        path: insertSegment(path, 'public'),
        headers: { 'X-Customer-Data': subject.customerData, 'X-Instance': subject.instance },
      };
  }
}
