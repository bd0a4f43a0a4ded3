import { describe, expect, it, vi } from 'vitest';
import type { InstanceConfig } from '@portal/instances';
import type { PortalModule } from '@portal/shared';
import type { PortalStore } from '../store/createPortalStore';
import { InvalidModuleError } from '../federation/validateModule';
import { ModuleCatalog } from './catalog';
import { ModuleRegistry } from './moduleRegistry';

const notes: PortalModule = {
  id: 'notes',
  routes: [
    { endpoint: 'online/notes', titleKey: 'notes.title', component: () => null, roles: ['ROLE_USER'] },
  ],
  reducers: { notes: (state: unknown = {}) => state },
  saga: function* saga() {},
  messages: {
    'fi-FI': { 'notes.title': 'Muistiinpanot' },
    'sv-FI': { 'notes.title': 'Anteckningar' },
    'en-US': { 'notes.title': 'Notes' },
  },
};

const fakeStore = () =>
  ({ injectReducer: vi.fn(), runModuleSaga: vi.fn() }) as unknown as PortalStore & {
    injectReducer: ReturnType<typeof vi.fn>;
    runModuleSaga: ReturnType<typeof vi.fn>;
  };

const instance = {
  modules: [{ id: 'notes', manifest: '/remotes/mf-notes/mf-manifest.json' }],
  homeRoles: [],
} as unknown as InstanceConfig;

describe('ModuleRegistry', () => {
  it('installs a module once: reducers, saga and messages', async () => {
    const store = fakeStore();
    const registry = new ModuleRegistry(store, async () => notes);
    await registry.load('notes');
    await registry.load('notes');
    expect(store.injectReducer).toHaveBeenCalledTimes(1);
    expect(store.runModuleSaga).toHaveBeenCalledTimes(1);
    expect(registry.messagesFor('en-US')).toEqual({ 'notes.title': 'Notes' });
  });

  it('a failed load stays failed until retry, so the error card shows instead of loading forever', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(notes);
    const registry = new ModuleRegistry(fakeStore(), loader);
    const first = registry.load('notes');
    await expect(first).rejects.toThrow('offline');
    expect(registry.load('notes')).toBe(first);
    expect(loader).toHaveBeenCalledTimes(1);

    registry.forget('notes');
    await expect(registry.load('notes')).resolves.toBe(notes);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a module that does not serve what its remote published is refused and not installed', async () => {
    const catalog = new ModuleCatalog(instance, [
      {
        id: 'notes',
        routes: [
          { endpoint: 'online/notes', titleKey: 'notes.title', roles: ['ROLE_USER'] },
          { endpoint: 'online/notes-archive', titleKey: 'notes.title' },
        ],
      },
    ]);
    const store = fakeStore();
    const registry = new ModuleRegistry(store, async () => notes, catalog);
    await expect(registry.load('notes')).rejects.toThrow(InvalidModuleError);
    await expect(registry.load('notes')).rejects.toThrow(/online\/notes-archive is not served/);
    expect(registry.isInstalled('notes')).toBe(false);
    expect(store.injectReducer).not.toHaveBeenCalled();
  });

  describe("a module's texts in a chunk per language (languageMessages)", () => {
    const chunk = (legend: string) =>
      vi.fn(async (): Promise<Record<string, string>> => ({ 'notes.legend': legend }));
    const withChunks = () => {
      const loaders = { 'fi-FI': chunk('Selite'), 'sv-FI': chunk('Förklaring'), 'en-US': chunk('Legend') };
      return { loaders, module: { ...notes, languageMessages: loaders } as PortalModule };
    };

    it("the page's language arrives before the module counts as loaded; the others are not fetched", async () => {
      const { loaders, module } = withChunks();
      const preload = vi.fn();
      const registry = new ModuleRegistry(fakeStore(), async () => module, undefined, {
        language: 'sv-FI',
        preload,
      });
      await registry.load('notes');
      expect(preload).toHaveBeenCalledWith('notes', 'sv-FI');
      expect(registry.messagesFor('sv-FI')).toEqual({
        'notes.title': 'Anteckningar',
        'notes.legend': 'Förklaring',
      });
      expect(loaders['sv-FI']).toHaveBeenCalledTimes(1);
      expect(loaders['fi-FI']).not.toHaveBeenCalled();
      expect(loaders['en-US']).not.toHaveBeenCalled();
    });

    it('a language switch fetches that language once; until it arrives the module keeps the texts it has', async () => {
      const { loaders, module } = withChunks();
      let arrive: (texts: Record<string, string>) => void = () => undefined;
      loaders['en-US'].mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
      const registry = new ModuleRegistry(fakeStore(), async () => module, undefined, { language: 'fi-FI' });
      await registry.load('notes');
      const listener = vi.fn();
      registry.subscribe(listener);

      registry.setLanguage('en-US');
      registry.setLanguage('en-US');
      expect(loaders['en-US']).toHaveBeenCalledTimes(1);
      expect(registry.messagesFor('en-US')).toEqual({ 'notes.title': 'Notes', 'notes.legend': 'Selite' });
      expect(listener).not.toHaveBeenCalled();

      arrive({ 'notes.legend': 'Legend' });
      await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
      expect(registry.messagesFor('en-US')).toEqual({ 'notes.title': 'Notes', 'notes.legend': 'Legend' });
      // back to Finnish: already here, nothing fetched
      registry.setLanguage('fi-FI');
      expect(loaders['fi-FI']).toHaveBeenCalledTimes(1);
      expect(registry.messagesFor('fi-FI')['notes.legend']).toBe('Selite');
    });

    it('a text chunk that fails fails the load, leaves the module uninstalled, and Retry fetches it again', async () => {
      const { loaders, module } = withChunks();
      loaders['fi-FI'].mockRejectedValueOnce(new Error('chunk failed'));
      const store = fakeStore();
      const registry = new ModuleRegistry(store, async () => module);
      await expect(registry.load('notes')).rejects.toThrow('chunk failed');
      expect(registry.isInstalled('notes')).toBe(false);
      expect(store.injectReducer).not.toHaveBeenCalled();

      registry.forget('notes');
      await registry.load('notes');
      expect(loaders['fi-FI']).toHaveBeenCalledTimes(2);
      expect(registry.messagesFor('fi-FI')['notes.legend']).toBe('Selite');
    });
  });
});
