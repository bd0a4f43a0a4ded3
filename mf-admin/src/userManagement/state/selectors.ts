import { subjectKey, type Subject } from '@portal/shared';
import { emptyUserEntry, initialUsersState, USERS_SLICE_KEY } from './usersSlice';
import { initialUserSearchState, USER_SEARCH_SLICE_KEY } from './userSearchSlice';
import type { UserEntryState, UserSearchState, UsersState } from './types';

interface AdminRoot {
  [USER_SEARCH_SLICE_KEY]?: UserSearchState;
  [USERS_SLICE_KEY]?: UsersState;
}

/** Fall back to the initial state so the page can render before the reducers are injected. */
export const selectUserSearch = (root: AdminRoot): UserSearchState =>
  root[USER_SEARCH_SLICE_KEY] ?? initialUserSearchState;

const selectUsers = (root: AdminRoot): UsersState => root[USERS_SLICE_KEY] ?? initialUsersState;

// one object for every user without an entry, so a selector's answer stays equal between renders
const NO_ENTRY: UserEntryState = emptyUserEntry();

export const selectUserEntry = (root: AdminRoot, subject: Subject): UserEntryState =>
  selectUsers(root).byUser[subjectKey(subject)] ?? NO_ENTRY;
