import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Subtitle1, Title1 } from '@fluentui/react-components';
import { Tab, TabList } from '@portal/shared/tabs';
import { usePortal, WithMessages, type UserInfo } from '@portal/shared';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { decideRouteAccess } from '../../routing/ModulePage';
import { SessionPending } from '../../routing/SessionPending';
import { Titled } from '../../routing/Titled';
import { useSession } from '../../routing/useSession';
import { usePageStyles } from '../pageStyles';
import { ActivityTab } from './activity/ActivityTab';
import { LocationsTab } from './locations/LocationsTab';
import { DeleteAccount } from './DeleteAccount';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { accountMessages } from './accountMessages';
import { allowsLocalLogin, isAccountTab, visibleAccountTabs, type AccountTab } from './accountTabs';
import { useAccountStyles } from './accountStyles';

// any logged-in user edits their own account (spec section 6)
const ACCOUNT_RULE = {};

/**
 * `account/{tab}`: logged-out users go to '/', an unknown tab is the 404 page, a tab this user does not
 * see (security without local login, locations without shared locations) opens the general tab.
 */
export function AccountRoute() {
  const session = useSession();
  const { instance, pathTo } = usePortal();
  const { tab } = useParams();
  if (!isAccountTab(tab)) {
    return (
      <Titled titleKey="shell.title.notFound">
        <NotFoundPage />
      </Titled>
    );
  }
  switch (decideRouteAccess(ACCOUNT_RULE, session)) {
    case 'pending':
      return <SessionPending />;
    case 'toRoot':
    case 'unauthorized':
      return <Navigate to={pathTo('')} replace />;
    case 'open': {
      const user = session.user!;
      const tabs = visibleAccountTabs(instance, user);
      if (!tabs.includes(tab)) return <Navigate to={pathTo('account/general')} replace />;
      return (
        <WithMessages messages={accountMessages}>
          <Titled titleKey="shell.account.title">
            <AccountPage tab={tab} tabs={tabs} user={user} />
          </Titled>
        </WithMessages>
      );
    }
  }
}

export function AccountPage({ tab, tabs, user }: { tab: AccountTab; tabs: AccountTab[]; user: UserInfo }) {
  const intl = useIntl();
  const pageStyles = usePageStyles();
  const styles = useAccountStyles();
  const navigate = useNavigate();
  const { instance, pathTo } = usePortal();
  const local = allowsLocalLogin(instance, user);
  const panelId = `account-panel-${tab}`;
  return (
    <section className={pageStyles.page} aria-labelledby="account-heading">
      <Title1 as="h1" id="account-heading">
        {intl.formatMessage({ id: 'shell.account.heading' })}
      </Title1>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, data) => navigate(pathTo(`account/${String(data.value)}`))}
        aria-label={intl.formatMessage({ id: 'shell.account.tabs' })}
      >
        {tabs.map((value) => (
          <Tab key={value} value={value} id={`account-tab-${value}`} aria-controls={`account-panel-${value}`}>
            {intl.formatMessage({ id: `shell.account.tab.${value}` })}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={panelId} aria-labelledby={`account-tab-${tab}`} className={styles.section}>
        {tab === 'general' && (
          <>
            <section className={styles.section} aria-labelledby="account-profile-heading">
              <Subtitle1 as="h2" id="account-profile-heading" className={styles.heading}>
                {intl.formatMessage({ id: 'shell.account.profile.heading' })}
              </Subtitle1>
              <ProfileForm user={user} local={local} />
            </section>
            <DeleteAccount />
          </>
        )}
        {tab === 'security' && (
          <section className={styles.section} aria-labelledby="account-password-heading">
            <Subtitle1 as="h2" id="account-password-heading" className={styles.heading}>
              {intl.formatMessage({ id: 'shell.account.password.heading' })}
            </Subtitle1>
            <PasswordForm username={user.username} />
          </section>
        )}
        {tab === 'locations' && <LocationsTab />}
        {tab === 'activity' && <ActivityTab />}
      </div>
    </section>
  );
}
