import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Tab, TabList } from '@portal/shared/tabs';
import { DismissRegular, PersonAddRegular } from '@fluentui/react-icons';
import { can } from '@portal/instances/roles';
import {
  ErrorAlert,
  isFirstLoad,
  PageFrame,
  STAFF,
  usePortal,
  type ModulePageProps,
  type PageRequest,
} from '@portal/shared';
import type {
  LocationSearch,
  LocationSearchRow,
  LocationSortField,
} from '@portal/shared/api/locationManagement';
import { helsinkiDay } from '@portal/shared/calendar';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSubmitAnswer } from '../common/useSubmitAnswer';
import { useDispatch, useSelector } from 'react-redux';
import { LocationDetailTab } from './detail/LocationDetailTab';
import { LocationCoordinatesList } from './list/LocationCoordinatesList';
import { LocationListTable } from './list/LocationListTable';
import { locationTabLabel } from './list/locationText';
import { LocationSearchForm } from './search/LocationSearchForm';
import { locationSearchSubmitErrors } from './search/locationSearchForm';
import {
  COORDINATES_TAB,
  locationKey,
  locationManagementActions as actions,
  RESULTS_TAB,
  selectLocationManagement,
} from './state/locationManagementSlice';

/** mf-map's location map, shown through ModuleView (docs/maps.md) */
const MAP_ENDPOINT = 'admin/location-map';

const AssignLocationsDialog = lazy(() =>
  import('./assign/AssignLocationsDialog').then((m) => ({ default: m.AssignLocationsDialog })),
);
const ReportAccess = lazy(() => import('../reports/ReportAccess').then((m) => ({ default: m.ReportAccess })));

const useStyles = makeStyles({
  page: { minWidth: 0 },
  tabsRow: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    minWidth: 0,
  },
  // a place's tab is named by its address and GSRN: the tabs wrap, and a long name wraps, on a phone
  tabList: { flexWrap: 'wrap', minWidth: 0, maxWidth: '100%' },
  tab: { maxWidth: '100%', '& .fui-Tab__content': { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalM,
    minWidth: 0,
  },
  tabHeader: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  tabHeading: { margin: 0 },
});

export interface LocationManagementPageProps extends ModulePageProps {
  /** the meter control dialog's polling interval (tests shorten it) */
  pollIntervalMs?: number;
}

/**
 * admin/location-management (spec admin-and-calls section 2, "Location management"; issue 16 §1-§3): the
 * search form above the results, the locations by coordinates, and a closable tab per opened location
 * with its detail cards and the meter control dialog.
 */
