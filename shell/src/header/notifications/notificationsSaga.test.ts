import { describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { COOKIE_NOTIFICATIONS_SEEN, readCookie, writeCookie } from '../../cookies/cookies';
import { hashMessage } from './notificationText';
import { fetchNotificationsWorker, markAllSeenWorker } from './notificationsSaga';
import { initialNotificationsState, notificationsActions, notificationsReducer } from './notificationsSlice';

function textResponse(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

// runSaga's typing cannot express "any worker with its action"
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWorker = (...args: any[]) => Generator;

async function run(saga: AnyWorker, action?: UnknownAction, state = initialNotificationsState) {
  const dispatched: UnknownAction[] = [];
  const io = {
    dispatch: (a: UnknownAction) => dispatched.push(a),
    getState: () => ({ shellNotifications: state }),
  };
  await (action ? runSaga(io, saga, action) : runSaga(io, saga)).toPromise();
  return dispatched;
}

describe('notifications saga', () => {
  it('reads the service break file first, then info, one notice per file, and the seen hashes from the cookie', async () => {
    writeCookie(COOKIE_NOTIFICATIONS_SEEN, hashMessage('Break tonight.'));
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('service-break') ? textResponse('Break tonight.') : textResponse('Info one.\n\nInfo two.'),
    );
    vi.stubGlobal('fetch', fetchMock);
    const action = notificationsActions.requested({
      instanceId: 'demo1',
      language: 'fi-FI',
      files: { info: 'info', serviceBreak: 'service-break' },
    });
    const [result] = await run(fetchNotificationsWorker, action);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/instances/demo1/notifications/service-break.fi-FI.txt',
      '/instances/demo1/notifications/info.fi-FI.txt',
    ]);
    const state = notificationsReducer(initialNotificationsState, result!);
    expect(state.items.map((i) => [i.kind, i.message])).toEqual([
      ['serviceBreak', 'Break tonight.'],
      ['info', 'Info one.\n\nInfo two.'],
    ]);
    expect(state.seen).toEqual([hashMessage('Break tonight.')]);
    vi.unstubAllGlobals();
  });

  it('a missing file means no notice of that kind', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => textResponse('', 404)),
    );
    const action = notificationsActions.requested({
      instanceId: 'demo1',
      language: 'en-US',
      files: { info: 'info' },
    });
    const [result] = await run(fetchNotificationsWorker, action);
    expect(result?.type).toBe(notificationsActions.fulfilled.type);
    expect(notificationsReducer(initialNotificationsState, result!).items).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('a server failure is rejected', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => textResponse('', 500)),
    );
    const action = notificationsActions.requested({
      instanceId: 'demo1',
      language: 'en-US',
      files: { info: 'info' },
    });
    expect((await run(fetchNotificationsWorker, action))[0]?.type).toBe(notificationsActions.rejected.type);
    vi.unstubAllGlobals();
  });

  it('opening the bell stores every current hash in the notificationsSeen cookie and zeroes the badge', async () => {
    const items = [
      { kind: 'info' as const, message: 'A', hash: hashMessage('A') },
      { kind: 'info' as const, message: 'B', hash: hashMessage('B') },
    ];
    const state = notificationsReducer(
      { status: 'fulfilled', items, seen: [] },
      notificationsActions.allSeen(),
    );
    expect(state.seen).toEqual([hashMessage('A'), hashMessage('B')]);
    await run(markAllSeenWorker, undefined, state);
    expect(readCookie(COOKIE_NOTIFICATIONS_SEEN)).toBe(`${hashMessage('A')},${hashMessage('B')}`);
  });
});
