import { assemblePortalModule } from '@portal/shared';
import { lazy } from 'react';
import { all, fork } from 'redux-saga/effects';
import { contractSearchSaga } from './contractSearch/state/contractSearchSaga';
import {
  CONTRACT_SEARCH_SLICE_KEY,
  contractSearchActions,
  contractSearchReducer,
} from './contractSearch/state/contractSearchSlice';
import { createUserSaga } from './createUser/state/createUserSaga';
import {
  CREATE_USER_SLICE_KEY,
  createUserActions,
  createUserReducer,
} from './createUser/state/createUserSlice';
import { adminLanguageMessages, adminTitleMessages } from './i18n/moduleMessages';
import { locationManagementSaga } from './locationManagement/state/locationManagementSaga';
import {
  LOCATION_MANAGEMENT_SLICE_KEY,
  locationManagementActions,
  locationManagementReducer,
} from './locationManagement/state/locationManagementSlice';
import publication from './module.json';
import { userManagementSaga } from './userManagement/state/userManagementSaga';
import { USERS_SLICE_KEY, usersActions, usersReducer } from './userManagement/state/usersSlice';
import {
  USER_SEARCH_SLICE_KEY,
  userSearchActions,
  userSearchReducer,
} from './userManagement/state/userSearchSlice';

const UserManagementPage = lazy(() =>
  import('./userManagement/UserManagementPage').then((m) => ({ default: m.UserManagementPage })),
);
const CreateUserPage = lazy(() =>
  import('./createUser/CreateUserPage').then((m) => ({ default: m.CreateUserPage })),
);
const ContractSearchPage = lazy(() =>
  import('./contractSearch/ContractSearchPage').then((m) => ({ default: m.ContractSearchPage })),
);

const LocationManagementPage = lazy(() =>
  import('./locationManagement/LocationManagementPage').then((m) => ({ default: m.LocationManagementPage })),
);
const MeterReadingReviewsPage = lazy(() =>
  import('./meterReadingReviews/MeterReadingReviewsPage').then((m) => ({
    default: m.MeterReadingReviewsPage,
  })),
);

export function* adminSaga() {
  yield all([
    fork(userManagementSaga),
    fork(createUserSaga),
    fork(contractSearchSaga),
    fork(locationManagementSaga),
  ]);
}

/**
 * The staff remote (issue 21): user management, create user and contract search, and location
 * management (issue 16), and the meter reading review queue (issue 17). Its routes' access rules are in
 * module.json: the `adminSection` capability's roles, `locationManagement`'s for location management,
 * `manageUsers`' for the review queue (instances/src/roles.ts).
 */
export default assemblePortalModule(publication, {
  pages: {
    'admin/user-management': UserManagementPage,
    'admin/create-user': CreateUserPage,
    'admin/contract-search': ContractSearchPage,
    'admin/location-management': LocationManagementPage,
    'admin/meter-reading-reviews': MeterReadingReviewsPage,
  },
  // the slices, not only their reducers: the contract check reads their action types
  slices: {
    [USER_SEARCH_SLICE_KEY]: { reducer: userSearchReducer, actions: userSearchActions },
    [USERS_SLICE_KEY]: { reducer: usersReducer, actions: usersActions },
    [CREATE_USER_SLICE_KEY]: { reducer: createUserReducer, actions: createUserActions },
    [CONTRACT_SEARCH_SLICE_KEY]: { reducer: contractSearchReducer, actions: contractSearchActions },
    [LOCATION_MANAGEMENT_SLICE_KEY]: {
      reducer: locationManagementReducer,
      actions: locationManagementActions,
    },
  },
  saga: adminSaga,
  messages: adminTitleMessages,
  languageMessages: adminLanguageMessages,
});
