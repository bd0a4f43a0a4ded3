import { makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import {
  DataTable,
  ErrorAlert,
  PageFrame,
  usePortal,
  type Contract,
  type DataColumn,
  type ModulePageProps,
} from '@portal/shared';
import { useEffect, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { loadXlsx } from '../xlsx';
import { ContractCard } from './ContractCard';
import { contractFields, contractKey, fieldSortValue, fieldText, type ContractField } from './contractFields';
import { contractsAsTable, showsMeterDetails } from './contractType';
import { contractsActions, selectContractsState } from './state/contractsSlice';

/** spec admin-and-calls 9: contract tables page by 5 */
export const CONTRACT_PAGE_SIZES: readonly number[] = [5, 10, 25];

const useStyles = makeStyles({
  page: { maxWidth: '80rem' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
});

export function contractColumns(intl: IntlShape, withMeterDetails: boolean): DataColumn<Contract>[] {
  const fields: ContractField[] = ['contractType', ...contractFields(withMeterDetails)];
  return fields.map((field) => ({
    id: field,
    header: intl.formatMessage({ id: `billing.contracts.field.${field}` }),
    text: (contract) => fieldText(intl, contract, field),
    sortValue: (contract) => fieldSortValue(intl, contract, field),
  }));
}

/** online/contracts (spec customer-area 2): cards, or a table above 10 contracts. */
export function ContractsPage({ subject }: ModulePageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useDispatch();
  const { instance } = usePortal();
  const state = useSelector(selectContractsState);
  const withMeterDetails = showsMeterDetails(instance.id);

  useEffect(() => {
    dispatch(contractsActions.fetchRequested({ subject }));
  }, [dispatch, subject]);

  const columns = useMemo(() => contractColumns(intl, withMeterDetails), [intl, withMeterDetails]);
  const fields = useMemo(() => contractFields(withMeterDetails), [withMeterDetails]);
  const title = intl.formatMessage({ id: 'billing.contracts.title' });
  const { status } = state;
  const contracts = state.data ?? [];

  return (
    <PageFrame title={title} className={styles.page}>
      <ErrorAlert
        error={state.error}
        title={intl.formatMessage({ id: 'billing.contracts.failed' })}
        onRetry={() => dispatch(contractsActions.fetchRequested({ subject }))}
      />
      {status === 'pending' ? <Spinner label={intl.formatMessage({ id: 'common.loading' })} /> : null}
      {status === 'fulfilled' && contracts.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>{intl.formatMessage({ id: 'billing.contracts.none' })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {status !== 'pending' && contracts.length > 0 ? (
        contractsAsTable(contracts) ? (
          <DataTable
            rows={contracts}
            columns={columns}
            getRowId={contractKey}
            label={title}
            initialSort={{ columnId: 'startDate', desc: true }}
            pageSizes={CONTRACT_PAGE_SIZES}
            exportAs={{ fileName: title, sheetName: title, loadXlsx }}
          />
        ) : (
          <ul className={styles.list} aria-label={title}>
            {contracts.map((contract) => (
              <li key={contractKey(contract)}>
                <ContractCard contract={contract} fields={fields} />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </PageFrame>
  );
}
