import { createModuleStore, mockFetch } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import adminModule from '../../module';
import { makeAdminContract, pageOf } from '../testing/fixtures';
import { contractSearchActions, selectContractSearch, type ContractSearchState } from './contractSearchSlice';

const FIRST = '/connector/v1/admin/contracts?page=0&pageSize=50';
const search = { customerNumber: '100001', activeContracts: true };

const setup = () => {
  const { store, stopSaga } = createModuleStore<{ 'admin.contractSearch': ContractSearchState }>(adminModule);
  return { store, stopSaga, state: () => selectContractSearch(store.getState()) };
};

describe('contract search saga', () => {
  it('a search is pending, then fulfilled with the first page; the body is the search, no Target-User', async () => {
    const page = pageOf([makeAdminContract()], 1);
    const api = mockFetch({ [FIRST]: () => ({ body: page }) });
    const { store, state, stopSaga } = setup();
    store.dispatch(contractSearchActions.searchRequested({ search }));
    expect(state().list.status).toBe('pending');
    await waitFor(() => expect(state().list.status).toBe('fulfilled'));
    expect(state().list).toMatchObject({ data: page, error: null });
    const [call] = api.callsTo(FIRST);
    expect(call).toMatchObject({ method: 'POST', body: search });
    expect(call?.headers['Target-User']).toBeUndefined();
    stopSaga();
  });

  it('another page, size or order asks the server for it with the same search', async () => {
    const sorted = '/connector/v1/admin/contracts?page=0&pageSize=100&sort=validFrom&direction=desc';
    const second = '/connector/v1/admin/contracts?page=1&pageSize=100&sort=validFrom&direction=desc';
    const api = mockFetch({
      [FIRST]: () => ({ body: pageOf([makeAdminContract()], 240) }),
      [sorted]: () => ({ body: pageOf([makeAdminContract()], 240, 0, 100) }),
      [second]: () => ({ body: pageOf([makeAdminContract()], 240, 1, 100) }),
    });
    const { store, state, stopSaga } = setup();
    store.dispatch(contractSearchActions.searchRequested({ search }));
    await waitFor(() => expect(state().list.status).toBe('fulfilled'));
    store.dispatch(
      contractSearchActions.pageRequested({ page: 0, pageSize: 100, sort: 'validFrom', direction: 'desc' }),
    );
    await waitFor(() => expect(api.callsTo(sorted)).toHaveLength(1));
    store.dispatch(contractSearchActions.pageRequested({ page: 1 }));
    await waitFor(() => expect(state().list.data?.page).toBe(1));
    expect(api.callsTo(second)[0]?.body).toEqual(search);
    stopSaga();
  });

  it("validations_fail is rejected with the server's field list, keeping the earlier rows", async () => {
    const page = pageOf([makeAdminContract()], 1);
    let refuse = false;
    const fields = [{ field: '/address', rule: 'minLength' }];
    mockFetch({
      [FIRST]: () =>
        refuse ? { status: 400, body: { error: 'validations_fail', details: { fields } } } : { body: page },
    });
    const { store, state, stopSaga } = setup();
    store.dispatch(contractSearchActions.searchRequested({ search }));
    await waitFor(() => expect(state().list.status).toBe('fulfilled'));
    refuse = true;
    store.dispatch(
      contractSearchActions.searchRequested({ search: { address: 'ab', activeContracts: true } }),
    );
    await waitFor(() => expect(state().list.error?.errorCode).toBe('validations_fail'));
    expect(state().list.error?.details).toEqual({ fields });
    expect(state().list.data).toEqual(page);
    stopSaga();
  });

  it('another error is rejected with its code; 401 is access denied', async () => {
    let status = 401;
    mockFetch({ [FIRST]: () => ({ status, body: { error: 'invalid_token' } }) });
    const { store, state, stopSaga } = setup();
    store.dispatch(contractSearchActions.searchRequested({ search }));
    await waitFor(() => expect(state().list.error?.errorCode).toBe('accessDeniedError'));
    status = 500;
    store.dispatch(contractSearchActions.searchRequested({ search }));
    await waitFor(() => expect(state().list.error?.errorCode).toBe('invalid_token'));
    expect(state().list.error?.httpStatusCode).toBe(500);
    stopSaga();
  });
});
