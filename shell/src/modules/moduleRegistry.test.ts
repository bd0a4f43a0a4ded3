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
});
