import type { AdminUserInfo, PageOf, UserListEntry } from '@portal/shared';

export const listEntry = (sub: string, extra: Partial<UserListEntry> = {}): UserListEntry => ({
  userInfo: {
    sub,
    name: `User ${sub}`,
    username: `user.${sub}`,
    phoneNumber: null,
    email: `${sub}@example.fi`,
    filledWithDummyData: false,
  },
  roles: ['ROLE_USER'],
  censored: false,
  ...extra,
});

export const pageOf = (items: UserListEntry[], total = items.length): PageOf<UserListEntry> => ({
  items,
  total,
  page: 0,
  pageSize: 50,
});

export const adminUserInfo = (sub: string, extra: Partial<AdminUserInfo> = {}): AdminUserInfo => ({
  sub,
  name: `User ${sub}`,
  firstName: 'User',
  lastName: sub,
  username: `user.${sub}`,
  email: `${sub}@example.fi`,
  phoneNumber: null,
  provider: 'local',
  accountLockedOn: null,
  loginAttempts: 0,
  filledWithDummyData: false,
  encryptedSocialSecurityNumber: null,
  allowLocalLogin: true,
  roles: ['ROLE_USER'],
  ...extra,
});
