import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InstanceConfig } from '@portal/instances';
import type { BootResult } from '../app/bootInstance';
import type { PortalStore } from '../store/createPortalStore';
import { sessionActions, sessionReducer } from '../session';
import { whenReadyToDraw } from './firstDraw';

afterEach(() => {
  vi.unstubAllGlobals();
});

const bootWith = (notificationFile?: string) => {
  const store = configureStore({ reducer: { session: sessionReducer } });
  store.dispatch(sessionActions.bootRequested());
  const instance = { id: 'demo1', login: { notificationFile } } as unknown as InstanceConfig;
  const result = {
    phase: 'ready',
    instance,
    language: 'fi-FI',
    portalStore: { store } as unknown as PortalStore,
  } as BootResult;
  return { store, boot: Promise.resolve(result) };
};

/** whether the promise has settled once everything already queued has run */
const settledNow = async (promise: Promise<unknown>): Promise<boolean> => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

describe("the logged-out page's first render", () => {
  it('waits for the session check to answer, so the page is not drawn first with its spinner', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('')),
    );
    const { store, boot } = bootWith();
    const ready = whenReadyToDraw(boot, '/demo1/fi-FI/welcome');
    expect(await settledNow(ready)).toBe(false);
    store.dispatch(sessionActions.sessionEnded({ notice: null }));
    expect(await settledNow(ready)).toBe(true);
  });

  it('on the login page, also reads the notice the first frame shows', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { store, boot } = bootWith('login');
    const ready = whenReadyToDraw(boot, '/demo1/fi-FI/login/');
    store.dispatch(sessionActions.sessionEnded({ notice: null }));
    expect(await settledNow(ready)).toBe(false);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/instances/demo1/notifications/login.fi-FI.txt');
    answer(new Response('Tervetuloa.\n\nToinen kappale.'));
    expect(await settledNow(ready)).toBe(true);
  });

  it('a notice that cannot be read does not hold the page back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { store, boot } = bootWith('login');
    store.dispatch(sessionActions.sessionEnded({ notice: null }));
    expect(await settledNow(whenReadyToDraw(boot, '/demo1/fi-FI/login'))).toBe(true);
  });

  it('the OpenID return does not wait for the session check: it acts at once', async () => {
    const { boot } = bootWith('login');
    expect(await settledNow(whenReadyToDraw(boot, '/demo1/fi-FI/oauth2/redirect'))).toBe(true);
  });

  it('a boot that did not find the instance or failed draws at once (the 404 page, Try again)', async () => {
    for (const result of [{ phase: 'notFound' }, { phase: 'failed' }] as BootResult[]) {
      expect(await settledNow(whenReadyToDraw(Promise.resolve(result), '/nope/fi-FI/login'))).toBe(true);
    }
  });
});