export function LocationManagementPage({ pollIntervalMs }: LocationManagementPageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { list, request, tabs, activeTab, search, selected, mapError } =
    useSelector(selectLocationManagement);
  const { ModuleView, servesEndpoint, user } = usePortal();
  // mapping places to users is managing users' locations: not for meter control staff (spec section 6)
  const canAssign = can(user?.roles, 'manageUsers');
  // the reports dialog is the staff view of the customer pages (adminSection): meter control staff have none
  const canOpenReports = can(user?.roles, 'adminSection');
  const [assigning, setAssigning] = useState(false);
  // the map remote draws the results when the instance enables it; otherwise the list by coordinates
  const withMap = servesEndpoint(MAP_ENDPOINT);
  const selectedKeys = useMemo(() => Object.keys(selected), [selected]);
  const mapInput = useMemo(
    () => ({
      search,
      selected: selectedKeys,
      onSelectionChange: (keys: string[]) => dispatch(actions.mapSelectionChanged(keys)),
      onOpenLocation: (locationNumber: string) => dispatch(actions.mapLocationOpened(locationNumber)),
    }),
    [search, selectedKeys, dispatch],
  );
  const loading = list.status === 'pending';
  const [reportsOf, setReportsOf] = useState<{ sub: string; name: string } | null>(null);
  const [today] = useState(() => helsinkiDay());
  const idBase = useId();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.locationManagement.${id}` }, values);

  // a search from the form waits for its answer, so the server's field errors show at the fields
  const submit = useSubmitAnswer(list, locationSearchSubmitErrors);
  const onSearch = useCallback(
    (next: LocationSearch) => submit(() => dispatch(actions.searchRequested({ search: next }))),
    [dispatch, submit],
  );
  const onRequest = useCallback(
    (next: Partial<PageRequest<LocationSortField>>) => dispatch(actions.pageRequested(next)),
    [dispatch],
  );
  const onOpen = useCallback((row: LocationSearchRow) => dispatch(actions.tabOpened(row)), [dispatch]);
  const onOpenReports = useCallback((row: LocationSearchRow) => {
    if (row.sub) setReportsOf({ sub: row.sub, name: row.customer });
  }, []);
  const onSelectionChange = useCallback(
    (shown: LocationSearchRow[], keys: string[]) => dispatch(actions.selectionChanged({ shown, keys })),
    [dispatch],
  );
  const closeTab = (key: string) => {
    // the closed tab (or its Close button) had the focus: it goes to the results tab, not to the page's body
    document.getElementById(`${idBase}-tab-${RESULTS_TAB}`)?.focus();
    dispatch(actions.tabClosed(key));
  };

  const page = list.data;
  const open = tabs.find((tab) => locationKey(tab) === activeTab);
  const selectedTab = open
    ? locationKey(open)
    : activeTab === COORDINATES_TAB
      ? COORDINATES_TAB
      : RESULTS_TAB;
  const tabId = (key: string) => `${idBase}-tab-${key}`;

  const status = (
    <>
      {!search && !loading ? <Text>{t('searchFirst')}</Text> : null}
      {isFirstLoad(list) ? <Spinner label={t('loading')} /> : null}
      <ErrorAlert error={list.error} title={t('searchFailed')} />
      {list.status === 'fulfilled' && list.data.total === 0 ? (
        <MessageBar intent="info" role="status">
          <MessageBarBody>{t('none')}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );

  return (
    <PageFrame title={t('title')} className={styles.page}>
      <Text>{t('intro')}</Text>
      <LocationSearchForm today={today} onSearch={onSearch} />
      <div className={styles.tabsRow}>
        <TabList
          selectedValue={selectedTab}
          onTabSelect={(_, data) => dispatch(actions.tabSelected(String(data.value)))}
          aria-label={t('tabs')}
          className={styles.tabList}
        >
          <Tab value={RESULTS_TAB} id={tabId(RESULTS_TAB)} aria-controls={`${idBase}-panel`}>
            {page ? t('resultsTab.count', { count: page.total }) : t('resultsTab.title')}
          </Tab>
          <Tab value={COORDINATES_TAB} id={tabId(COORDINATES_TAB)} aria-controls={`${idBase}-panel`}>
            {withMap ? t('mapTab') : t('coordinatesTab')}
          </Tab>
          {tabs.map((tab) => (
            <Tab
              key={locationKey(tab)}
              value={locationKey(tab)}
              id={tabId(locationKey(tab))}
              aria-controls={`${idBase}-panel`}
              className={styles.tab}
              onKeyDown={(event) => {
                if (event.key === 'Delete') closeTab(locationKey(tab));
              }}
            >
              {locationTabLabel(tab)}
            </Tab>
          ))}
        </TabList>
        {tabs.length > 0 ? (
          <Button
            appearance="subtle"
            icon={<DismissRegular />}
            onClick={() => dispatch(actions.tabsCleared())}
          >
            {t('clearTabs')}
          </Button>
        ) : null}
        {canAssign ? (
          <Button icon={<PersonAddRegular />} onClick={() => setAssigning(true)}>
            {selectedKeys.length > 0
              ? t('assign.openSelected', { count: selectedKeys.length })
              : t('assign.open')}
          </Button>
        ) : null}
      </div>
      <div
        className={styles.panel}
        role="tabpanel"
        id={`${idBase}-panel`}
        aria-labelledby={tabId(selectedTab)}
      >
        {open ? (
          <>
            <div className={styles.tabHeader}>
              <Text as="h2" size={500} weight="semibold" className={styles.tabHeading}>
                {locationTabLabel(open)}
              </Text>
              <Button icon={<DismissRegular />} onClick={() => closeTab(locationKey(open))}>
                {t('tab.close', { label: locationTabLabel(open) })}
              </Button>
            </div>
            <LocationDetailTab key={locationKey(open)} row={open} pollIntervalMs={pollIntervalMs} />
          </>
        ) : selectedTab === COORDINATES_TAB && withMap ? (
          <>
            {status}
            <ErrorAlert
              error={mapError}
              title={t('mapRowsFailed')}
              onDismiss={() => dispatch(actions.mapErrorDismissed())}
            />
            {search ? <ModuleView endpoint={MAP_ENDPOINT} subject={STAFF} input={mapInput} /> : null}
          </>
        ) : selectedTab === COORDINATES_TAB ? (
          <>
            {status}
            {page && page.items.length > 0 ? (
              <LocationCoordinatesList
                rows={page.items}
                total={page.total}
                selected={selected}
                onSelectionChange={onSelectionChange}
                onOpen={onOpen}
              />
            ) : null}
          </>
        ) : (
          <>
            {status}
            {page && page.items.length > 0 ? (
              <LocationListTable
                page={page}
                request={request}
                loading={loading}
                selected={selected}
                onSelectionChange={onSelectionChange}
                onRequest={onRequest}
                onOpen={onOpen}
                onOpenSelected={() => dispatch(actions.selectedOpened())}
                onOpenReports={canOpenReports ? onOpenReports : undefined}
              />
            ) : null}
          </>
        )}
      </div>
      {assigning ? (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <AssignLocationsDialog selected={Object.values(selected)} onClose={() => setAssigning(false)} />
        </Suspense>
      ) : null}
      {reportsOf ? (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <ReportAccess user={reportsOf} onClose={() => setReportsOf(null)} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
