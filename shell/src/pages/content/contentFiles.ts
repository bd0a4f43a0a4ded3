import type { Language } from '@portal/instances';
import { contentFileOf, type ContentEndpoint } from '@portal/instances/endpoints';

export class ContentLoadError extends Error {
  override readonly name = 'ContentLoadError';
}

export const contentFileUrl = (
  instanceId: string,
  endpoint: ContentEndpoint,
  language: Language,
): string | null => {
  const file = contentFileOf(endpoint, language);
  return file ? `/instances/${instanceId}/${file}` : null;
};

/** One load per file and page session: opening the page again shows it at once; a failure is not kept. */
const loads = new Map<string, Promise<string>>();

export function loadContentFile(url: string): Promise<string> {
  const cached = loads.get(url);
  if (cached) return cached;
  const load = fetch(url, { credentials: 'same-origin' }).then(async (response) => {
    // a server answering an unknown path with the shell's page is no content file either
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || type.includes('text/html')) {
      throw new ContentLoadError(`${url}: HTTP ${response.status}`);
    }
    return response.text();
  });
  loads.set(url, load);
  load.catch(() => loads.delete(url));
  return load;
}

/** Tests start from an empty cache. */
export const forgetContentFiles = (): void => loads.clear();
