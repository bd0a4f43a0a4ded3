/**
 * What the service worker does with a request (docs/offline.md). Pure, so the rules are unit tested
 * without a worker.
 */
export type OfflineRoute =
  /** never touched: personal data, other sites, the worker itself */
  | 'network'
  /** a page: the network, and offline the shell page saved by the worker */
  | 'page'
  /** a content-hashed file: its content never changes, so the cached copy is the file */
  | 'immutable'
  /** instance files and other unhashed files: the network first, the cached copy offline */
  | 'revalidate'
  /** a remote's manifest: network first; its files are saved as one set before the manifest is */
  | 'remoteManifest'
  /** a remote's entry: network first; saved with its manifest's set, never on its own */
  | 'remoteEntry';

/** content-hashed names (main.3f2a9c1b.js): the server sends them as immutable too */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const SERVICE = /^\/(auth|connector|docs)(\/|$)/;

export function offlineRoute(
  url: URL,
  request: { method: string; mode: string },
  own: { origin: string; instanceId: string },
): OfflineRoute {
  if (request.method !== 'GET' || url.origin !== own.origin) return 'network';
  const path = url.pathname;
  if (SERVICE.test(path) || path === '/sw.js') return 'network';
  if (request.mode === 'navigate') return path.startsWith(`/${own.instanceId}/`) ? 'page' : 'network';
  if (path.startsWith('/instances/')) {
    // another instance's files are nothing this instance's app needs offline
    return path.startsWith(`/instances/${own.instanceId}/`) ? 'revalidate' : 'network';
  }
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (path.startsWith('/remotes/')) {
    if (name === 'mf-manifest.json') return 'remoteManifest';
    if (name === 'remoteEntry.js') return 'remoteEntry';
  }
  if (HASHED.test(name)) return 'immutable';
  if (/\.(js|json|css|svg|png|woff2?)$/i.test(name)) return 'revalidate';
  return 'network';
}

/** The instance whose paths a registration's scope covers: `https://host/leppakoski/` -> `leppakoski`. */
export const instanceOfScope = (scope: string): string => new URL(scope).pathname.split('/')[1] ?? '';

/** Every cache of an instance's app starts so; one cache per version of the shell. */
export const cachePrefix = (instanceId: string): string => `portal-offline:${instanceId}:`;
export const cacheName = (instanceId: string, version: string): string =>
  `${cachePrefix(instanceId)}${version}`;

/** The shell's page, saved by the worker itself (without cookies) as the offline answer to any page. */
export const SHELL_PAGE = '/index.html';

/**
 * The files of a remote's `mf-manifest.json` that must be in the cache before the manifest is: its entry
 * and its exposed module's chunks (the lazy ones too), as addresses beside the manifest. Not its shared
 * packages' own copies (about 1.1 MB a remote): the shell provides those singletons, and a copy the page
 * does load is kept when it loads, as any hashed file.
 */
export function remoteSetFiles(manifestUrl: string, manifest: unknown): string[] {
  const base = new URL('.', manifestUrl);
  const names = new Set<string>();
  const collect = (value: unknown, inAssets: boolean) => {
    if (typeof value === 'string') {
      if (inAssets && /\.(js|css)$/.test(value)) names.add(value);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) collect(item, inAssets);
      return;
    }
    if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) collect(item, inAssets || key === 'assets');
    }
  };
  collect((manifest as { exposes?: unknown })?.exposes, false);
  const entry = (manifest as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } } })?.metaData
    ?.remoteEntry;
  if (typeof entry?.name === 'string') {
    names.add(typeof entry.path === 'string' && entry.path ? `${entry.path}/${entry.name}` : entry.name);
  }
  return [...names]
    .map((name) => new URL(name, base))
    .filter((url) => url.origin === base.origin && url.pathname.startsWith(base.pathname))
    .map((url) => url.pathname)
    .sort();
}
