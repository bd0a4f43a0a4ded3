import type { UserInfo } from '@portal/shared';

export const customerUser = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  sub: 'u-1',
  username: 'customer',
  firstName: 'Maija',
  lastName: 'Meikäläinen',
  email: 'maija@example.fi',
  phoneNumber: null,
  roles: ['ROLE_USER'],
  scopes: ['contracts'],
  instance: 'demo1',
  provider: 'local',
  allowLocalLogin: true,
  filledWithDummyData: false,
  trustedAccount: null,
  hasHeatUsagePlaces: false,
  ...overrides,
});
