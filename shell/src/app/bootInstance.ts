import type { InstanceConfig, Language } from '@portal/instances';
import { registerInstanceRemotes } from '../federation/remotes';
import { loadBaseMessages } from '../i18n/mergeMessages';
import { ModuleCatalog } from '../modules/catalog';
import { ModuleRegistry } from '../modules/moduleRegistry';
import { modulePreloader } from '../modules/preloadScripts';
import { fetchPublications } from '../modules/publications';
import { parsePortalPath } from '../routing/paths';
import { configureSession, sessionActions } from '../session';
import { createShellStore } from '../store/shellStore';
import type { PortalStore } from '../store/createPortalStore';
import { languageFor } from './earlyFetch';
import { fetchInstance, fetchInstanceTexts } from './instanceFiles';

export type BootResult =
  | { phase: 'notFound' }
  | { phase: 'failed' }
  | {
      phase: 'ready';
      instance: InstanceConfig;
      language: Language;
      texts: Record<string, string>;
      portalStore: PortalStore;
      registry: ModuleRegistry;
      /** the endpoints and widgets the enabled remotes publish */
      catalog: ModuleCatalog;
    };

export { languageFor };

/**
 * Page load: the instance file (unknown instance: the 404 page and no remotes), then its texts and its
 * remotes' publications in parallel, then the store with the session check already asked for.
 */
export async function bootInstance(pathname: string): Promise<BootResult> {
  const { instanceId, language: urlLanguage } = parsePortalPath(pathname);
  if (!instanceId) return { phase: 'notFound' };
  let instance: InstanceConfig | null;
  let texts: Record<string, string>;
  let language: Language;
  let catalog: ModuleCatalog;
  try {
    instance = await fetchInstance(instanceId);
    if (!instance) return { phase: 'notFound' };
    language = languageFor(instance, urlLanguage);
    // a publication that cannot be read only hides that module's pages (fetchPublications never rejects)
    const [instanceTexts, publications] = await Promise.all([
      fetchInstanceTexts(instance.id, language),
      fetchPublications(instance),
      loadBaseMessages(language),
    ]);
    texts = instanceTexts;
    catalog = new ModuleCatalog(instance, publications);
  } catch {
    return { phase: 'failed' };
  }
  registerInstanceRemotes(instance);
  configureSession({
    instanceId: instance.id,
    language,
    logoutUrl: instance.links.logout,
    offlineApp: instance.flags.offlineApp,
  });
  const portalStore = createShellStore();
  portalStore.store.dispatch(sessionActions.bootRequested());
  return {
    phase: 'ready',
    instance,
    language,
    texts,
    portalStore,
    registry: new ModuleRegistry(portalStore, undefined, catalog, {
      language,
      preload: modulePreloader(instance, catalog),
    }),
    catalog,
  };
}
