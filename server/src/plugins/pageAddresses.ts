import { readFileSync, statSync } from 'node:fs';
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

/** The build's record: every workspace remote's publication by module id (`remote-publications.json`). */
type RecordedModules = Map<string, Publication>;

/** The file the shell's build writes beside its index.html (shell/build/remotePublications.mjs). */
export const REMOTE_PUBLICATIONS_FILE = 'remote-publications.json';

const LOCAL_MANIFEST = /^\/remotes\/[^/]+\//;

/**
 * Tells whether a page address is served, with the rule the shell routes by: the shell's own endpoints,
 * the enabled modules' published routes, the dashboard once a module publishes a widget. An address
 * nobody serves answers 404 (the shell still renders its 404 page there).
 *
 * The modules' routes come from the build's record, not from the remotes' files: a remote whose files
 * are missing or unreachable at the moment still has its pages (the shell shows its retry card there).
 */
export class PageAddresses {
  private record: { mtimeMs: number; modules: RecordedModules } | null = null;

  /** @param recordFile the build's record (`shell/dist/remote-publications.json`); null: none */
  constructor(private readonly recordFile: string | null) {}

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
    const recorded = this.recordedModules();
    let hasWidgets = false;
    for (const module of instance.modules) {
      const publication = LOCAL_MANIFEST.test(module.manifest) ? recorded?.get(module.id) : undefined;
      // a remote on another origin, or one the build did not record: the server cannot tell which pages
      // it serves, so it does not deny them
      if (!publication) return 200;
      if (publication.endpoints.has(clean)) return 200;
      hasWidgets ||= publication.hasWidgets;
    }
    return isDashboardEndpoint(clean) && hasWidgets ? 200 : 404;
  }

  /**
   * The record, re-read when a new build of the shell replaces it. A record that cannot be read keeps
   * the last one read: files disappearing for a moment (a deployment) do not change which pages exist.
   */
  private recordedModules(): RecordedModules | null {
    if (!this.recordFile) return null;
    try {
      const { mtimeMs } = statSync(this.recordFile);
      if (this.record?.mtimeMs === mtimeMs) return this.record.modules;
      const modules = parseRecord(readFileSync(this.recordFile, 'utf8'));
      if (modules) this.record = { mtimeMs, modules };
    } catch {
      // unreadable now: the last record read stands
    }
    return this.record?.modules ?? null;
  }
}

function parsePublication(value: unknown): Publication | null {
  const { routes, widgets } = (value ?? {}) as { routes?: unknown; widgets?: unknown };
  if (!Array.isArray(routes)) return null;
  const endpoints = new Set<string>();
  for (const route of routes as Array<{ endpoint?: unknown }>) {
    if (typeof route?.endpoint === 'string') endpoints.add(stripSlashes(route.endpoint));
  }
  return { endpoints, hasWidgets: Array.isArray(widgets) && widgets.length > 0 };
}

function parseRecord(text: string): RecordedModules | null {
  try {
    const { modules } = JSON.parse(text) as { modules?: unknown };
    if (typeof modules !== 'object' || modules === null || Array.isArray(modules)) return null;
    const record: RecordedModules = new Map();
    for (const [id, value] of Object.entries(modules)) {
      const publication = parsePublication(value);
      if (publication) record.set(id, publication);
    }
    return record;
  } catch {
    return null;
  }
}
