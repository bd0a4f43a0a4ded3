import { useEffect, useState } from 'react';
import type { Language } from '@portal/instances';
import { notificationFileUrl, notificationParagraphs } from '../../header/notifications/notificationText';

/**
 * The login page notice: `/instances/<id>/notifications/<file>.<lang>.txt`, paragraphs split on blank
 * lines. A missing or unreadable file shows nothing: the notice is optional decoration, not content.
 */
export function useLoginNotification(
  instanceId: string,
  file: string | undefined,
  language: Language,
): string[] {
  const [paragraphs, setParagraphs] = useState<string[]>([]);
  useEffect(() => {
    setParagraphs([]);
    if (!file) return undefined;
    const controller = new AbortController();
    fetch(notificationFileUrl(instanceId, file, language), { signal: controller.signal, cache: 'no-cache' })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => setParagraphs(notificationParagraphs(text)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [instanceId, file, language]);
  return paragraphs;
}
