/**
 * After the logged-out page has drawn and the browser is idle, hint it to fetch the federation host's
 * first load (its entry, async boundary and the shared chunks they consume), so the page after login finds
 * them in the cache. The list is written by the build (`host-entry.json` next to this page's files, from
 * the host's built index.html and `first-load.json`: createPageConfig, docs/first-load.md).
 * A hint only: any failure leaves the page as it is.
 */
export const HOST_ENTRY_FILE = 'host-entry.json';

interface HostEntry {
  scripts: string[];
}

const isHostEntry = (value: unknown): value is HostEntry =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as HostEntry).scripts) &&
  (value as HostEntry).scripts.every((src) => typeof src === 'string');

/** Adds one `<link rel="prefetch" as="script">` per script of the host's entry (same origin only). */
export function addPrefetchLinks(entry: unknown, doc: Document = document): number {
  if (!isHostEntry(entry)) return 0;
  const hinted = new Set(
    [...doc.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href')),
  );
  let added = 0;
  for (const src of entry.scripts) {
    const href = new URL(src, doc.baseURI);
    if (href.origin !== new URL(doc.baseURI).origin || hinted.has(href.pathname)) continue;
    hinted.add(href.pathname);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', 'script');
    link.href = href.pathname;
    doc.head.append(link);
    added += 1;
  }
  return added;
}

const whenIdle = (run: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5_000 });
  else window.setTimeout(run, 1_000);
};

let requested = false;

/** Once per page: when idle, read the build's list and add the prefetch links. */
export function prefetchHostEntryWhenIdle(listUrl = `/public/${HOST_ENTRY_FILE}`): void {
  if (requested) return;
  requested = true;
  whenIdle(() => {
    fetch(listUrl)
      .then((response) => (response.ok ? response.json() : null))
      .then((entry: unknown) => addPrefetchLinks(entry))
      .catch(() => {
        // a hint only: the page after login loads the host as it would without it
      });
  });
}

/** For tests. */
export function resetPrefetchForTests(): void {
  requested = false;
}
