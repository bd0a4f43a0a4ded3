import type { InstanceConfig, Language } from '@portal/instances';
import { isLanguage, parsePortalPath } from '../routing/paths';

// The federation host's entry (index.ts) starts the boot's requests before the async boundary: the instance
// file at once, then, as soon as it has arrived, the texts and every enabled module's publication, while the
// shared chunks are still being fetched and run. bootInstance asks for the same addresses with the same
// options and takes these answers (each once) instead of starting its own. Nothing here may import a shared
// module (@portal/shared, React, ...): this code runs in the entry, before the shared scope exists.

/** Instance ids are folder names; anything else cannot be an instance and is not even asked for. */
export const INSTANCE_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

export const instanceUrl = (instanceId: string): string => `/instances/${instanceId}/instance.json`;
export const instanceTextsUrl = (instanceId: string, language: Language): string =>
  `/instances/${instanceId}/texts/${language}.json`;
export const INSTANCE_FILE_INIT: RequestInit = { credentials: 'same-origin' };

/** like a remote load: a publication that takes longer only hides its module */
// every host page waits for the publications at boot: one slow remote must not hold them all for long
export const PUBLICATION_TIMEOUT_MS = 5_000;
export const publicationInit = (): RequestInit => ({ signal: AbortSignal.timeout(PUBLICATION_TIMEOUT_MS) });

/** `@portal/shared`'s `publicationUrl` of an absolute manifest address (the same rule; a test compares them) */
export function earlyPublicationUrl(manifestUrl: string): string {
  const cut = manifestUrl.split(/[?#]/, 1)[0] ?? manifestUrl;
  return `${cut.slice(0, cut.lastIndexOf('/') + 1)}portal-module.json`;
}

export const absoluteUrl = (url: string): string =>
  typeof document === 'undefined' ? url : new URL(url, document.baseURI).href;

/** The language of the address when the instance offers it, else the instance's default (its first). */
export function languageFor(instance: InstanceConfig, candidate: string | null): Language {
  const first = instance.languages[0] ?? 'fi-FI';
  return isLanguage(candidate ?? undefined) && instance.languages.includes(candidate as Language)
    ? (candidate as Language)
    : first;
}

const started = new Map<string, Promise<Response>>();

function start(url: string, request: Promise<Response>): void {
  // an early request nobody takes (a boot that failed before) must not report an unhandled rejection
  request.catch(() => undefined);
  started.set(url, request);
}

/**
 * The answer the entry already asked for at this address (taken once), else a fresh `fetch(url, init)`.
 * Callers pass the options the early request was made with, so both ways send the same request.
 */
export function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  const early = started.get(url);
  if (early) {
    started.delete(url);
    return early;
  }
  return fetch(url, init);
}

const isJson = (response: Response): boolean => (response.headers.get('Content-Type') ?? '').includes('json');

/**
 * Starts the boot's requests for a page load of `pathname` (the host's entry, once). The instance file's
 * answer is handed on only after its follow-ups are registered, so bootInstance finds them. A failure here
 * changes nothing: the answer (or the error) is what bootInstance's own request would have had.
 */
export function startEarlyFetches(pathname: string): void {
  const { instanceId, language } = parsePortalPath(pathname);
  if (!instanceId || !INSTANCE_ID.test(instanceId)) return;
  const url = instanceUrl(instanceId);
  const answer = fetch(url, INSTANCE_FILE_INIT).then(async (response) => {
    if (response.ok && isJson(response)) {
      try {
        const instance = (await response.clone().json()) as InstanceConfig;
        const textsUrl = instanceTextsUrl(instance.id, languageFor(instance, language));
        start(textsUrl, fetch(textsUrl, INSTANCE_FILE_INIT));
        for (const { manifest } of instance.modules) {
          const publication = earlyPublicationUrl(absoluteUrl(manifest));
          if (!started.has(publication)) start(publication, fetch(publication, publicationInit()));
        }
      } catch {
        // not an instance file bootInstance can use: it fails or answers 404 with its own reading
      }
    }
    return response;
  });
  start(url, answer);
}
