import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@portal/instances';
import type { PortalNotification } from './notificationText';

export interface NotificationsState {
  status: 'idle' | 'pending' | 'fulfilled' | 'rejected';
  items: PortalNotification[];
  /** hashes already seen (from the notificationsSeen cookie) */
  seen: string[];
}

export interface NotificationsRequest {
  instanceId: string;
  language: Language;
  files: { serviceBreak?: string; info?: string };
}

export const NOTIFICATIONS_KEY = 'shellNotifications';

export const initialNotificationsState: NotificationsState = { status: 'idle', items: [], seen: [] };

const slice = createSlice({
  name: 'shell/notifications',
  initialState: initialNotificationsState,
  reducers: {
    requested(state, _action: PayloadAction<NotificationsRequest>) {
      state.status = 'pending';
    },
    fulfilled(state, action: PayloadAction<{ items: PortalNotification[]; seen: string[] }>) {
      state.status = 'fulfilled';
      state.items = action.payload.items;
      state.seen = action.payload.seen;
    },
    rejected(state) {
      state.status = 'rejected';
      state.items = [];
    },
    allSeen(state) {
      state.seen = state.items.map((item) => item.hash);
    },
  },
});

export const notificationsActions = slice.actions;
export const notificationsReducer = slice.reducer;

type WithNotifications = { [NOTIFICATIONS_KEY]?: NotificationsState };

export const selectNotifications = (state: WithNotifications): NotificationsState =>
  state[NOTIFICATIONS_KEY] ?? initialNotificationsState;

export const selectUnseenCount = (state: WithNotifications): number => {
  const { items, seen } = selectNotifications(state);
  return items.filter((item) => !seen.includes(item.hash)).length;
};
