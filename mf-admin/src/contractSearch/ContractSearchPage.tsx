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
import { DismissRegular } from '@fluentui/react-icons';
import {
  ErrorAlert,
  isFirstLoad,
  PageFrame,
  type AdminContract,
  type ContractSearch,
  type ContractSortField,
  type ModulePageProps,
  type PageRequest,
} from '@portal/shared';
import { useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import { useSubmitAnswer } from '../common/useSubmitAnswer';
import { useDispatch, useSelector } from 'react-redux';
import { ContractDetailCard } from './contract/ContractDetailCard';
import { ContractListTable } from './list/ContractListTable';
import { ContractSearchForm } from './search/ContractSearchForm';
import { contractSearchSubmitErrors } from './search/contractSearchForm';
import {
  contractSearchActions,
  RESULTS_TAB,
  selectContractSearch,
  type ContractTab,
} from './state/contractSearchSlice';

const useStyles = makeStyles({
  page: { minWidth: 0 },
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

function LocationTab({ tab, onClose }: { tab: ContractTab; onClose: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const first = tab.contracts[0];
  return (
    <>
      <div className={styles.tabHeader}>
        <Text as="h2" size={500} weight="semibold" className={styles.tabHeading}>
          {intl.formatMessage(
            { id: 'admin.contractSearch.tab.heading' },
            { code: tab.code, address: first?.location.address ?? '-' },
          )}
        </Text>
        <Button icon={<DismissRegular />} onClick={onClose}>
          {intl.formatMessage({ id: 'admin.contractSearch.tab.close' }, { code: tab.code })}
        </Button>
      </div>
      {tab.contracts.map((contract) => (
        <ContractDetailCard key={contract.contractCode} contract={contract} />
      ))}
    </>
  );
}

/**
 * admin/contract-search (spec admin-and-calls section 2, "Contract search"): the search form above a tab
 * set whose first tab has the contracts found, a page at a time; opening a contract adds a closable tab
 * for its location, keyed by the metering code, with the contract's detail card.
 */
export function ContractSearchPage(_props: ModulePageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { list, request, tabs, activeTab, search } = useSelector(selectContractSearch);
  const loading = list.status === 'pending';
  const idBase = useId();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.contractSearch.${id}` }, values);

  // a search from the form waits for its answer, so the server's field errors show at the fields
  const submit = useSubmitAnswer(list, contractSearchSubmitErrors);
  const onSearch = useCallback(
    (next: ContractSearch) => submit(() => dispatch(contractSearchActions.searchRequested({ search: next }))),
    [dispatch, submit],
  );
  const onRequest = useCallback(
    (next: Partial<PageRequest<ContractSortField>>) => dispatch(contractSearchActions.pageRequested(next)),
    [dispatch],
  );
  const onOpen = useCallback(
    (contract: AdminContract) => dispatch(contractSearchActions.tabOpened(contract)),
    [dispatch],
  );
  const closeTab = (code: string) => {
    // the closed tab (or its Close button) had the focus: it goes to the results tab, not to the page's body
    document.getElementById(`${idBase}-tab-${RESULTS_TAB}`)?.focus();
    dispatch(contractSearchActions.tabClosed(code));
  };

  const page = list.data;
  const resultsTitle = page ? t('resultsTab.count', { count: page.total }) : t('resultsTab.title');
  const open = tabs.find((tab) => tab.code === activeTab);
  const tabId = (code: string) => `${idBase}-tab-${code}`;

  return (
    <PageFrame title={t('title')} className={styles.page}>
      <Text>{t('intro')}</Text>
      <ContractSearchForm onSearch={onSearch} />
      <TabList
        selectedValue={open ? open.code : RESULTS_TAB}
        onTabSelect={(_, data) => dispatch(contractSearchActions.tabSelected(String(data.value)))}
        aria-label={t('tabs')}
      >
        <Tab value={RESULTS_TAB} id={tabId(RESULTS_TAB)} aria-controls={`${idBase}-panel`}>
          {resultsTitle}
        </Tab>
        {tabs.map((tab) => (
          <Tab
            key={tab.code}
            value={tab.code}
            id={tabId(tab.code)}
            aria-controls={`${idBase}-panel`}
            onKeyDown={(event) => {
              if (event.key === 'Delete') closeTab(tab.code);
            }}
          >
            {tab.code}
          </Tab>
        ))}
      </TabList>
      <div
        className={styles.panel}
        role="tabpanel"
        id={`${idBase}-panel`}
        aria-labelledby={tabId(open ? open.code : RESULTS_TAB)}
      >
        {open ? (
          <LocationTab key={open.code} tab={open} onClose={() => closeTab(open.code)} />
        ) : (
          <>
            {!search && !loading ? <Text>{t('searchFirst')}</Text> : null}
            {isFirstLoad(list) ? <Spinner label={t('loading')} /> : null}
            <ErrorAlert error={list.error} title={t('searchFailed')} />
            {list.status === 'fulfilled' && list.data.total === 0 ? (
              <MessageBar intent="info" role="status">
                <MessageBarBody>{t('none')}</MessageBarBody>
              </MessageBar>
            ) : null}
            {page && page.items.length > 0 ? (
              <ContractListTable
                page={page}
                request={request}
                loading={loading}
                onRequest={onRequest}
                onOpen={onOpen}
              />
            ) : null}
          </>
        )}
      </div>
    </PageFrame>
  );
}
