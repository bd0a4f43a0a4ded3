import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { subjectKey, type ApiErrorData, type Contract, type Subject } from '@portal/shared';
import type { LoadStatus } from '../../invoices/state/invoicesSlice';

export const CONTRACTS_SLICE_KEY = 'billing.contracts';

export interface ContractsState {
  subject: string | null;
  status: LoadStatus;
  contracts: Contract[];
  error: ApiErrorData | null;
}

export const initialContractsState: ContractsState = {
  subject: null,
  status: 'idle',
  contracts: [],
  error: null,
};

export const contractsSlice = createSlice({
  name: CONTRACTS_SLICE_KEY,
  initialState: initialContractsState,
  reducers: {
    fetchRequested: (state, action: PayloadAction<{ subject: Subject }>) => {
      const key = subjectKey(action.payload.subject);
      const base = state.subject === key ? state : { ...initialContractsState, subject: key };
      return { ...base, status: 'pending', error: null };
    },
    fetchFulfilled: (state, action: PayloadAction<Contract[]>) => {
      state.status = 'fulfilled';
      state.contracts = action.payload;
    },
    fetchRejected: (state, action: PayloadAction<ApiErrorData>) => {
      state.status = 'rejected';
      state.error = action.payload;
    },
  },
});

export const contractsActions = contractsSlice.actions;
export const contractsReducer = contractsSlice.reducer;

type WithContracts = { [CONTRACTS_SLICE_KEY]?: ContractsState };
export const selectContractsState = (state: WithContracts): ContractsState =>
  state[CONTRACTS_SLICE_KEY] ?? initialContractsState;
