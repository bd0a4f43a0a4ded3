import type {
  AdminUserInfo,
  CallState,
  AdminUserUpdate,
  ApiErrorData,
  PageOf,
  PageRequest,
  RemoveLocationItem,
  Role,
  RoleChange,
  Subject,
  UsagePlace,
  UserListEntry,
  UserSearch,
  UserSortField,
} from '@portal/shared';

/** An action (role change, update, delete): `data` true once it succeeded. */
export type OperationState = CallState<true>;

/** the id of the list tab; a user's tab is their sub */
export const LIST_TAB = 'list';

export interface OpenUserTab {
  sub: string;
  name: string;
}

export interface UserSearchState {
  /** the last search sent; null before the first */
  search: UserSearch | null;
  request: PageRequest<UserSortField>;
  list: CallState<PageOf<UserListEntry>>;
  tabs: OpenUserTab[];
  /** LIST_TAB or an open user's sub */
  activeTab: string;
  /** the last user deleted here: the page says so (and logs out when it was the staff member) */
  deleted: OpenUserTab | null;
}

/** What the page holds about one user, keyed by `subjectKey(targetUser(sub))`. */
export interface UserEntryState {
  info: CallState<AdminUserInfo>;
  roles: OperationState;
  update: OperationState;
  deletion: OperationState;
  /** the revealed SSN, only while the tab is open */
  ssn: CallState<string>;
  locations: CallState<UsagePlace[]>;
  locationRemoval: OperationState;
}

export interface UsersState {
  byUser: Record<string, UserEntryState>;
}

export interface SubjectPayload {
  subject: Subject;
}
export interface ErrorPayload extends SubjectPayload {
  error: ApiErrorData;
}
export interface RoleChangePayload extends SubjectPayload {
  change: RoleChange;
}
export interface RoleRemovePayload extends SubjectPayload {
  role: Role;
}
export interface RolesPayload extends SubjectPayload {
  roles: Role[];
}
export interface UpdatePayload extends SubjectPayload {
  update: AdminUserUpdate;
}
export interface InfoPayload extends SubjectPayload {
  info: AdminUserInfo;
}
export interface SsnRequestPayload extends SubjectPayload {
  encryptedSsn: string;
}
export interface SsnPayload extends SubjectPayload {
  ssn: string;
}
export interface PlacesPayload extends SubjectPayload {
  places: UsagePlace[];
}
export interface RemovePlacesPayload extends SubjectPayload {
  items: RemoveLocationItem[];
}
