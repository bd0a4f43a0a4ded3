import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_PAGE_SIZE,
  fulfilledCall,
  idleCall,
  pendingCall,
  rejectedCall,
  type AdminUserInfo,
  type ApiErrorData,
  type PageOf,
  type PageRequest,
  type Role,
  type UserListEntry,
  type UserSearch,
  type UserSortField,
} from '@portal/shared';
import { LIST_TAB, type OpenUserTab, type UserSearchState } from './types';

export const USER_SEARCH_SLICE_KEY = 'admin.userSearch';

export const initialUserSearchState: UserSearchState = {
  search: null,
  request: { page: 0, pageSize: DEFAULT_PAGE_SIZE },
  list: idleCall(),
  tabs: [],
  activeTab: LIST_TAB,
  deleted: null,
};

const withRows = (state: UserSearchState, change: (items: UserListEntry[]) => UserListEntry[]): void => {
  const page = state.list.data;
  if (!page) return;
  const items = change(page.items);
  state.list.data = { ...page, items, total: Math.max(0, page.total - (page.items.length - items.length)) };
};

const closeTab = (state: UserSearchState, sub: string): void => {
  state.tabs = state.tabs.filter((tab) => tab.sub !== sub);
  if (state.activeTab === sub) state.activeTab = LIST_TAB;
};

const userSearchSlice = createSlice({
  name: USER_SEARCH_SLICE_KEY,
  initialState: initialUserSearchState,
  reducers: {
    /** a new search from the form: its first page, in the chosen size and order */
    searchRequested(state, action: PayloadAction<{ search: UserSearch }>) {
      state.search = action.payload.search;
      state.request = { ...state.request, page: 0 };
      state.list = pendingCall(state.list);
      state.activeTab = LIST_TAB;
      state.deleted = null;
    },
    /** another page, page size or order of the same search (a new size or order starts at page 0) */
    pageRequested(state, action: PayloadAction<Partial<PageRequest<UserSortField>>>) {
      if (!state.search) return;
      const next = { ...state.request, ...action.payload };
      if (action.payload.sort === undefined && 'sort' in action.payload) {
        delete next.sort;
        delete next.direction;
      }
      state.request = next;
      state.list = pendingCall(state.list);
    },
    searchFulfilled(state, action: PayloadAction<PageOf<UserListEntry>>) {
      state.list = fulfilledCall(action.payload);
    },
    searchRejected(state, action: PayloadAction<ApiErrorData>) {
      state.list = rejectedCall(state.list, action.payload);
    },

    /** opening a row adds the user's tab if not open yet, and activates it */
    tabOpened(state, action: PayloadAction<OpenUserTab>) {
      const { sub } = action.payload;
      if (!state.tabs.some((tab) => tab.sub === sub)) state.tabs.push(action.payload);
      state.activeTab = sub;
    },
    tabSelected(state, action: PayloadAction<string>) {
      const id = action.payload;
      if (id === LIST_TAB || state.tabs.some((tab) => tab.sub === id)) state.activeTab = id;
    },
    /** closing a tab returns to the list */
    tabClosed(state, action: PayloadAction<string>) {
      closeTab(state, action.payload);
    },

    /** a deleted user leaves the list and their tab closes */
    userRemoved(state, action: PayloadAction<OpenUserTab>) {
      const { sub } = action.payload;
      withRows(state, (items) => items.filter((item) => item.userInfo.sub !== sub));
      closeTab(state, sub);
      state.deleted = action.payload;
    },
    deletedNoticeDismissed(state) {
      state.deleted = null;
    },
    /** a user left with no roles cannot log in and leaves the list (spec section 4, "role edit") */
    userRolesChanged(state, action: PayloadAction<{ sub: string; roles: Role[] }>) {
      const { sub, roles } = action.payload;
      withRows(state, (items) =>
        roles.length === 0
          ? items.filter((item) => item.userInfo.sub !== sub)
          : items.map((item) => (item.userInfo.sub === sub ? { ...item, roles } : item)),
      );
    },
    /** a saved edit shows in the row and the tab's title */
    userDetailsChanged(state, action: PayloadAction<AdminUserInfo>) {
      const info = action.payload;
      withRows(state, (items) =>
        items.map((item) =>
          item.userInfo.sub === info.sub
            ? {
                ...item,
                userInfo: {
                  ...item.userInfo,
                  name: info.name,
                  username: info.username,
                  email: info.email,
                  phoneNumber: info.phoneNumber,
                },
              }
            : item,
        ),
      );
      const tab = state.tabs.find((open) => open.sub === info.sub);
      if (tab) tab.name = info.name;
    },
  },
});

export const userSearchActions = userSearchSlice.actions;
export const userSearchReducer = userSearchSlice.reducer;
