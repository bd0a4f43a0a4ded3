/**
 * The shell's service worker (docs/offline.md), built to `dist/sw.js` with the shell's file list and
 * version written in by the build (shell/rspack.config.mjs). One registration per instance with the
 * offline app, scoped to `/{instance}/`; its caches are named after the instance and the shell version.
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  SHELL_PAGE,
  cacheName,
  cachePrefix,
  instanceOfScope,
  offlineRoute,
  remoteSetFiles,
} from './offlineRules';

interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate' | 'message', listener: (event: WorkerEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
/** written by the build: the shell's files and a hash of them */
const BUILD = JSON.parse('__PORTAL_PRECACHE__') as { version: string; files: string[] };
const instanceId = instanceOfScope(worker.registration.scope);
const CACHE = cacheName(instanceId, BUILD.version);
const own = { origin: worker.location.origin, instanceId };

/** Not the browser's HTTP cache and no cookie: the shell's files are the same for everyone. */
const fetchFresh = (url: string) => fetch(url, { cache: 'no-cache', credentials: 'omit' });

async function saveAll(cache: Cache, urls: string[], skipCached: boolean): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      if (skipCached && (await cache.match(url))) return;
      const response = await fetchFresh(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await cache.put(url, response);
    }),
  );
}

/** The shell's files, then its page last: a saved page always has its scripts. */
async function saveShell(): Promise<void> {
  const cache = await caches.open(CACHE);
  await saveAll(cache, BUILD.files, true);
  await saveAll(cache, [SHELL_PAGE], false);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(saveShell().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(cachePrefix(instanceId)) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

const OFFLINE_PAGE = `<!doctype html><html lang="fi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline</title></head><body><main><h1>Ei verkkoyhteyttä</h1><p>Palvelu avautuu, kun laite on taas verkossa.</p><h1 lang="en">You are offline</h1><p lang="en">The service opens when the device is online again.</p></main></body></html>`;

async function page({ request, event }: { request: Request; event: WorkerEvent }): Promise<Response> {
  try {
    const response = await fetch(request);
    // caches cleared at logout: the next page online saves the shell again
    event.waitUntil(
      caches
        .open(CACHE)
        .then((cache) => cache.match(SHELL_PAGE))
        .then((saved) => (saved ? undefined : saveShell()))
        .catch(() => undefined),
    );
    return response;
  } catch {
    const saved = await caches.match(SHELL_PAGE, { cacheName: CACHE });
    return (
      saved ??
      new Response(OFFLINE_PAGE, {
        status: 503,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': `default-src 'none'`,
        },
      })
    );
  }
}

/**
 * A remote's manifest from the network; once all the files it names are in the cache (the ones already
 * there are kept: their names are hashes), the manifest is saved too. Until then the cache keeps the
 * previous set whole, so offline never gets a manifest whose files are missing.
 */
async function remoteManifest({ request, event }: { request: Request; event: WorkerEvent }) {
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return (await caches.match(request.url, { cacheName: CACHE })) ?? Response.error();
  }
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(
      (async () => {
        const manifest: unknown = await copy.clone().json();
        const cache = await caches.open(CACHE);
        const files = remoteSetFiles(request.url, manifest);
        const entries = files.filter((file) => file.endsWith('/remoteEntry.js'));
        await saveAll(
          cache,
          files.filter((file) => !entries.includes(file)),
          true,
        );
        await saveAll(cache, entries, false);
        await cache.put(request.url, copy);
      })().catch(() => undefined),
    );
  }
  return response;
}

/** A remote's entry: the network; offline, the one saved with the manifest's set. */
async function remoteEntry({ request }: { request: Request }) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(request.url, { cacheName: CACHE })) ?? Response.error();
  }
}

const immutable = new CacheFirst({ cacheName: CACHE });
const revalidate = new NetworkFirst({ cacheName: CACHE });

const routeOf = (url: URL, request: Request) => offlineRoute(url, request, own);

registerRoute(({ url, request }) => routeOf(url, request) === 'page', page as never);
registerRoute(({ url, request }) => routeOf(url, request) === 'immutable', immutable);
registerRoute(({ url, request }) => routeOf(url, request) === 'revalidate', revalidate);
registerRoute(({ url, request }) => routeOf(url, request) === 'remoteManifest', remoteManifest as never);
registerRoute(({ url, request }) => routeOf(url, request) === 'remoteEntry', remoteEntry as never);
