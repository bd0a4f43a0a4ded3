import { ApiError, STAFF, targetUser, type UsagePlace } from '@portal/shared';
import * as shared from '@portal/shared';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { runSaga, type Saga } from 'redux-saga';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api';
import { adminUserInfo, listEntry, pageOf } from './fixtures';
import {
  deleteWorker,
  locationsWorker,
  removeLocationsWorker,
  roleChangeWorker,
  roleRemoveWorker,
  searchWorker,
  ssnWorker,
  updateWorker,
  userInfoWorker,
} from './userManagementSaga';
import { usersActions } from './usersSlice';
import { initialUserSearchState, userSearchActions, USER_SEARCH_SLICE_KEY } from './userSearchSlice';

vi.mock('../api', () => ({
  searchUsers: vi.fn(),
  fetchUserInfo: vi.fn(),
  changeRole: vi.fn(),
  removeRole: vi.fn(),
  deleteUser: vi.fn(),
  updateUser: vi.fn(),
  revealSsn: vi.fn(),
}));
vi.mock('@portal/shared', async (original) => ({
  ...(await original<typeof shared>()),
  fetchUserLocations: vi.fn(),
  removeLocations: vi.fn(),
}));

const subject = targetUser('alice');
const apiError = (status: number, code: string) => new ApiError({ httpStatusCode: status, errorCode: code });
const errorData = (status: number, code: string) => ({
  httpStatusCode: status,
  errorCode: code,
  translate: true,
});

/** runs a worker to its end against `state` and returns what it put */
async function run<A>(
  worker: (action: PayloadAction<A>) => Generator,
  action?: PayloadAction<A>,
  state: object = {},
): Promise<UnknownAction[]> {
  const dispatched: UnknownAction[] = [];
  await runSaga(
    { dispatch: (a: UnknownAction) => dispatched.push(a), getState: () => state },
    worker as Saga,
    action,
  ).toPromise();
  return dispatched;
}

const searching = {
  [USER_SEARCH_SLICE_KEY]: {
    ...initialUserSearchState,
    search: { lastName: 'Vir' },
    request: { page: 2, pageSize: 100 as const, sort: 'email' as const, direction: 'desc' as const },
  },
};

beforeEach(() => vi.resetAllMocks());

describe('searchWorker (POST /auth/list_instance_users as STAFF)', () => {
  it('asks for the stored search and page, and puts the page', async () => {
    const page = pageOf([listEntry('a')], 201);
    vi.mocked(api.searchUsers).mockResolvedValue(page);
    expect(await run(searchWorker, undefined, searching)).toEqual([userSearchActions.searchFulfilled(page)]);
    expect(api.searchUsers).toHaveBeenCalledWith(
      STAFF,
      { lastName: 'Vir' },
      { page: 2, pageSize: 100, sort: 'email', direction: 'desc' },
    );
  });

  it.each([
    [401, 'accessDeniedError'],
    [403, 'deficient_rights'],
  ])('HTTP %i %s is access denied (errors.accessDeniedError)', async (status, code) => {
    vi.mocked(api.searchUsers).mockRejectedValue(apiError(status, code));
    expect(await run(searchWorker, undefined, searching)).toEqual([
      userSearchActions.searchRejected(errorData(status, 'accessDeniedError')),
    ]);
  });

  it.each([
    [400, 'validations_fail'],
    [500, 'generalError'],
    [503, 'serviceUnavailable'],
  ])('HTTP %i %s is rejected with its own code', async (status, code) => {
    vi.mocked(api.searchUsers).mockRejectedValue(apiError(status, code));
    expect(await run(searchWorker, undefined, searching)).toEqual([
      userSearchActions.searchRejected(errorData(status, code)),
    ]);
  });

  it('without a search nothing is asked', async () => {
    expect(await run(searchWorker, undefined, {})).toEqual([]);
    expect(api.searchUsers).not.toHaveBeenCalled();
  });
});

