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

/**
 * A consumer (a remote built after the shell with new imports) whose used exports of a tree-shaken
 * shared package are not all in the copy the shell provides gets its own copy instead of
 * `undefined` components. `provided`: package -> exports kept in the shell's copy.
 */
export function guardTreeShakenShare(
  args: ResolveShareArgs,
  provided: Record<string, string[] | null>,
  warn: (message: string) => void,
): ResolveShareArgs {
  const kept = provided[args.pkgName];
  const needed = usedExportsOf(args.shareInfo);
  if (!kept || !needed) return args;
  const missing = needed.filter((name) => !kept.includes(name));
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
