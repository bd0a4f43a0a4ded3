import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { COOKIE_NOTIFICATIONS_SEEN, readCookie, writeCookie } from '../../cookies/cookies';
import {
  notificationFileUrl,
  notificationFiles,
  parseNotificationFile,
  parseSeenCookie,
  seenCookieValue,
  type PortalNotification,
} from './notificationText';
import {
  notificationsActions,
  selectNotifications,
  type NotificationsRequest,
  type NotificationsState,
} from './notificationsSlice';

/** A missing file means no notice of that kind; anything else unexpected is a failure. */
export async function fetchNotificationText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (response.status === 404) return '';
  if (!response.ok) throw new Error(`notifications: ${response.status} for ${url}`);
  const type = response.headers.get('Content-Type') ?? '';
  // a server answering unknown files with the app's index.html must not show HTML as a notice
  if (type.includes('text/html')) return '';
  return response.text();
}

export function* fetchNotificationsWorker(action: PayloadAction<NotificationsRequest>) {
  const { instanceId, language, files } = action.payload;
  try {
    const sources = notificationFiles(files);
    const texts: string[] = yield all(
      sources.map((source) =>
        call(fetchNotificationText, notificationFileUrl(instanceId, source.file, language)),
      ),
    );
    const items: PortalNotification[] = sources.flatMap((source, i) =>
      parseNotificationFile(texts[i] ?? '', source.kind),
    );
    const seen = [...parseSeenCookie(readCookie(COOKIE_NOTIFICATIONS_SEEN))];
    yield put(notificationsActions.fulfilled({ items, seen }));
  } catch {
    yield put(notificationsActions.rejected());
  }
}

export function* markAllSeenWorker() {
  const { items }: NotificationsState = yield select(selectNotifications);
  yield call(writeCookie, COOKIE_NOTIFICATIONS_SEEN, seenCookieValue(items));
}

export function* notificationsSaga() {
  yield takeLatest(notificationsActions.requested.type, fetchNotificationsWorker);
  yield takeEvery(notificationsActions.allSeen.type, markAllSeenWorker);
}