describe('userInfoWorker (GET /auth/admin/userinfo for the target user)', () => {
  it('puts the info, or the error (a censored user: 403)', async () => {
    const info = adminUserInfo('alice');
    vi.mocked(api.fetchUserInfo).mockResolvedValue(info);
    expect(await run(userInfoWorker, usersActions.infoRequested({ subject }))).toEqual([
      usersActions.infoFulfilled({ subject, info }),
    ]);
    expect(api.fetchUserInfo).toHaveBeenCalledWith(subject);
    vi.mocked(api.fetchUserInfo).mockRejectedValue(apiError(403, 'forbidden'));
    expect(await run(userInfoWorker, usersActions.infoRequested({ subject }))).toEqual([
      usersActions.infoRejected({ subject, error: errorData(403, 'forbidden') }),
    ]);
  });
});

describe('role workers (spec section 4, role edit)', () => {
  it('an added or replaced role sets the roles of the user and of their row', async () => {
    vi.mocked(api.changeRole).mockResolvedValue({ roles: ['ROLE_ADMIN'] });
    const change = { newRoleName: 'ROLE_ADMIN' as const, originalRoleName: 'ROLE_SERVANT' as const };
    expect(await run(roleChangeWorker, usersActions.roleChangeRequested({ subject, change }))).toEqual([
      usersActions.rolesFulfilled({ subject, roles: ['ROLE_ADMIN'] }),
      userSearchActions.userRolesChanged({ sub: 'alice', roles: ['ROLE_ADMIN'] }),
    ]);
    expect(api.changeRole).toHaveBeenCalledWith(subject, change);
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [400, 'validations_fail'],
  ])('a role change answered %i %s is rejected with that status and code', async (status, code) => {
    vi.mocked(api.changeRole).mockRejectedValue(apiError(status, code));
    expect(
      await run(
        roleChangeWorker,
        usersActions.roleChangeRequested({ subject, change: { newRoleName: 'ROLE_USER' } }),
      ),
    ).toEqual([usersActions.rolesRejected({ subject, error: errorData(status, code) })]);
  });

  it('a removed role: the answer gives the roles; an empty answer reads the user again', async () => {
    vi.mocked(api.removeRole).mockResolvedValue({ roles: [] });
    expect(
      await run(roleRemoveWorker, usersActions.roleRemoveRequested({ subject, role: 'ROLE_USER' })),
    ).toEqual([
      usersActions.rolesFulfilled({ subject, roles: [] }),
      userSearchActions.userRolesChanged({ sub: 'alice', roles: [] }),
    ]);
    const info = adminUserInfo('alice', { roles: ['ROLE_SERVANT'] });
    vi.mocked(api.removeRole).mockResolvedValue(undefined);
    vi.mocked(api.fetchUserInfo).mockResolvedValue(info);
    expect(
      await run(roleRemoveWorker, usersActions.roleRemoveRequested({ subject, role: 'ROLE_USER' })),
    ).toEqual([
      usersActions.infoFulfilled({ subject, info }),
      usersActions.rolesFulfilled({ subject, roles: ['ROLE_SERVANT'] }),
      userSearchActions.userRolesChanged({ sub: 'alice', roles: ['ROLE_SERVANT'] }),
    ]);
  });

  it('a refused removal is rejected', async () => {
    vi.mocked(api.removeRole).mockRejectedValue(apiError(403, 'forbidden'));
    expect(
      await run(roleRemoveWorker, usersActions.roleRemoveRequested({ subject, role: 'ROLE_SUPERUSER' })),
    ).toEqual([usersActions.rolesRejected({ subject, error: errorData(403, 'forbidden') })]);
  });
});

