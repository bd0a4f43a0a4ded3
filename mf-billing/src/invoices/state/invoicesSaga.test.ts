import { ApiError, SELF, targetUser } from '@portal/shared';
import { createModuleStore } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api';
import billingModule from '../../module';
import { makeInvoice, makePlace } from '../../testing/fixtures';
import { invoicesActions, selectInvoicesState, type InvoicesState } from './invoicesSlice';

vi.mock('../../api', () => ({
  fetchUsagePlaces: vi.fn(),
  fetchInvoices: vi.fn(),
  fetchInvoiceForecast: vi.fn(),
}));

const query = { startMonth: '2026-09', endMonth: '2026-11', locationCode: '2001', customerNumber: '1001' };
const forecast = {
  locationCode: '2001',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  amount: 50,
  lines: [],
  coverage: 0.9,
};

const setup = () => {
  const { store, stopSaga } = createModuleStore<{ 'billing.invoices': InvoicesState }>(billingModule);
  return { store, stopSaga, state: () => selectInvoicesState(store.getState()) };
};

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(api.fetchInvoices).mockResolvedValue({ invoices: [makeInvoice()] });
  vi.mocked(api.fetchInvoiceForecast).mockResolvedValue({ forecast });
});

describe('invoices saga', () => {
  it('a search is pending, then fulfilled with the invoices, the query answered and the forecast', async () => {
    const { store, state, stopSaga } = setup();
    store.dispatch(invoicesActions.searchRequested({ subject: SELF, query }));
    expect(state().list.status).toBe('pending');
    await waitFor(() => expect(state().forecast).toEqual(forecast));
    expect(state().list).toMatchObject({ status: 'fulfilled', data: { query } });
    expect(state().list.data?.invoices).toHaveLength(1);
    expect(api.fetchInvoiceForecast).toHaveBeenCalledWith(SELF, '2001');
    stopSaga();
  });

  it('a failed search is rejected with the error, keeping the earlier rows', async () => {
    const { store, state, stopSaga } = setup();
    store.dispatch(invoicesActions.searchRequested({ subject: SELF, query }));
    await waitFor(() => expect(state().list.status).toBe('fulfilled'));
    vi.mocked(api.fetchInvoices).mockRejectedValue(
      new ApiError({ httpStatusCode: 403, errorCode: 'accessDeniedError' }),
    );
    store.dispatch(invoicesActions.searchRequested({ subject: SELF, query }));
    await waitFor(() => expect(state().list.status).toBe('rejected'));
    expect(state().list.error?.errorCode).toBe('accessDeniedError');
    expect(state().list.data?.invoices).toHaveLength(1);
    stopSaga();
  });

  it('a customer search asks no forecast; a failed forecast is simply none', async () => {
    const { store, state, stopSaga } = setup();
    store.dispatch(
      invoicesActions.searchRequested({ subject: SELF, query: { ...query, locationCode: undefined } }),
    );
    await waitFor(() => expect(state().list.status).toBe('fulfilled'));
    expect(api.fetchInvoiceForecast).not.toHaveBeenCalled();
    vi.mocked(api.fetchInvoiceForecast).mockRejectedValue(new Error('offline'));
    store.dispatch(invoicesActions.searchRequested({ subject: SELF, query }));
    await waitFor(() => expect(api.fetchInvoiceForecast).toHaveBeenCalled());
    await waitFor(() => expect(state().list.status).toBe('fulfilled'));
    expect(state().forecast).toBeNull();
    stopSaga();
  });

  it('another subject starts from nothing: a target user never sees the previous rows', async () => {
    vi.mocked(api.fetchUsagePlaces).mockResolvedValue({
      usagePlaces: [makePlace({ locationCode: '1', customerNumber: '2' })],
      filteredUsagePlacesByEnergyType: [],
    });
    const { store, state, stopSaga } = setup();
    store.dispatch(invoicesActions.searchRequested({ subject: SELF, query }));
    await waitFor(() => expect(state().list.status).toBe('fulfilled'));
    store.dispatch(invoicesActions.placesRequested({ subject: targetUser('sub-9') }));
    expect(state().list.data).toBeNull();
    expect(state().subject).toEqual(targetUser('sub-9'));
    await waitFor(() => expect(state().places.status).toBe('fulfilled'));
    expect(api.fetchUsagePlaces).toHaveBeenCalledWith(targetUser('sub-9'));
    stopSaga();
  });
});
