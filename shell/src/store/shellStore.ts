import { sessionReducer, sessionSaga, SESSION_SLICE_KEY } from '../session';
import { NOTIFICATIONS_KEY, notificationsReducer } from '../header/notifications/notificationsSlice';
import { notificationsSaga } from '../header/notifications/notificationsSaga';
import { createPortalStore, type PortalStore } from './createPortalStore';

/** The store the shell starts with: the session and the header's notifications, with their sagas running. */
export function createShellStore(): PortalStore {
  const portalStore = createPortalStore({
    [SESSION_SLICE_KEY]: sessionReducer,
    [NOTIFICATIONS_KEY]: notificationsReducer,
  });
  portalStore.runSaga(sessionSaga);
  portalStore.runSaga(notificationsSaga);
  return portalStore;
}
