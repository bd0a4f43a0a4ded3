import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  fulfilledCall,
  idleCall,
  pendingCall,
  rejectedCall,
  sliceSelector,
  type ApiErrorData,
  type CallState,
  type NewUserAnswer,
  type NewUserRequest,
} from '@portal/shared';

export const CREATE_USER_SLICE_KEY = 'admin.createUser';

export interface CreateUserState {
  /** the last invitation sent from the page: the created user, or why it failed */
  call: CallState<NewUserAnswer>;
}

export const initialCreateUserState: CreateUserState = { call: idleCall() };

const createUserSlice = createSlice({
  name: CREATE_USER_SLICE_KEY,
  initialState: initialCreateUserState,
  reducers: {
    submitted(state, _action: PayloadAction<{ request: NewUserRequest }>) {
      state.call = pendingCall<NewUserAnswer>({ data: null });
    },
    fulfilled(state, action: PayloadAction<NewUserAnswer>) {
      state.call = fulfilledCall(action.payload);
    },
    rejected(state, action: PayloadAction<ApiErrorData>) {
      state.call = rejectedCall(state.call, action.payload);
    },
    /** the page opens (or the staff member starts another user) without the last outcome */
    reset(state) {
      state.call = idleCall<NewUserAnswer>();
    },
  },
});

export const createUserActions = createUserSlice.actions;
export const createUserReducer = createUserSlice.reducer;

/** Falls back to the initial state so the page can render before the reducer is injected. */
export const selectCreateUser = sliceSelector(CREATE_USER_SLICE_KEY, initialCreateUserState);
