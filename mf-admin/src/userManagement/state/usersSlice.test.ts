import { subjectKey, targetUser } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { adminUserInfo } from './fixtures';
import { selectUserEntry } from './selectors';
import { initialUsersState, usersActions, usersReducer, USERS_SLICE_KEY } from './usersSlice';

const alice = targetUser('alice');
const bob = targetUser('bob');
const error = { httpStatusCode: 403, errorCode: 'forbidden', translate: true };

describe('users slice: one entry per subject', () => {
  it("two users' data never mix", () => {
    let state = usersReducer(
      initialUsersState,
      usersActions.infoFulfilled({ subject: alice, info: adminUserInfo('alice') }),
    );
    state = usersReducer(state, usersActions.infoRequested({ subject: bob }));
    expect(state.byUser[subjectKey(alice)]?.info.data?.sub).toBe('alice');
    expect(state.byUser[subjectKey(bob)]?.info).toMatchObject({ data: null, status: 'pending' });
  });

  it('a role change sets the roles of the loaded user; a failure keeps them', () => {
    let state = usersReducer(
      initialUsersState,
      usersActions.infoFulfilled({ subject: alice, info: adminUserInfo('alice') }),
    );
    state = usersReducer(
      state,
      usersActions.roleChangeRequested({ subject: alice, change: { newRoleName: 'ROLE_ADMIN' } }),
    );
    expect(state.byUser[subjectKey(alice)]?.roles.status).toBe('pending');
    const failed = usersReducer(state, usersActions.rolesRejected({ subject: alice, error }));
    expect(failed.byUser[subjectKey(alice)]?.roles).toMatchObject({ status: 'rejected', error });
    expect(failed.byUser[subjectKey(alice)]?.info.data?.roles).toEqual(['ROLE_USER']);
    state = usersReducer(
      state,
      usersActions.rolesFulfilled({ subject: alice, roles: ['ROLE_USER', 'ROLE_ADMIN'] }),
    );
    expect(state.byUser[subjectKey(alice)]?.info.data?.roles).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
  });

  it('a revealed SSN is dropped when hidden and when the tab closes', () => {
    let state = usersReducer(
      initialUsersState,
      usersActions.ssnFulfilled({ subject: alice, ssn: '131052-308T' }),
    );
    expect(state.byUser[subjectKey(alice)]?.ssn.data).toBe('131052-308T');
    expect(
      usersReducer(state, usersActions.ssnHidden({ subject: alice })).byUser[subjectKey(alice)]?.ssn.data,
    ).toBeNull();
    state = usersReducer(state, usersActions.userForgotten({ subject: alice }));
    expect(state.byUser).toEqual({});
  });

  it('a deleted user leaves nothing behind', () => {
    let state = usersReducer(
      initialUsersState,
      usersActions.infoFulfilled({ subject: alice, info: adminUserInfo('alice') }),
    );
    state = usersReducer(state, usersActions.deleteFulfilled({ subject: alice }));
    expect(state.byUser).toEqual({});
  });

  it('the selector falls back to an empty entry, the same object each time', () => {
    const root = { [USERS_SLICE_KEY]: initialUsersState };
    expect(selectUserEntry(root, alice)).toBe(selectUserEntry({}, bob));
    expect(selectUserEntry(root, alice).info.data).toBeNull();
  });
});
