import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testInstance } from '@portal/shared/testing';
import { clearOfflineCaches, setUpOfflineApp } from './offlineApp';

let cacheNames: string[];
const fakeCaches = {
  keys: vi.fn(async () => [...cacheNames]),
  delete: vi.fn(async (name: string) => {
    cacheNames = cacheNames.filter((n) => n !== name);
    return true;
  }),
};
const register = vi.fn(async () => ({}));
const unregister = vi.fn(async () => true);
const getRegistration = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  cacheNames = ['portal-offline:leppakoski:v1', 'portal-offline:leppakoski2:v1', 'other-site-cache'];
  vi.stubGlobal('caches', fakeCaches);
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register, getRegistration },
    configurable: true,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove());
});

const withOffline = (id: string, offlineApp: boolean) => {
  const instance = testInstance();
  return { ...instance, id, flags: { ...instance.flags, offlineApp } };
};

describe('offline app set-up', () => {
  it("the flag on: the instance's manifest and the worker scoped to its paths", async () => {
    await setUpOfflineApp(withOffline('leppakoski', true));
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/leppakoski/' });
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    expect(link?.getAttribute('href')).toBe('/instances/leppakoski/manifest.webmanifest');
  });

  it("the flag off: no worker; the instance's old one unregistered and its caches gone", async () => {
    getRegistration.mockResolvedValue({ scope: 'http://localhost/leppakoski/', unregister });
    await setUpOfflineApp(withOffline('leppakoski', false));
    expect(register).not.toHaveBeenCalled();
    expect(unregister).toHaveBeenCalled();
    expect(cacheNames).toEqual(['portal-offline:leppakoski2:v1', 'other-site-cache']);
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
  });

  it("the flag off: a worker of a wider scope (another app's) is left alone", async () => {
    getRegistration.mockResolvedValue({ scope: 'http://localhost/', unregister });
    await setUpOfflineApp(withOffline('leppakoski', false));
    expect(unregister).not.toHaveBeenCalled();
  });

  it("logout's clearing deletes only the instance's caches", async () => {
    await clearOfflineCaches('leppakoski');
    expect(cacheNames).toEqual(['portal-offline:leppakoski2:v1', 'other-site-cache']);
  });
});
