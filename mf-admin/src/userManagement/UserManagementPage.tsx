import { Text } from '@fluentui/react-components';
import { PageFrame, type ModulePageProps } from '@portal/shared';
import { useIntl } from 'react-intl';

/** admin/user-management (spec admin-and-calls section 2, "User management"). */
export function UserManagementPage(_props: ModulePageProps) {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage({ id: 'admin.userManagement.title' })}>
      <Text>{intl.formatMessage({ id: 'admin.userManagement.intro' })}</Text>
    </PageFrame>
  );
}
