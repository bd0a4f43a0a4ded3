import type { Language } from '@portal/instances';

export const LANGUAGES: readonly Language[] = ['fi-FI', 'sv-FI', 'en-US'];

export const isLanguage = (value: string | undefined): value is Language =>
  value !== undefined && (LANGUAGES as readonly string[]).includes(value);

export interface PortalPath {
  instanceId: string | null;
  /** the language segment as written, not yet checked against the instance */
  language: string | null;
  /** everything after /{instance}/{language}/, without slashes at either end */
  endpoint: string;
}

export function parsePortalPath(pathname: string): PortalPath {
  const [instanceId, language, ...rest] = pathname.split('/').filter((segment) => segment.length > 0);
  return {
    instanceId: instanceId ? decodeURIComponent(instanceId) : null,
    language: language ?? null,
    endpoint: rest.join('/'),
  };
}

/**
 * The address's language when it is one the portal has, else Finnish: what the shell speaks before the
 * instance file has said which languages it offers (the loader, the boot error, the first text chunk).
 */
export function addressLanguage(pathname: string): Language {
  const language = parsePortalPath(pathname).language ?? undefined;
  return isLanguage(language) ? language : 'fi-FI';
}

/** '/{instance}/{language}/{endpoint}' */
export function buildPath(instanceId: string, language: string, endpoint = ''): string {
  const clean = endpoint.replace(/^\/+/, '');
  return `/${encodeURIComponent(instanceId)}/${language}/${clean}`;
}

/** A language change rewrites the language segment and keeps the endpoint, query and hash. */
export function rewriteLanguage(
  location: { pathname: string; search?: string; hash?: string },
  language: Language,
): string {
  const { instanceId, endpoint } = parsePortalPath(location.pathname);
  if (!instanceId) return location.pathname;
  return `${buildPath(instanceId, language, endpoint)}${location.search ?? ''}${location.hash ?? ''}`;
}
