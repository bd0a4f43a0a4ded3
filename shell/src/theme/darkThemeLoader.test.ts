import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalTheme } from './portalTheme';

afterEach(() => {
  vi.doUnmock('./darkPortalTheme');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('the dark theme on demand', () => {
  it('is not there until loaded, then gives the same theme as portalTheme', async () => {
    const { loadDarkTheme, loadedDarkTheme } = await import('./darkThemeLoader');
    expect(loadedDarkTheme()).toBeNull();
    const factory = await loadDarkTheme();
    expect(factory).not.toBeNull();
    expect(loadedDarkTheme()).toBe(factory);
    const config = { primaryColor: '#448ccc' } as Parameters<typeof portalTheme>[0];
    expect(factory?.(config)).toEqual(portalTheme(config, true));
    expect(await loadDarkTheme()).toBe(factory);
  });

  it('a failed load resolves null (the light theme stays) and the next call tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.doMock('./darkPortalTheme', () => {
      throw new Error('offline');
    });
    const loader = await import('./darkThemeLoader');
    expect(await loader.loadDarkTheme()).toBeNull();
    expect(loader.loadedDarkTheme()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the dark theme did not load'));

    vi.doUnmock('./darkPortalTheme');
    expect(await loader.loadDarkTheme()).not.toBeNull();
    expect(loader.loadedDarkTheme()).not.toBeNull();
  });
});
