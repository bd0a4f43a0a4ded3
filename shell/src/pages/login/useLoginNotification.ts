import { useEffect, useState } from 'react';
import type { Language } from '@portal/instances';
import { notificationFileUrl, notificationParagraphs } from '../../header/notifications/notificationText';

const NOTICE_INIT: RequestInit = { cache: 'no-cache' };

// Read before the page's first render by the logged-out entry (public/firstDraw.ts), so the notice, the
// page's largest text, is in its first frame; taken by the first mount, later visits fetch anew.
const early = new Map<string, string[]>();

const readNotice = (url: string, init: RequestInit): Promise<string[]> =>
  fetch(url, init)
    .then((response) => (response.ok ? response.text() : ''))
    .then(notificationParagraphs);

/** Reads the login notice ahead of the login page's first render; a failure leaves it to the page. */
export function loadLoginNotification(instanceId: string, file: string, language: Language): Promise<void> {
  const url = notificationFileUrl(instanceId, file, language);
  return readNotice(url, NOTICE_INIT).then(
    (paragraphs) => void early.set(url, paragraphs),
    () => undefined,
  );
}

/**
 * The login page notice: `/instances/<id>/notifications/<file>.<lang>.txt`, paragraphs split on blank
 * lines. A missing or unreadable file shows nothing: the notice is optional decoration, not content.
 */
export function useLoginNotification(
  instanceId: string,
  file: string | undefined,
  language: Language,
): string[] {
  const url = file ? notificationFileUrl(instanceId, file, language) : null;
  const [paragraphs, setParagraphs] = useState<string[]>(() => (url && early.get(url)) || []);
  useEffect(() => {
    const read = url ? early.get(url) : undefined;
    if (url && read) {
      early.delete(url);
      setParagraphs(read);
      return undefined;
    }
    setParagraphs([]);
    if (!url) return undefined;
    const controller = new AbortController();
    readNotice(url, { ...NOTICE_INIT, signal: controller.signal })
      .then(setParagraphs)
      .catch(() => undefined);
    return () => controller.abort();
  }, [url]);
  return paragraphs;
}
