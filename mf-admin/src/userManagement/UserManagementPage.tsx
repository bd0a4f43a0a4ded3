import {
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Button,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Tab, TabList } from '@portal/shared/tabs';
import { DismissRegular } from '@fluentui/react-icons';
import {
  ErrorAlert,
  isFirstLoad,
  PageFrame,
  targetUser,
  usePortal,
  type ModulePageProps,
  type PageRequest,
  type UserListEntry,
  type UserSearch,
  type UserSortField,
} from '@portal/shared';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { UserListTable } from './list/UserListTable';
import { UserSearchForm } from './search/UserSearchForm';
import { selectUserSearch } from './state/selectors';
import { LIST_TAB } from './state/types';
import { usersActions } from './state/usersSlice';
import { userSearchActions } from './state/userSearchSlice';
import { UserTab } from './user/UserTab';

// the reason step and the report dialog come when a staff member first opens a user's reports
const ReportAccess = lazy(() => import('../reports/ReportAccess').then((m) => ({ default: m.ReportAccess })));

const useStyles = makeStyles({
  page: { minWidth: 0 },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalM,
  },
});

/**
 * admin/user-management (spec admin-and-calls section 2, "User management"): the search form above a
 * tab set whose first tab lists the users found (its title shows the count); opening a row adds a
 * closable tab for that user, or activates it; closing returns to the list.
 */
export function UserManagementPage(_props: ModulePageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { user, logout } = usePortal();
  const { list, request, tabs, activeTab, deleted, search } = useSelector(selectUserSearch);
  const [reportsOf, setReportsOf] = useState<{ sub: string; name: string } | null>(null);
  const idBase = useId();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.userManagement.${id}` }, values);

  // staff who delete their own account are logged out (spec section 4, "account delete")
  useEffect(() => {
    if (deleted && deleted.sub === user?.sub) logout();
  }, [deleted, user?.sub, logout]);

  const onSearch = useCallback(
    (next: UserSearch) => dispatch(userSearchActions.searchRequested({ search: next })),
    [dispatch],
  );
  const onRequest = useCallback(
    (next: Partial<PageRequest<UserSortField>>) => dispatch(userSearchActions.pageRequested(next)),
    [dispatch],
  );
  const onOpen = useCallback(
    (entry: UserListEntry) => {
      if (entry.censored) return;
      dispatch(userSearchActions.tabOpened({ sub: entry.userInfo.sub, name: entry.userInfo.name }));
    },
    [dispatch],
  );
  const onOpenReports = useCallback(
    (entry: UserListEntry) => setReportsOf({ sub: entry.userInfo.sub, name: entry.userInfo.name }),
    [],
  );
  const closeTab = (sub: string) => {
    // the closed tab (or its Close button) had the focus: it goes to the list tab, not to the page's body
    document.getElementById(`${idBase}-tab-list`)?.focus();
    dispatch(userSearchActions.tabClosed(sub));
    dispatch(usersActions.userForgotten({ subject: targetUser(sub) }));
  };

  const page = list.data;
  const listTitle = page ? t('listTab.count', { count: page.total }) : t('listTab.title');
  const open = tabs.find((tab) => tab.sub === activeTab);

  return (
    <PageFrame title={t('title')} className={styles.page}>
      <Text>{t('intro')}</Text>
      <UserSearchForm busy={list.status === 'pending'} onSearch={onSearch} />
      {deleted ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('deleted', { name: deleted.name })}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={intl.formatMessage({ id: 'common.dismiss' })}
                onClick={() => dispatch(userSearchActions.deletedNoticeDismissed())}
              />
            }
          />
        </MessageBar>
      ) : null}
      <TabList
        selectedValue={open ? open.sub : LIST_TAB}
        onTabSelect={(_, data) => dispatch(userSearchActions.tabSelected(String(data.value)))}
        aria-label={t('tabs')}
      >
        <Tab value={LIST_TAB} id={`${idBase}-tab-list`} aria-controls={`${idBase}-panel`}>
          {listTitle}
        </Tab>
        {tabs.map((tab) => (
          <Tab
            key={tab.sub}
            value={tab.sub}
            id={`${idBase}-tab-${tab.sub}`}
            aria-controls={`${idBase}-panel`}
            onKeyDown={(event) => {
              if (event.key === 'Delete') closeTab(tab.sub);
            }}
          >
            {tab.name}
          </Tab>
        ))}
      </TabList>
      <div
        className={styles.panel}
        role="tabpanel"
        id={`${idBase}-panel`}
        aria-labelledby={`${idBase}-tab-${open ? open.sub : 'list'}`}
      >
        {open ? (
          <UserTab
            key={open.sub}
            sub={open.sub}
            name={open.name}
            onClose={() => closeTab(open.sub)}
            onOpenReports={setReportsOf}
          />
        ) : (
          <>
            {!search && list.status !== 'pending' ? <Text>{t('searchFirst')}</Text> : null}
            {isFirstLoad(list) ? <Spinner label={t('loading')} /> : null}
            <ErrorAlert error={list.error} title={t('searchFailed')} />
            {list.status === 'fulfilled' && list.data.total === 0 ? (
              <MessageBar intent="info" role="status">
                <MessageBarBody>{t('none')}</MessageBarBody>
              </MessageBar>
            ) : null}
            {page && page.items.length > 0 ? (
              <UserListTable
                page={page}
                request={request}
                loading={list.status === 'pending'}
                onRequest={onRequest}
                onOpen={onOpen}
                onOpenReports={onOpenReports}
              />
            ) : null}
          </>
        )}
      </div>
      {reportsOf ? (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <ReportAccess user={reportsOf} onClose={() => setReportsOf(null)} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
