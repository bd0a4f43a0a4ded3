import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, isNetworkFailure, onSessionRefused } from './client';
import { publicLink, targetUser } from './subject';
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

  it('reads the answer of a request already sent (sent) like its own, and fetches nothing', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 200 }));
    const sent = Promise.resolve(new Response(JSON.stringify({ sub: 'u1' }), { status: 200 }));
    await expect(apiRequest({ path: '/auth/userinfo', sent })).resolves.toEqual({ sub: 'u1' });
    const refused = Promise.resolve(
      new Response(JSON.stringify({ error: 'invalid_token' }), { status: 401 }),
    );
    await expect(apiRequest({ path: '/auth/userinfo', sent: refused })).rejects.toMatchObject({
      httpStatusCode: 401,
      errorCode: 'invalid_token',
    });
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    const error = await apiRequest({ path: '/auth/userinfo', sent: failed }).catch((e: unknown) => e);
    expect(isNetworkFailure(error)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
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

describe('a refused session is told to the shell (onSessionRefused)', () => {
  const refused = () => new Response(JSON.stringify({ error: 'invalid_token' }), { status: 401 });

  const listen = () => {
    const heard: string[] = [];
    const stop = onSessionRefused(({ path }) => heard.push(path));
    return { heard, stop };
  };

  it('any call answered 401 invalid_token for the signed-in user reports it, and the caller still gets the error', async () => {
    mockFetch(refused());
    const { heard, stop } = listen();
    await expect(apiRequest({ path: '/connector/v1/notes' })).rejects.toMatchObject({
      httpStatusCode: 401,
      errorCode: 'invalid_token',
    });
    stop();
    expect(heard).toEqual(['/connector/v1/notes']);
  });

  it("a staff member's call for a target user reports it too: the token refused is the staff member's own", async () => {
    mockFetch(refused());
    const { heard, stop } = listen();
    await apiRequest({ path: '/connector/v1/notes', subject: targetUser('u-1') }).catch(() => undefined);
    stop();
    expect(heard).toEqual(['/connector/v1/notes']);
  });

  it('a call whose 401 the caller maps to its own code still reports the refused session', async () => {
    mockFetch(refused());
    const { heard, stop } = listen();
    await expect(
      apiRequest({ path: '/auth/list_instance_users', statusErrors: { 401: 'accessDeniedError' } }),
    ).rejects.toMatchObject({ errorCode: 'accessDeniedError' });
    stop();
    expect(heard).toEqual(['/auth/list_instance_users']);
  });

  it.each([
    ['a public link', { subject: publicLink('signed', 'demo1') }, refused],
    ["the session's own call", { reportsRefusedSession: false }, refused],
    [
      'another 401 (a wrong password)',
      {},
      () => new Response(JSON.stringify({ error: 'bad_credentials' }), { status: 401 }),
    ],
    [
      'a staff refusal (403)',
      { subject: targetUser('u-1') },
      () => new Response(JSON.stringify({ error: 'no_permission' }), { status: 403 }),
    ],
    [
      'an unknown target user (404)',
      { subject: targetUser('u-1') },
      () => new Response(JSON.stringify({ error: 'user_not_found' }), { status: 404 }),
    ],
  ] as const)('%s is not a refused session', async (_case, options, answer) => {
    mockFetch(answer());
    const { heard, stop } = listen();
    await apiRequest({ path: '/connector/v1/notes', ...options }).catch(() => undefined);
    stop();
    expect(heard).toEqual([]);
  });

  it('after unsubscribing nothing is heard', async () => {
    mockFetch(refused());
    const { heard, stop } = listen();
    stop();
    await apiRequest({ path: '/connector/v1/notes' }).catch(() => undefined);
    expect(heard).toEqual([]);
  });
});

describe('a network failure is told apart from an answer', () => {
  it('no answer at all (offline, server unreachable) is a network failure', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await apiRequest({ path: '/auth/userinfo' }).catch((e: unknown) => e);
    expect(isNetworkFailure(error)).toBe(true);
  });

  it.each([401, 500, 503])('an answer of the server (%i) is not', async (status) => {
    mockFetch(new Response('{}', { status }));
    const error = await apiRequest({ path: '/auth/userinfo' }).catch((e: unknown) => e);
    expect(isNetworkFailure(error)).toBe(false);
  });
});

describe("as: 'blob'", () => {
  it('returns the body as a Blob', async () => {
    mockFetch(new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await apiRequest<Blob>({ path: '/connector/v1/invoices/1/pdf', as: 'blob' });
    expect(await blob.text()).toBe('%PDF-1.7');
  });
});
