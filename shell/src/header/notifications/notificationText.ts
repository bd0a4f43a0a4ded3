import type { Language } from '@portal/instances';

export type NotificationKind = 'serviceBreak' | 'info';

export interface PortalNotification {
  kind: NotificationKind;
  /** a hash of the message: what the notificationsSeen cookie remembers */
  hash: string;
  message: string;
}

/** FNV-1a (32 bit): short, stable, good enough to tell messages apart in a cookie. */
export function hashMessage(message: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < message.length; i += 1) {
    hash ^= message.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * A notification file is one notice, whatever its paragraphs (separated by blank lines): the badge counts
 * notices, and a two-paragraph service break is still one service break. The paragraphs are kept so the
 * popover can show them as paragraphs.
 */
export function parseNotificationFile(text: string, kind: NotificationKind): PortalNotification[] {
  const paragraphs = notificationParagraphs(text);
  if (paragraphs.length === 0) return [];
  const message = paragraphs.join('\n\n');
  return [{ kind, message, hash: hashMessage(message) }];
}

/** The paragraphs of a notice (or file): blank lines separate them, surrounding blanks are dropped. */
export function notificationParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** The bell's two static files: the service break notice first, then the info notice. */
export function notificationFiles(files: {
  serviceBreak?: string;
  info?: string;
}): Array<{ kind: NotificationKind; file: string }> {
  const list: Array<{ kind: NotificationKind; file: string }> = [];
  if (files.serviceBreak) list.push({ kind: 'serviceBreak', file: files.serviceBreak });
  if (files.info) list.push({ kind: 'info', file: files.info });
  return list;
}

/** '/instances/<id>/notifications/<base>.<lang>.txt' */
export function notificationFileUrl(instanceId: string, file: string, language: Language): string {
  return `/instances/${encodeURIComponent(instanceId)}/notifications/${encodeURIComponent(`${file}.${language}.txt`)}`;
}

export function parseSeenCookie(value: string | null): Set<string> {
  return new Set((value ?? '').split(',').filter((hash) => /^[0-9a-f]{8}$/.test(hash)));
}

export function countUnseen(items: PortalNotification[], seen: Set<string>): number {
  return items.filter((item) => !seen.has(item.hash)).length;
}

/** Opening the bell marks every current message seen; only current hashes are kept so the cookie stays small. */
export function seenCookieValue(items: PortalNotification[]): string {
  return [...new Set(items.map((item) => item.hash))].join(',');
}
