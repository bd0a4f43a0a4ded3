import { describe, expect, it, vi } from 'vitest';
import type { PortalModule } from '@portal/shared';
import type { PortalStore } from '../store/createPortalStore';
import { ModuleRegistry } from './moduleRegistry';

const notes: PortalModule = {
  id: 'notes',
  routes: [],
  reducers: { notes: (state: unknown = {}) => state },
  saga: function* saga() {},
  messages: { 'fi-FI': { 'notes.title': 'Muistiinpanot' }, 'en-US': { 'notes.title': 'Notes' } },
};

const fakeStore = () =>
  ({ injectReducer: vi.fn(), runModuleSaga: vi.fn() }) as unknown as PortalStore & {
    injectReducer: ReturnType<typeof vi.fn>;
    runModuleSaga: ReturnType<typeof vi.fn>;
  };

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
});