describe('updateWorker (PUT /auth/admin/update_user)', () => {
  it('the saved user replaces the loaded one and their row', async () => {
    const info = adminUserInfo('alice', { name: 'Alice Virta' });
    vi.mocked(api.updateUser).mockResolvedValue(info);
    expect(
      await run(updateWorker, usersActions.updateRequested({ subject, update: { lastName: 'Virta' } })),
    ).toEqual([usersActions.updateFulfilled({ subject, info }), userSearchActions.userDetailsChanged(info)]);
  });

  it.each([
    [400, 'validations_fail'],
    [409, 'username_already_exist'],
    [500, 'generalError'],
  ])('%i %s is rejected with its details', async (status, code) => {
    vi.mocked(api.updateUser).mockRejectedValue(apiError(status, code));
    expect(await run(updateWorker, usersActions.updateRequested({ subject, update: {} }))).toEqual([
      usersActions.updateRejected({ subject, error: errorData(status, code) }),
    ]);
  });
});

describe('deleteWorker (POST /auth/admin/delete_user)', () => {
  it('on success the user is forgotten, leaves the list and the page says so', async () => {
    vi.mocked(api.deleteUser).mockResolvedValue(undefined);
    expect(await run(deleteWorker, usersActions.deleteRequested({ subject, name: 'Alice' }))).toEqual([
      usersActions.deleteFulfilled({ subject }),
      userSearchActions.userRemoved({ sub: 'alice', name: 'Alice' }),
    ]);
  });

  it.each([
    [500, 'generalError'],
    [503, 'serviceUnavailable'],
    [403, 'forbidden'],
  ])('a failure (%i %s) is rejected and the user stays', async (status, code) => {
    vi.mocked(api.deleteUser).mockRejectedValue(apiError(status, code));
    expect(await run(deleteWorker, usersActions.deleteRequested({ subject, name: 'Alice' }))).toEqual([
      usersActions.deleteRejected({ subject, error: errorData(status, code) }),
    ]);
  });
});

describe('ssnWorker (GET /auth/admin/ssn)', () => {
  it('reveals the number of the encrypted SSN, or is rejected (403 for a non-viewer)', async () => {
    vi.mocked(api.revealSsn).mockResolvedValue({ ssn: '131052-308T' });
    expect(await run(ssnWorker, usersActions.ssnRequested({ subject, encryptedSsn: 'c2VjcmV0' }))).toEqual([
      usersActions.ssnFulfilled({ subject, ssn: '131052-308T' }),
    ]);
    expect(api.revealSsn).toHaveBeenCalledWith(subject, 'c2VjcmV0');
    vi.mocked(api.revealSsn).mockRejectedValue(apiError(403, 'forbidden'));
    expect(await run(ssnWorker, usersActions.ssnRequested({ subject, encryptedSsn: 'c2VjcmV0' }))).toEqual([
      usersActions.ssnRejected({ subject, error: errorData(403, 'forbidden') }),
    ]);
  });
});

describe('location workers (the admin variants for the target user)', () => {
  const place = { locationCode: '2000001' } as UsagePlace;

  it("loads the user's places with the target subject", async () => {
    vi.mocked(shared.fetchUserLocations).mockResolvedValue([place]);
    expect(await run(locationsWorker, usersActions.locationsRequested({ subject }))).toEqual([
      usersActions.locationsFulfilled({ subject, places: [place] }),
    ]);
    expect(shared.fetchUserLocations).toHaveBeenCalledWith(subject);
  });

  it('a removal reloads the places; a refusal (403 not_mapped_by_user) is rejected', async () => {
    const items = [{ customerNumber: '100001', locationCode: '2000001' }];
    vi.mocked(shared.removeLocations).mockResolvedValue(undefined);
    expect(
      await run(removeLocationsWorker, usersActions.locationsRemoveRequested({ subject, items })),
    ).toEqual([
      usersActions.locationsRemoveFulfilled({ subject }),
      usersActions.locationsRequested({ subject }),
    ]);
    expect(shared.removeLocations).toHaveBeenCalledWith(items, subject);
    vi.mocked(shared.removeLocations).mockRejectedValue(apiError(403, 'not_mapped_by_user'));
    expect(
      await run(removeLocationsWorker, usersActions.locationsRemoveRequested({ subject, items })),
    ).toEqual([
      usersActions.locationsRemoveRejected({ subject, error: errorData(403, 'not_mapped_by_user') }),
    ]);
  });
});
