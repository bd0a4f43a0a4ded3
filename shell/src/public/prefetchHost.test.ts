import { afterEach, describe, expect, it, vi } from 'vitest';
import { addPrefetchLinks, prefetchHostEntryWhenIdle, resetPrefetchForTests } from './prefetchHost';

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
  }));

afterEach(() => {
  document.head.innerHTML = '';
  resetPrefetchForTests();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("prefetching the federation host's entry", () => {
  it('adds one prefetch link per script of the list, once, same origin only', () => {
    const entry = { scripts: ['/main.1234abcd.js', 'https://elsewhere.example/x.js'] };
    expect(addPrefetchLinks(entry)).toBe(1);
    expect(addPrefetchLinks(entry)).toBe(0);
    expect(links()).toEqual([{ href: '/main.1234abcd.js', as: 'script' }]);
  });

  it('ignores a list it cannot read', () => {
    expect(addPrefetchLinks(null)).toBe(0);
    expect(addPrefetchLinks({ scripts: [1] })).toBe(0);
    expect(addPrefetchLinks({})).toBe(0);
    expect(links()).toEqual([]);
  });

  it('reads the list when the browser is idle, once a page, and a failure changes nothing', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const fetch = vi.fn(async () => Response.json({ scripts: ['/main.1234abcd.js'] }));
    vi.stubGlobal('fetch', fetch);
    prefetchHostEntryWhenIdle();
    prefetchHostEntryWhenIdle();
    expect(fetch).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/public/host-entry.json');
    await vi.waitFor(() => expect(links()).toHaveLength(1));

    resetPrefetchForTests();
    document.head.innerHTML = '';
    fetch.mockRejectedValueOnce(new TypeError('offline'));
    prefetchHostEntryWhenIdle();
    await vi.runAllTimersAsync();
    expect(links()).toEqual([]);
  });
});
