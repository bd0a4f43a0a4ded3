import { actionTypeProblem } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { listEntry, pageOf } from './fixtures';
import { LIST_TAB } from './types';
import { initialUserSearchState, userSearchActions, userSearchReducer } from './userSearchSlice';
import { usersActions } from './usersSlice';

const error = { httpStatusCode: 500, errorCode: 'generalError', translate: true };
const found = () =>
  userSearchReducer(
    userSearchReducer(
      initialUserSearchState,
      userSearchActions.searchRequested({ search: { lastName: 'Us' } }),
    ),
    userSearchActions.searchFulfilled(pageOf([listEntry('a'), listEntry('b')], 120)),
  );

describe('user search slice (spec section 4, admin list states)', () => {
  it('action types are admin.<feature>/<action>', () => {
    for (const creator of [...Object.values(userSearchActions), ...Object.values(usersActions)])
      expect(actionTypeProblem('admin', creator.type)).toBeNull();
  });

  it('a search goes pending (fetching), then fulfilled (fetched, data set) or rejected (fetched, error set)', () => {
    let state = userSearchReducer(initialUserSearchState, userSearchActions.searchRequested({ search: {} }));
    expect(state.list).toMatchObject({ status: 'pending', error: null });
    const rejected = userSearchReducer(state, userSearchActions.searchRejected(error));
    expect(rejected.list).toMatchObject({ status: 'rejected', error });
    state = userSearchReducer(state, userSearchActions.searchFulfilled(pageOf([listEntry('a')])));
    expect(state.list).toMatchObject({ status: 'fulfilled', error: null });
    expect(state.list.data?.total).toBe(1);
  });

  it('a new search starts at the first page in the chosen size and order, on the list tab', () => {
    let state = userSearchReducer(found(), userSearchActions.pageRequested({ page: 2, pageSize: 100 }));
    state = userSearchReducer(state, userSearchActions.tabOpened({ sub: 'a', name: 'User a' }));
    state = userSearchReducer(state, userSearchActions.searchRequested({ search: { firstName: 'Ma' } }));
    expect(state.request).toEqual({ page: 0, pageSize: 100 });
    expect(state.activeTab).toBe(LIST_TAB);
  });

  it('a sort asks for the first page; no sort returns to the server order', () => {
    let state = userSearchReducer(
      found(),
      userSearchActions.pageRequested({ page: 0, sort: 'email', direction: 'desc' }),
    );
    expect(state.request).toEqual({ page: 0, pageSize: 50, sort: 'email', direction: 'desc' });
    state = userSearchReducer(state, userSearchActions.pageRequested({ page: 0, sort: undefined }));
    expect(state.request).toEqual({ page: 0, pageSize: 50 });
  });

  it('a page request before any search does nothing', () => {
    expect(userSearchReducer(initialUserSearchState, userSearchActions.pageRequested({ page: 1 }))).toBe(
      initialUserSearchState,
    );
  });

  it('opening a row adds a tab for that user if not yet open, and activates it; closing returns to the list', () => {
    let state = userSearchReducer(found(), userSearchActions.tabOpened({ sub: 'a', name: 'User a' }));
    state = userSearchReducer(state, userSearchActions.tabOpened({ sub: 'b', name: 'User b' }));
    state = userSearchReducer(state, userSearchActions.tabOpened({ sub: 'a', name: 'User a' }));
    expect(state.tabs.map((tab) => tab.sub)).toEqual(['a', 'b']);
    expect(state.activeTab).toBe('a');
    state = userSearchReducer(state, userSearchActions.tabClosed('a'));
    expect(state.tabs.map((tab) => tab.sub)).toEqual(['b']);
    expect(state.activeTab).toBe(LIST_TAB);
  });

  it('deleting a user removes it from the list and closes its tab', () => {
    let state = userSearchReducer(found(), userSearchActions.tabOpened({ sub: 'a', name: 'User a' }));
    state = userSearchReducer(state, userSearchActions.userRemoved({ sub: 'a', name: 'User a' }));
    expect(state.list.data?.items.map((item) => item.userInfo.sub)).toEqual(['b']);
    expect(state.list.data?.total).toBe(119);
    expect(state.tabs).toEqual([]);
    expect(state.activeTab).toBe(LIST_TAB);
    expect(state.deleted).toEqual({ sub: 'a', name: 'User a' });
  });

  it('a user with no roles cannot log in and is removed from the user list', () => {
    let state = userSearchReducer(
      found(),
      userSearchActions.userRolesChanged({ sub: 'a', roles: ['ROLE_ADMIN'] }),
    );
    expect(state.list.data?.items[0]?.roles).toEqual(['ROLE_ADMIN']);
    state = userSearchReducer(state, userSearchActions.userRolesChanged({ sub: 'a', roles: [] }));
    expect(state.list.data?.items.map((item) => item.userInfo.sub)).toEqual(['b']);
    expect(state.list.data?.total).toBe(119);
  });
});
