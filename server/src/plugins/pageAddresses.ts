import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  isContentEndpoint,
  isContentEndpointServed,
  isDashboardEndpoint,
  isShellEndpoint,
  stripSlashes,
  type InstanceConfig,
} from '@portal/instances';

/** What the server needs of a module's publication (`portal-module.json`, docs/module-federation.md). */
interface Publication {
  endpoints: Set<string>;
  hasWidgets: boolean;
}

const LOCAL_MANIFEST = /^\/remotes\/([^/]+)\/(.+)$/;

/**
 * Tells whether a page address is served, with the rule the shell routes by: the shell's own endpoints,
 * the enabled modules' published routes, the dashboard once a module publishes a widget. An address
 * nobody serves answers 404 (the shell still renders its 404 page there).
 */
export class PageAddresses {
  private readonly cache = new Map<string, { mtimeMs: number; publication: Publication | null }>();

  /**
   * @param remotes `<mf-name>` -> that remote's built folder (settings.staticDirs.remotes)
   * @param safeFile the static plugin's path check
   */
  constructor(
    private readonly remotes: Record<string, string>,
    private readonly safeFile: (root: string, relative: string) => string | null,
  ) {}

  /** 200 or 404 for `/{instance}/{language}/{endpoint}` of a known instance. */
  statusOf(instance: InstanceConfig, endpoint: string): 200 | 404 {
    const clean = stripSlashes(endpoint);
    // the root is the catch-all (the user's home, welcome or login)
    if (clean === '') return 200;
    // the 404 page itself says "not found"
    if (clean === '404') return 404;
    if (isShellEndpoint(clean)) return 200;
    // the content pages: only those the instance offers (its menu, the retired-reporting flag)
    if (isContentEndpoint(clean)) return isContentEndpointServed(instance, clean) ? 200 : 404;
    let hasWidgets = false;
    for (const module of instance.modules) {
      const publication = this.publicationOf(module.manifest);
      // a remote on another origin: the server cannot tell which pages it serves, so it does not deny them
      if (publication === 'remote') return 200;
      if (!publication) continue;
      if (publication.endpoints.has(clean)) return 200;
      hasWidgets ||= publication.hasWidgets;
    }
    return isDashboardEndpoint(clean) && hasWidgets ? 200 : 404;
  }

  /** The publication beside a local manifest; null when missing or unreadable (the shell hides it too). */
  private publicationOf(manifest: string): Publication | null | 'remote' {
    const local = LOCAL_MANIFEST.exec(manifest);
    if (!local) return 'remote';
    const root = this.remotes[local[1]!];
    if (!root) return null;
    const file = this.safeFile(
      path.resolve(root),
      path.posix.join(path.posix.dirname(local[2]!), 'portal-module.json'),
    );
    if (!file) return null;
    try {
      const { mtimeMs } = statSync(file);
      const cached = this.cache.get(file);
      if (cached && cached.mtimeMs === mtimeMs) return cached.publication;
      const publication = parsePublication(readFileSync(file, 'utf8'));
      this.cache.set(file, { mtimeMs, publication });
      return publication;
    } catch {
      return null;
    }
  }
}

function parsePublication(text: string): Publication | null {
  try {
    const value = JSON.parse(text) as { routes?: unknown; widgets?: unknown };
    if (!Array.isArray(value.routes)) return null;
    const endpoints = new Set<string>();
    for (const route of value.routes as Array<{ endpoint?: unknown }>) {
      if (typeof route?.endpoint === 'string') endpoints.add(stripSlashes(route.endpoint));
    }
    return { endpoints, hasWidgets: Array.isArray(value.widgets) && value.widgets.length > 0 };
  } catch {
    return null;
  }
}
