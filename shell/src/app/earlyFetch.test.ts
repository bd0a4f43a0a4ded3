import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicationUrl } from '@portal/shared';
import { testInstance } from '@portal/shared/testing';
import { earlyPublicationUrl, fetchOnce, languageFor, startEarlyFetches } from './earlyFetch';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('earlyFetch: the boot requests the host entry starts before the async boundary', () => {
  it("builds a publication's address as @portal/shared does", () => {
    for (const manifest of [
      'http://localhost/remotes/mf-notes/mf-manifest.json',
      'https://cdn.example.com/a/b/mf-manifest.json?v=2#x',
      'http://localhost/mf-manifest.json',
    ])
      expect(earlyPublicationUrl(manifest)).toBe(publicationUrl(manifest));
  });

  it('asks for the instance, then its texts and publications; each answer is taken once', async () => {
    const instance = testInstance({
      languages: ['fi-FI', 'sv-FI'],
      modules: [
        { id: 'notes', manifest: '/remotes/mf-notes/mf-manifest.json' },
        { id: 'reports', manifest: '/remotes/mf-reports/mf-manifest.json' },
      ],
    });
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(json(url.endsWith('instance.json') ? instance : {})),
    );
    vi.stubGlobal('fetch', fetchMock);
    startEarlyFetches('/demo1/sv-FI/online/home');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/instances/demo1/instance.json']);

    const answer = await fetchOnce('/instances/demo1/instance.json', { credentials: 'same-origin' });
    expect(await answer.json()).toEqual(instance);
    const publication = `${new URL('/remotes/mf-notes/', document.baseURI).href}portal-module.json`;
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/instances/demo1/instance.json',
      '/instances/demo1/texts/sv-FI.json',
      publication,
      `${new URL('/remotes/mf-reports/', document.baseURI).href}portal-module.json`,
    ]);
    await fetchOnce('/instances/demo1/texts/sv-FI.json', { credentials: 'same-origin' });
    await fetchOnce(publication, {});
    expect(fetchMock).toHaveBeenCalledTimes(4);
    // taken: the next request for the same address is a new one
    await fetchOnce(publication, {});
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('asks for nothing more when the address names no instance or the instance file is missing', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('no', { status: 404 })));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyFetches('/');
    startEarlyFetches('/Not_An_Id/fi-FI/');
    expect(fetchMock).not.toHaveBeenCalled();
    startEarlyFetches('/gone/fi-FI/');
    expect((await fetchOnce('/instances/gone/instance.json', {})).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("picks the address's language when the instance offers it, else its first", () => {
    const instance = testInstance({ languages: ['sv-FI', 'fi-FI'] });
    expect(languageFor(instance, 'fi-FI')).toBe('fi-FI');
    expect(languageFor(instance, 'en-US')).toBe('sv-FI');
    expect(languageFor(instance, null)).toBe('sv-FI');
  });
});
