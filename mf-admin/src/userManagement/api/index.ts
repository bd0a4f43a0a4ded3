export * from './searchUsers';
export * from './fetchUserInfo';
export * from './changeRole';
export * from './removeRole';
export * from './deleteUser';
export * from './updateUser';
export * from './revealSsn';
