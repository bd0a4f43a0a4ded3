import type { InstanceConfig } from '@portal/instances';
import { cachePrefix } from './offlineRules';

const WORKER = '/sw.js';
const MANIFEST_LINK_ID = 'portal-web-manifest';

const scopeOf = (instanceId: string) => `/${instanceId}/`;

/** Deletes every cache of the instance's offline app (logout; an instance that turned the app off). */
export async function clearOfflineCaches(instanceId: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(cachePrefix(instanceId))).map((name) => caches.delete(name)),
    );
  } catch {
    /* storage blocked: nothing was cached either */
  }
}

function linkManifest(instanceId: string): void {
  if (document.getElementById(MANIFEST_LINK_ID)) return;
  const link = document.createElement('link');
  link.id = MANIFEST_LINK_ID;
  link.rel = 'manifest';
  link.href = `/instances/${instanceId}/manifest.webmanifest`;
  document.head.append(link);
}

/**
 * The offline app of an instance with `flags.offlineApp`: its manifest and the shell's worker, scoped to
 * the instance's paths. Without the flag, a worker left from before is unregistered and its caches go.
 */
export async function setUpOfflineApp(instance: InstanceConfig): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const scope = scopeOf(instance.id);
  try {
    if (instance.flags.offlineApp) {
      linkManifest(instance.id);
      await navigator.serviceWorker.register(WORKER, { scope });
      return;
    }
    const registration = await navigator.serviceWorker.getRegistration(scope);
    // getRegistration answers the nearest scope: only this instance's own is removed
    if (registration && new URL(registration.scope).pathname === scope) await registration.unregister();
    await clearOfflineCaches(instance.id);
  } catch {
    /* no worker (private mode, an old browser): the portal works online as before */
  }
}
