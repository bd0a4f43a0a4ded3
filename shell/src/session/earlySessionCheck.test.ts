import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, isNetworkFailure } from '@portal/shared';
import { fetchUserInfo } from './authApi';
import { SESSION_CHECK_PATH, startEarlySessionCheck, takeEarlySessionCheck } from './earlySessionCheck';

const customer = { sub: 'u1', instance: 'demo1', roles: ['ROLE_USER'] };
const answer = () =>
  new Response(JSON.stringify(customer), { status: 200, headers: { 'Content-Type': 'application/json' } });

const stubFetch = () => {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** what a server could tell apart: method, headers, credentials, caching and body */
const asSent = (init: RequestInit = {}) => ({
  method: init.method ?? 'GET',
  headers: Object.fromEntries(new Headers(init.headers).entries()),
  credentials: init.credentials,
  cache: init.cache,
  body: init.body ?? null,
});

afterEach(() => {
  vi.unstubAllGlobals();
  // a new page: nothing sent yet
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('portal.session.earlyCheck')];
});

describe('the early session check', () => {
  it("sends the very request the boot's check would send", async () => {
    const fetchMock = stubFetch();
    startEarlySessionCheck();
    await apiRequest({ path: SESSION_CHECK_PATH, reportsRefusedSession: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [early, own] = fetchMock.mock.calls;
    expect(early![0]).toBe('/auth/userinfo');
    expect(own![0]).toBe(early![0]);
    expect(asSent(early![1])).toEqual(asSent(own![1]));
    expect(asSent(early![1])).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
  });

  it('is sent once per page and its answer is taken once', async () => {
    const fetchMock = stubFetch();
    startEarlySessionCheck();
    startEarlySessionCheck();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const sent = takeEarlySessionCheck();
    expect(sent).toBe(fetchMock.mock.results[0]!.value);
    expect(takeEarlySessionCheck()).toBeNull();
  });

  it("the page load's check reads the early answer once; every other check asks the server", async () => {
    const fetchMock = stubFetch();
    startEarlySessionCheck();
    await expect(fetchUserInfo()).resolves.toEqual(customer);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(fetchUserInfo({ pageLoad: true })).resolves.toEqual(customer);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(fetchUserInfo({ pageLoad: true })).resolves.toEqual(customer);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('an early check that got no answer is a network failure for the boot, not an unhandled rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    startEarlySessionCheck();
    const error = await fetchUserInfo({ pageLoad: true }).catch((e: unknown) => e);
    expect(isNetworkFailure(error)).toBe(true);
  });
});
