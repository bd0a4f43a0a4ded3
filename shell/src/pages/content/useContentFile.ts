import { useCallback, useEffect, useState } from 'react';
import type { ContentEndpoint } from '@portal/instances/endpoints';
import { usePortal } from '@portal/shared';
import { contentFileUrl, loadContentFile } from './contentFiles';

export type ContentFileState<T> =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'loaded'; content: T };

/**
 * The page's file for the current language: loading, then its content (parsed by `parse`) or a failure
 * with a retry. A file that does not parse counts as failed. `parse` must be stable (a module-level function).
 */
export function useContentFile<T>(
  endpoint: ContentEndpoint,
  parse: (text: string) => T,
): ContentFileState<T> {
  const { instance, language } = usePortal();
  const url = contentFileUrl(instance.id, endpoint, language);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ContentFileState<T>>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!url) return undefined;
    let current = true;
    setState({ status: 'loading' });
    loadContentFile(url)
      .then((text) => {
        if (current) setState({ status: 'loaded', content: parse(text) });
      })
      .catch((error: unknown) => {
        console.warn('[content] could not load', url, error);
        if (current) setState({ status: 'failed', retry });
      });
    return () => {
      current = false;
    };
  }, [url, attempt, retry, parse]);

  return state;
}
