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
/** in-flight and successful loads; a failed load is removed so the next call tries again */
const loads = new Map<ModuleId, Promise<PortalModule>>();
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
 * re-registered and its cached load dropped.
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
  for (const { id, name, entry } of changed) {
    registered.set(name, entry);
    loads.delete(id);
    rendered.delete(id);
  }
}

/** True for failures that a second attempt may cure (network, a 5xx, a script that did not load). */
const isTransient = (error: unknown): boolean =>
  !(error instanceof TimeoutError || error instanceof InvalidModuleError);

/**
 * Loads a module's `./module` from its remote: at most `tries` attempts with a doubling backoff,
 * each limited to `timeoutMs`. Success is cached; failure is not, so calling again retries.
 */
export function loadPortalModule(id: ModuleId): Promise<PortalModule> {
  const cached = loads.get(id);
  if (cached) return cached;
  const request = `${remoteName(id)}/module`;
  const load = retry(
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
  loads.set(id, load);
  load.catch(() => {
    if (loads.get(id) === load) loads.delete(id);
  });
  return load;
}

/**
 * The promise React is given per module (usePortalModule). Unlike `loads` it keeps a failure:
 * React re-renders a suspended component when its promise settles, and handing it a fresh attempt
 * then would loop instead of reaching the error boundary. Only an explicit retry forgets it.
 */
const rendered = new Map<ModuleId, Promise<PortalModule>>();

export function portalModuleForRender(id: ModuleId): Promise<PortalModule> {
  let promise = rendered.get(id);
  if (!promise) {
    promise = loadPortalModule(id);
    rendered.set(id, promise);
  }
  return promise;
}

/** Lets the next render load the module again (a success stays cached in loadPortalModule). */
export function retryPortalModule(id: ModuleId): void {
  rendered.delete(id);
}

/** Forgets every registration and load; for tests. */
export function resetRemotesForTests(): void {
  registered.clear();
  loads.clear();
  rendered.clear();
  pluginRegistered = false;
}
