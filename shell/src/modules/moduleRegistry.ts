import type { Language, ModuleId } from '@portal/instances';
import type { PortalModule } from '@portal/shared';
import { loadPortalModule } from '../federation/remotes';
import { checkServesPublication } from '../federation/validateModule';
import type { ModuleCatalog } from './catalog';
import type { PortalStore } from '../store/createPortalStore';

type Listener = () => void;

/**
 * Installs a loaded module into the running shell exactly once: its reducers into the store, its saga,
 * and its messages into the merged message set (which the IntlProvider subscribes to).
 */
export class ModuleRegistry {
  private readonly installed = new Map<ModuleId, PortalModule>();
  private readonly loads = new Map<ModuleId, Promise<PortalModule>>();
  private readonly listeners = new Set<Listener>();
  private messagesVersion = 0;

  constructor(
    private readonly portalStore: PortalStore,
    private readonly loader: (id: ModuleId) => Promise<PortalModule> = loadPortalModule,
    /** what the remotes published; a loaded module must serve it (checked before install) */
    private readonly catalog?: ModuleCatalog,
  ) {}

  install(module: PortalModule): void {
    if (this.installed.has(module.id)) return;
    this.installed.set(module.id, module);
    for (const [key, reducer] of Object.entries(module.reducers ?? {}))
      this.portalStore.injectReducer(key, reducer);
    if (module.saga) this.portalStore.runModuleSaga(module.id, module.saga);
    this.messagesVersion += 1;
    for (const listener of this.listeners) listener();
  }

  /**
   * Loads a module and installs it before anyone renders it, so its saga already listens when its page
   * mounts and dispatches. The promise is stable per module, failed ones too: React's use() renders
   * again after a rejection, and a fresh load there would suspend forever instead of showing the error
   * card. `forget` (the card's retry) clears a failure.
   */
  load(id: ModuleId): Promise<PortalModule> {
    const cached = this.loads.get(id);
    if (cached) return cached;
    const load = this.loader(id).then((module) => {
      checkServesPublication(module, this.catalog?.publication(id) ?? null);
      this.install(module);
      return module;
    });
    this.loads.set(id, load);
    return load;
  }

  /** Drops a failed load so the next render loads again; a loaded module stays. */
  forget(id: ModuleId): void {
    if (!this.installed.has(id)) this.loads.delete(id);
  }

  isInstalled(id: ModuleId): boolean {
    return this.installed.has(id);
  }

  /** The messages of every installed module for a language, in install order. */
  messagesFor(language: Language): Record<string, string> {
    const merged: Record<string, string> = {};
    for (const module of this.installed.values()) Object.assign(merged, module.messages[language]);
    return merged;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** changes whenever a module's messages are added (for useSyncExternalStore) */
  getVersion = (): number => this.messagesVersion;
}
