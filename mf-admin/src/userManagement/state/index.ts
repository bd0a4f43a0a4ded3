export * from './types';
export * from './userSearchSlice';
export * from './usersSlice';
export * from './selectors';
export * from './userManagementSaga';
