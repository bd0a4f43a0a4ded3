import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { InstanceConfig, ModuleId } from '@portal/instances';
import type { PortalModule } from '@portal/shared';
import { TimeoutError, retry, withTimeout } from './retry';
import { portalRuntimePlugin, treeShakenShareGuard } from './runtimePlugin';
import { InvalidModuleError, toPortalModule } from './validateModule';

export const remoteLoading = {
  /** one attempt that takes longer fails, so an unreachable remote shows its error card soon */
  timeoutMs: 15_000,
  tries: 3,
  backoffMs: 500,
};

/** The federation name of a module's remote, as its bundle is built (`mf_notes`). */
export const remoteName = (id: ModuleId): string => `mf_${id}`;

/** entry URL per registered remote name */
const registered = new Map<string, string>();
let pluginRegistered = false;

const absolute = (url: string): string =>
  typeof document === 'undefined' ? url : new URL(url, document.baseURI).href;

/**
 * What the shell's tree-shaken shared copies keep: the exports list rspack's federation runtime
 * holds for this bundle (the scanned list plus what the bundle itself uses, nested token names
 * included), so the guard compares like with like.
 */
declare const __webpack_require__: { federation?: { usedExports?: Record<string, string[]> } } | undefined;
const providedTreeShaking = (): Record<string, string[] | null> =>
  typeof __webpack_require__ === 'undefined' ? {} : (__webpack_require__.federation?.usedExports ?? {});

function ensureRuntimePlugin(): void {
  if (pluginRegistered) return;
  registerPlugins([
    portalRuntimePlugin({
      fetchTimeoutMs: remoteLoading.timeoutMs,
      onFailure: ({ id, phase, error }) =>
        console.warn(
          `[federation] ${id}: ${phase} failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
    }),
  ]);
  registerGlobalPlugins([treeShakenShareGuard(providedTreeShaking())]);
  pluginRegistered = true;
}

/**
 * Registers the remotes the instance enables (`modules[]` of instance.json) under `mf_<id>`.
 * Calling it again with the same instance does nothing; a module whose manifest URL changed is
 * re-registered.
 */
export function registerInstanceRemotes(instance: InstanceConfig): void {
  ensureRuntimePlugin();
  const changed = instance.modules
    .map(({ id, manifest }) => ({ id, name: remoteName(id), entry: absolute(manifest) }))
    .filter(({ name, entry }) => registered.get(name) !== entry);
  if (changed.length === 0) return;
  const replacing = changed.some(({ name }) => registered.has(name));
  registerRemotes(
    changed.map(({ name, entry }) => ({ name, entry })),
    { force: replacing },
  );
  for (const { name, entry } of changed) registered.set(name, entry);
}

/** True for failures that a second attempt may cure (network, a 5xx, a script that did not load). */
const isTransient = (error: unknown): boolean =>
  !(error instanceof TimeoutError || error instanceof InvalidModuleError);

/**
 * Loads a module's `./module` from its remote: at most `tries` attempts with a doubling backoff,
 * each limited to `timeoutMs`. Nothing is cached here: `ModuleRegistry` keeps the one load per module.
 */
export function loadPortalModule(id: ModuleId): Promise<PortalModule> {
  const request = `${remoteName(id)}/module`;
  return retry(
    async () => {
      const exported = await withTimeout(
        loadRemote<unknown>(request),
        remoteLoading.timeoutMs,
        `${request} did not load within ${remoteLoading.timeoutMs} ms`,
      );
      return toPortalModule(exported, id);
    },
    { tries: remoteLoading.tries, backoffMs: remoteLoading.backoffMs, shouldRetry: isTransient },
  );
}

/** Forgets every registration; for tests. */
export function resetRemotesForTests(): void {
  registered.clear();
  pluginRegistered = false;
}
