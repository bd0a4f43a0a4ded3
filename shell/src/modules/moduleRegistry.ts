import type { Language, ModuleId } from '@portal/instances';
import type { PortalModule } from '@portal/shared';
import { loadPortalModule } from '../federation/remotes';
import { checkServesPublication } from '../federation/validateModule';
import type { ModuleCatalog } from './catalog';
import type { PortalStore } from '../store/createPortalStore';

type Listener = () => void;

/** The page's language, and what fetches a module's files early (the publication's scripts). */
export interface RegistryOptions {
  /** the page's language when the registry is made; `setLanguage` follows a switch */
  language?: Language;
  /** starts fetching what loading a module runs (its entry, its texts in the language) with its manifest */
  preload?: (id: ModuleId, language: Language) => void;
}

/**
 * Installs a loaded module into the running shell exactly once: its reducers into the store, its saga,
 * and its messages into the merged message set (which the IntlProvider subscribes to). A module's
 * `languageMessages` (a text chunk per language) are loaded for the page's language before the module
 * counts as loaded, and for another language when the page switches to it.
 */
export class ModuleRegistry {
  private readonly installed = new Map<ModuleId, PortalModule>();
  private readonly loads = new Map<ModuleId, Promise<PortalModule>>();
  private readonly listeners = new Set<Listener>();
  /** each module's loaded text chunks by language, and the load under way per module and language */
  private readonly texts = new Map<ModuleId, Partial<Record<Language, Record<string, string>>>>();
  private readonly textLoads = new Map<string, Promise<void>>();
  private messagesVersion = 0;
  private language: Language;
  private readonly preload: RegistryOptions['preload'];

  constructor(
    private readonly portalStore: PortalStore,
    private readonly loader: (id: ModuleId) => Promise<PortalModule> = loadPortalModule,
    /** what the remotes published; a loaded module must serve it (checked before install) */
    private readonly catalog?: ModuleCatalog,
    options: RegistryOptions = {},
  ) {
    this.language = options.language ?? 'fi-FI';
    this.preload = options.preload;
  }

  install(module: PortalModule): void {
    if (this.installed.has(module.id)) return;
    this.installed.set(module.id, module);
    for (const [key, reducer] of Object.entries(module.reducers ?? {}))
      this.portalStore.injectReducer(key, reducer);
    if (module.saga) this.portalStore.runModuleSaga(module.id, module.saga);
    this.changed();
  }

  /**
   * Loads a module and installs it before anyone renders it, so its saga already listens when its page
   * mounts and dispatches, and its texts in the page's language are there. The promise is stable per
   * module, failed ones too: React's use() renders again after a rejection, and a fresh load there would
   * suspend forever instead of showing the error card. `forget` (the card's retry) clears a failure.
   */
  load(id: ModuleId): Promise<PortalModule> {
    const cached = this.loads.get(id);
    if (cached) return cached;
    this.preload?.(id, this.language);
    const load = this.loader(id).then(async (module) => {
      checkServesPublication(module, this.catalog?.publication(id) ?? null);
      // before the install: a chunk that fails leaves the module uninstalled, so Retry loads it again
      await this.loadTexts(module, this.language);
      this.install(module);
      return module;
    });
    this.loads.set(id, load);
    return load;
  }

  /**
   * The page's language changed: each installed module's texts in it are fetched, and the messages
   * change once they have arrived. Until then a module keeps the texts of the language it had.
   */
  setLanguage(language: Language): void {
    if (language === this.language) return;
    this.language = language;
    for (const module of this.installed.values())
      // a failed chunk leaves the earlier language's texts; the next switch or page load tries again
      this.loadTexts(module, language).catch(() => undefined);
  }

  private loadTexts(module: PortalModule, language: Language): Promise<void> {
    const loaders = module.languageMessages;
    if (!loaders || this.texts.get(module.id)?.[language]) return Promise.resolve();
    const key = `${module.id}:${language}`;
    let loading = this.textLoads.get(key);
    if (!loading) {
      loading = loaders[language]().then(
        (texts) => {
          this.texts.set(module.id, { ...this.texts.get(module.id), [language]: texts });
          this.textLoads.delete(key);
          if (this.installed.has(module.id)) this.changed();
        },
        (error: unknown) => {
          this.textLoads.delete(key);
          throw error;
        },
      );
      this.textLoads.set(key, loading);
    }
    return loading;
  }

  /** Drops a failed load so the next render loads again; a loaded module stays. */
  forget(id: ModuleId): void {
    if (!this.installed.has(id)) this.loads.delete(id);
  }

  isInstalled(id: ModuleId): boolean {
    return this.installed.has(id);
  }

  /**
   * The messages of every installed module for a language, in install order: each module's `messages`,
   * then its text chunk in that language, or while that is on its way the last one it got.
   */
  messagesFor(language: Language): Record<string, string> {
    const merged: Record<string, string> = {};
    for (const module of this.installed.values()) {
      Object.assign(merged, module.messages[language]);
      const texts = this.texts.get(module.id);
      Object.assign(merged, texts?.[language] ?? Object.values(texts ?? {}).at(-1));
    }
    return merged;
  }

  private changed(): void {
    this.messagesVersion += 1;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** changes whenever a module's messages are added (for useSyncExternalStore) */
  getVersion = (): number => this.messagesVersion;
}
