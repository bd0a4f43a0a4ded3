import { assemblePortalModule } from '@portal/shared';
import { lazy } from 'react';
import { adminMessages } from './i18n/messages';
import publication from './module.json';

const UserManagementPage = lazy(() =>
  import('./userManagement/UserManagementPage').then((m) => ({ default: m.UserManagementPage })),
);

/**
 * The staff remote (issue 21): user management, and later create user and contract search. Its routes'
 * access rules are in module.json: the `adminSection` capability's roles (instances/src/roles.ts).
 */
export default assemblePortalModule(publication, {
  pages: { 'admin/user-management': UserManagementPage },
  messages: adminMessages,
});
