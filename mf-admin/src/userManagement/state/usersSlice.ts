import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fulfilledCall, idleCall, pendingCall, rejectedCall, subjectKey, type Subject } from '@portal/shared';
import type {
  ErrorPayload,
  InfoPayload,
  PlacesPayload,
  RemovePlacesPayload,
  RoleChangePayload,
  RoleRemovePayload,
  RolesPayload,
  SsnPayload,
  SsnRequestPayload,
  SubjectPayload,
  UpdatePayload,
  UserEntryState,
  UsersState,
} from './types';

export const USERS_SLICE_KEY = 'admin.users';

export const initialUsersState: UsersState = { byUser: {} };

export const emptyUserEntry = (): UserEntryState => ({
  info: idleCall(),
  roles: idleCall(),
  update: idleCall(),
  deletion: idleCall(),
  ssn: idleCall(),
  locations: idleCall(),
  locationRemoval: idleCall(),
});

/** the entry of one user: every action names its subject, so two users' data never mix */
const entry = (state: UsersState, subject: Subject): UserEntryState => {
  const key = subjectKey(subject);
  state.byUser[key] ??= emptyUserEntry();
  return state.byUser[key];
};

const usersSlice = createSlice({
  name: USERS_SLICE_KEY,
  initialState: initialUsersState,
  reducers: {
    infoRequested(state, action: PayloadAction<SubjectPayload>) {
      const user = entry(state, action.payload.subject);
      user.info = pendingCall(user.info);
    },
    infoFulfilled(state, action: PayloadAction<InfoPayload>) {
      entry(state, action.payload.subject).info = fulfilledCall(action.payload.info);
    },
    infoRejected(state, action: PayloadAction<ErrorPayload>) {
      const user = entry(state, action.payload.subject);
      user.info = rejectedCall(user.info, action.payload.error);
    },

    roleChangeRequested(state, action: PayloadAction<RoleChangePayload>) {
      const user = entry(state, action.payload.subject);
      user.roles = pendingCall(user.roles);
    },
    roleRemoveRequested(state, action: PayloadAction<RoleRemovePayload>) {
      const user = entry(state, action.payload.subject);
      user.roles = pendingCall(user.roles);
    },
    rolesFulfilled(state, action: PayloadAction<RolesPayload>) {
      const user = entry(state, action.payload.subject);
      user.roles = fulfilledCall(true);
      if (user.info.data) user.info.data.roles = action.payload.roles;
    },
    rolesRejected(state, action: PayloadAction<ErrorPayload>) {
      const user = entry(state, action.payload.subject);
      user.roles = rejectedCall(user.roles, action.payload.error);
    },
    rolesReset(state, action: PayloadAction<SubjectPayload>) {
      entry(state, action.payload.subject).roles = idleCall();
    },

    updateRequested(state, action: PayloadAction<UpdatePayload>) {
      const user = entry(state, action.payload.subject);
      user.update = pendingCall(user.update);
    },
    updateFulfilled(state, action: PayloadAction<InfoPayload>) {
      const user = entry(state, action.payload.subject);
      user.update = fulfilledCall(true);
      user.info = fulfilledCall(action.payload.info);
    },
    updateRejected(state, action: PayloadAction<ErrorPayload>) {
      const user = entry(state, action.payload.subject);
      user.update = rejectedCall(user.update, action.payload.error);
    },
    updateReset(state, action: PayloadAction<SubjectPayload>) {
      entry(state, action.payload.subject).update = idleCall();
    },

    deleteRequested(state, action: PayloadAction<SubjectPayload & { name: string }>) {
      const user = entry(state, action.payload.subject);
      user.deletion = pendingCall(user.deletion);
    },
    deleteFulfilled(state, action: PayloadAction<SubjectPayload>) {
      // the user is gone: nothing of theirs is kept
      delete state.byUser[subjectKey(action.payload.subject)];
    },
    deleteRejected(state, action: PayloadAction<ErrorPayload>) {
      const user = entry(state, action.payload.subject);
      user.deletion = rejectedCall(user.deletion, action.payload.error);
    },
    deleteReset(state, action: PayloadAction<SubjectPayload>) {
      entry(state, action.payload.subject).deletion = idleCall();
    },

    ssnRequested(state, action: PayloadAction<SsnRequestPayload>) {
      const user = entry(state, action.payload.subject);
      user.ssn = pendingCall(user.ssn);
    },
    ssnFulfilled(state, action: PayloadAction<SsnPayload>) {
      entry(state, action.payload.subject).ssn = fulfilledCall(action.payload.ssn);
    },
    ssnRejected(state, action: PayloadAction<ErrorPayload>) {
      const user = entry(state, action.payload.subject);
      user.ssn = rejectedCall(user.ssn, action.payload.error);
    },
    ssnHidden(state, action: PayloadAction<SubjectPayload>) {
      entry(state, action.payload.subject).ssn = idleCall();
    },

    locationsRequested(state, action: PayloadAction<SubjectPayload>) {
      const user = entry(state, action.payload.subject);
      user.locations = pendingCall(user.locations);
    },
    locationsFulfilled(state, action: PayloadAction<PlacesPayload>) {
      entry(state, action.payload.subject).locations = fulfilledCall(action.payload.places);
    },
    locationsRejected(state, action: PayloadAction<ErrorPayload>) {
      const user = entry(state, action.payload.subject);
      user.locations = rejectedCall(user.locations, action.payload.error);
    },
    locationsRemoveRequested(state, action: PayloadAction<RemovePlacesPayload>) {
      const user = entry(state, action.payload.subject);
      user.locationRemoval = pendingCall(user.locationRemoval);
    },
    locationsRemoveFulfilled(state, action: PayloadAction<SubjectPayload>) {
      entry(state, action.payload.subject).locationRemoval = fulfilledCall(true);
    },
    locationsRemoveRejected(state, action: PayloadAction<ErrorPayload>) {
      const user = entry(state, action.payload.subject);
      user.locationRemoval = rejectedCall(user.locationRemoval, action.payload.error);
    },
    locationsRemoveReset(state, action: PayloadAction<SubjectPayload>) {
      entry(state, action.payload.subject).locationRemoval = idleCall();
    },

    /** the user's tab closed: what was loaded for them (a revealed SSN included) is dropped */
    userForgotten(state, action: PayloadAction<SubjectPayload>) {
      delete state.byUser[subjectKey(action.payload.subject)];
    },
  },
});

export const usersActions = usersSlice.actions;
export const usersReducer = usersSlice.reducer;
