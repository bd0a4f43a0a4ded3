import {
  apiRequest,
  pageQuery,
  type PageOf,
  type PageRequest,
  type Subject,
  type UserListEntry,
  type UserSearch,
  type UserSortField,
} from '@portal/shared';

/**
 * `POST /auth/list_instance_users?page&pageSize&sort&direction` (STAFF): one page of the instance's users
 * matching the search. 401 is access denied (spec admin-and-calls section 8).
 */
export const searchUsers = (
  subject: Subject,
  search: UserSearch,
  page: PageRequest<UserSortField>,
  signal?: AbortSignal,
): Promise<PageOf<UserListEntry>> =>
  apiRequest<PageOf<UserListEntry>>({
    method: 'POST',
    path: `/auth/list_instance_users?${pageQuery(page)}`,
    subject,
    body: search,
    signal,
    statusErrors: { 401: 'accessDeniedError' },
  });
