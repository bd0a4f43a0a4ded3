import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstanceConfig } from '@portal/instances';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  registerGlobalPlugins: vi.fn(),
}));

const runtime = await import('@module-federation/enhanced/runtime');
const { loadPortalModule, registerInstanceRemotes, remoteLoading, resetRemotesForTests } =
  await import('./remotes');
const loadRemote = vi.mocked(runtime.loadRemote);
const registerRemotes = vi.mocked(runtime.registerRemotes);

const notesModule = {
  default: {
    id: 'notes',
    routes: [{ endpoint: 'online/notes', titleKey: 'notes.title', component: () => null }],
    messages: {
      'fi-FI': { 'notes.title': 'Muistiinpanot' },
      'sv-FI': { 'notes.title': 'Anteckningar' },
      'en-US': { 'notes.title': 'Notes' },
    },
  },
};
const instance = (manifest: string) =>
  ({ id: 'demo1', modules: [{ id: 'notes', manifest }] }) as unknown as InstanceConfig;

beforeEach(() => {
  resetRemotesForTests();
  loadRemote.mockReset();
  registerRemotes.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('registerInstanceRemotes', () => {
  it("registers each module of instance.json as mf_<id> with its manifest's absolute address", () => {
    registerInstanceRemotes(instance('/remotes/mf-notes/mf-manifest.json'));
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_notes', entry: new URL('/remotes/mf-notes/mf-manifest.json', document.baseURI).href }],
      { force: false },
    );
  });

  it('registering the same instance again changes nothing', () => {
    registerInstanceRemotes(instance('/remotes/mf-notes/mf-manifest.json'));
    registerInstanceRemotes(instance('/remotes/mf-notes/mf-manifest.json'));
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('a module whose manifest moved is registered again, replacing the old one', () => {
    registerInstanceRemotes(instance('/remotes/mf-notes/mf-manifest.json'));
    registerInstanceRemotes(instance('https://cdn.example.test/notes/mf-manifest.json'));
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_notes', entry: 'https://cdn.example.test/notes/mf-manifest.json' }],
      { force: true },
    );
  });
});

describe('loadPortalModule', () => {
  it("loads mf_<id>/module and returns the remote's PortalModule", async () => {
    loadRemote.mockResolvedValue(notesModule);
    await expect(loadPortalModule('notes')).resolves.toBe(notesModule.default);
    expect(loadRemote).toHaveBeenCalledWith('mf_notes/module');
  });

  it('a failed load is retried, up to three tries in all', async () => {
    vi.useFakeTimers();
    loadRemote.mockRejectedValue(new Error('Failed to fetch'));
    const result = loadPortalModule('notes');
    const assertion = expect(result).rejects.toThrow('Failed to fetch');
    await vi.runAllTimersAsync();
    await assertion;
    expect(loadRemote).toHaveBeenCalledTimes(remoteLoading.tries);
  });

  it('a remote that answers on the second try loads', async () => {
    vi.useFakeTimers();
    loadRemote.mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(notesModule);
    const result = loadPortalModule('notes');
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe(notesModule.default);
  });

  it('a failure is not cached: loading again after it asks the remote again', async () => {
    vi.useFakeTimers();
    loadRemote.mockRejectedValue(new Error('Failed to fetch'));
    const failed = loadPortalModule('notes');
    const assertion = expect(failed).rejects.toThrow();
    await vi.runAllTimersAsync();
    await assertion;
    loadRemote.mockReset().mockResolvedValue(notesModule);
    await expect(loadPortalModule('notes')).resolves.toBe(notesModule.default);
  });

  it('an unreachable remote fails after the timeout without waiting for further tries', async () => {
    vi.useFakeTimers();
    loadRemote.mockReturnValue(new Promise(() => undefined));
    const result = loadPortalModule('notes');
    const assertion = expect(result).rejects.toThrow(/did not load within/);
    await vi.advanceTimersByTimeAsync(remoteLoading.timeoutMs);
    await assertion;
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('a module that breaks the naming scheme fails at once, naming the reducer key', async () => {
    loadRemote.mockResolvedValue({
      default: { ...notesModule.default, reducers: { 'notes/list': () => ({}) } },
    });
    await expect(loadPortalModule('notes')).rejects.toThrow(/reducer key 'notes\/list' is not 'notes'/);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('a module that breaks the module contract fails at once, naming the problem', async () => {
    loadRemote.mockResolvedValue({ default: { ...notesModule.default, id: 'billing' } });
    await expect(loadPortalModule('notes')).rejects.toThrow(/its id is 'billing'/);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});
