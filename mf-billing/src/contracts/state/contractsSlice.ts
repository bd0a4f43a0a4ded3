import { createCallSlice, type Contract } from '@portal/shared';

export const CONTRACTS_SLICE_KEY = 'billing.contracts';

/** The contracts of one subject: fetchRequested({ subject }), fetchFulfilled(contracts), fetchRejected(error). */
const contracts = createCallSlice<Contract[], typeof CONTRACTS_SLICE_KEY>(CONTRACTS_SLICE_KEY);

export type ContractsState = typeof contracts.initialState;
export const initialContractsState = contracts.initialState;
export const contractsSlice = contracts.slice;
export const contractsActions = contracts.actions;
export const contractsReducer = contracts.reducer;
export const selectContractsState = contracts.selectState;
