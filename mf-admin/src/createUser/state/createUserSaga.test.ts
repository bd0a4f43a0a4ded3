import type { NewUserRequest } from '@portal/shared';
import { createModuleStore, mockFetch } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import adminModule from '../../module';
import { createUserActions, selectCreateUser, type CreateUserState } from './createUserSlice';

const PATH = '/auth/admin/register_new_user';
const request: NewUserRequest = {
  firstName: 'Maija',
  lastName: 'Meikäläinen',
  email: 'maija@example.com',
  language: 'fi-FI',
  requiredSSN: true,
};

const setup = () => {
  const { store, stopSaga } = createModuleStore<{ 'admin.createUser': CreateUserState }>(adminModule);
  return { store, stopSaga, state: () => selectCreateUser(store.getState()).call };
};

describe('create user saga', () => {
  it('sends the new user as a staff call and is fulfilled with the created user', async () => {
    const api = mockFetch({
      [PATH]: () => ({ status: 201, body: { sub: 'new-sub', email: request.email } }),
    });
    const { store, state, stopSaga } = setup();
    store.dispatch(createUserActions.submitted({ request }));
    expect(state().status).toBe('pending');
    await waitFor(() => expect(state().status).toBe('fulfilled'));
    expect(state()).toMatchObject({
      status: 'fulfilled',
      data: { sub: 'new-sub', email: request.email },
      error: null,
    });
    const [call] = api.callsTo(PATH);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual(request);
    expect(call?.headers['Target-User']).toBeUndefined();
    stopSaga();
  });

  it("validations_fail is rejected with the server's field list", async () => {
    const fields = [{ field: '/email', rule: 'email' }];
    mockFetch({
      [PATH]: () => ({ status: 400, body: { error: 'validations_fail', details: { fields } } }),
    });
    const { store, state, stopSaga } = setup();
    store.dispatch(createUserActions.submitted({ request }));
    await waitFor(() => expect(state().status).toBe('rejected'));
    expect(state().data).toBeNull();
    expect(state().error).toMatchObject({
      httpStatusCode: 400,
      errorCode: 'validations_fail',
      details: { fields },
    });
    stopSaga();
  });

  it('another error (a taken address, a failure) is rejected with its code', async () => {
    mockFetch({ [PATH]: () => ({ status: 400, body: { error: 'username_already_exist' } }) });
    const { store, state, stopSaga } = setup();
    store.dispatch(createUserActions.submitted({ request }));
    await waitFor(() => expect(state().error?.errorCode).toBe('username_already_exist'));
    mockFetch({ [PATH]: () => ({ status: 502 }) });
    store.dispatch(createUserActions.submitted({ request }));
    await waitFor(() => expect(state().error?.errorCode).toBe('generalError'));
    stopSaga();
  });

  it('a second press while the invitation is sent creates no second user', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const api = mockFetch({ [PATH]: () => new Promise((resolve) => (answer = resolve)) });
    const { store, state, stopSaga } = setup();
    store.dispatch(createUserActions.submitted({ request }));
    store.dispatch(createUserActions.submitted({ request }));
    answer({ status: 201, body: { sub: 'new-sub', email: request.email } });
    await waitFor(() => expect(state().status).toBe('fulfilled'));
    expect(api.callsTo(PATH)).toHaveLength(1);
    stopSaga();
  });
});
