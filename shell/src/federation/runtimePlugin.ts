import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type RemoteLoadPhase = 'manifest' | 'entry' | 'module';

export interface RemoteLoadFailure {
  /** the request id: 'mf_notes/module' or the manifest URL */
  id: string;
  phase: RemoteLoadPhase;
  error: unknown;
}

export interface PortalRuntimePluginOptions {
  /** a manifest request that hangs longer is aborted, so the runtime forgets it and a retry refetches */
  fetchTimeoutMs: number;
  onFailure: (failure: RemoteLoadFailure) => void;
}

const PHASES: Record<string, RemoteLoadPhase> = {
  afterResolve: 'manifest',
  beforeRequest: 'entry',
  beforeLoadShare: 'entry',
  onLoad: 'module',
};

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

interface TreeShakenShare {
  treeShaking?: { usedExports?: string[] };
}
const usedExportsOf = (value: unknown): string[] | undefined =>
  (value as TreeShakenShare | undefined)?.treeShaking?.usedExports;

interface LoadedShare {
  lib?: () => unknown;
  treeShaking?: { lib?: () => unknown };
}

/** The exports object of the copy already loaded into the share scope, if one is. */
function loadedExports(args: ResolveShareArgs): Record<string, unknown> | undefined {
  const entry = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version] as LoadedShare | undefined;
  const lib = entry?.treeShaking?.lib ?? entry?.lib;
  const exports: unknown = typeof lib === 'function' ? lib() : undefined;
  return typeof exports === 'object' && exports !== null ? (exports as Record<string, unknown>) : undefined;
}

/** rspack also lists properties read off an exported object (`tokens.spacingVerticalXS`) as used exports. */
const isProvided = (name: string, exports: Record<string, unknown>): boolean =>
  name in exports ||
  Object.values(exports).some((value) => typeof value === 'object' && value !== null && name in value);

/**
 * A consumer (a remote built after the shell with new imports) whose used exports of a tree-shaken
 * shared package are not all in the copy the shell loaded gets its own copy instead of `undefined`
 * components. `provided`: package -> exports the shell's build kept.
 */
export function guardTreeShakenShare(
  args: ResolveShareArgs,
  provided: Record<string, string[] | null>,
  warn: (message: string) => void,
): ResolveShareArgs {
  const kept = provided[args.pkgName];
  const needed = usedExportsOf(args.shareInfo);
  if (!kept || !needed) return args;
  const unlisted = needed.filter((name) => !kept.includes(name));
  if (unlisted.length === 0) return args;
  const exports = loadedExports(args);
  // nothing loaded to check against: the lists come from one build's sources, so trust them
  if (!exports) return args;
  const missing = unlisted.filter((name) => !isProvided(name, exports));
  if (missing.length === 0) return args;
  warn(
    `${args.shareInfo.from} needs ${args.pkgName} exports the shared copy lacks (${missing.join(', ')}); ` +
      'it uses its own copy until the shell is rebuilt',
  );
  return { ...args, resolver: () => undefined };
}

/** Registered globally, so it also runs in each remote's own federation instance. */
export function treeShakenShareGuard(
  provided: Record<string, string[] | null>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-tree-shaken-share-guard',
    resolveShare: (args) =>
      guardTreeShakenShare(args, provided, (message) => console.warn(`[federation] ${message}`)),
  };
}

/**
 * The shell's runtime plugin: reports every remote load failure once and leaves the error to
 * propagate (returning nothing), so loadPortalModule's retry and the RemoteBoundary handle it.
 * A fallback module is never substituted: the boundary's error card is the fallback.
 */
export function portalRuntimePlugin(options: PortalRuntimePluginOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-guard',
    fetch(url, init) {
      if (init?.signal) return undefined;
      return fetch(url, { ...init, signal: AbortSignal.timeout(options.fetchTimeoutMs) });
    },
    errorLoadRemote({ id, error, lifecycle }) {
      options.onFailure({ id, phase: PHASES[lifecycle] ?? 'entry', error });
      return undefined;
    },
  };
}
