import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './client';
import { ApiError } from './errors';

const mockFetch = (response: Response | Error) => {
  const fn = vi.fn((_url: string, _init: RequestInit) =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
};

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with same-origin credentials and no caching, and returns the parsed body', async () => {
    const fetchMock = mockFetch(new Response(JSON.stringify({ id: 1 }), { status: 201 }));
    const result = await apiRequest<{ id: number }>({
      method: 'POST',
      path: '/connector/v1/notes',
      body: { note: 'x' },
    });
    expect(result).toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/connector/v1/notes');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.cache).toBe('no-store');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"note":"x"}');
  });

  it('sends a form body urlencoded', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 200 }));
    await apiRequest({
      method: 'POST',
      path: '/auth/oauth/token',
      form: { grant_type: 'password', username: 'a b' },
    });
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(init.body).toBe('grant_type=password&username=a+b');
  });

  it('a state-changing call without a body still says JSON, so the CSRF check lets it through', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await apiRequest({ method: 'DELETE', path: '/connector/v1/notes/1' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{}');
  });

  it('a GET sends no body and no content type', async () => {
    const fetchMock = mockFetch(new Response('[]', { status: 200 }));
    await apiRequest({ path: '/connector/v1/notes' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('a 204 answer resolves to undefined', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiRequest({ method: 'DELETE', path: '/connector/v1/notes/1' })).resolves.toBeUndefined();
  });

  it('a non-OK answer throws the parsed ApiError', async () => {
    mockFetch(new Response(JSON.stringify({ error: 'bad_credentials' }), { status: 400 }));
    await expect(apiRequest({ path: '/x' })).rejects.toMatchObject({
      httpStatusCode: 400,
      errorCode: 'bad_credentials',
    });
  });

  it('a network failure throws status 500 generalError', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await apiRequest({ path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatusCode: 500, errorCode: 'generalError' });
  });
});
