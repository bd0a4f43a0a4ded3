import { Link } from '@fluentui/react-components';
import {
  DataTable,
  type AdminContract,
  type ContractSortField,
  type DataColumn,
  type PageOf,
  type PageRequest,
  type PageSize,
  type SortState,
} from '@portal/shared';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { meteringCode } from '../contract/meteringCode';
import { contractTypeText, dayText } from '../contract/contractText';

/** the columns the server sorts by (`ContractSortField`), by column id */
const SORT_FIELDS: Partial<Record<string, ContractSortField>> = {
  customerName: 'customerName',
  customerCode: 'customerCode',
  locationCode: 'locationCode',
  validFrom: 'validFrom',
  validTo: 'validTo',
};

export const sortStateOf = (request: PageRequest<ContractSortField>): SortState | null => {
  const columnId = Object.keys(SORT_FIELDS).find((id) => SORT_FIELDS[id] === request.sort);
  return columnId ? { columnId, desc: request.direction === 'desc' } : null;
};

export const pageRequestOf = (sort: SortState | null): Partial<PageRequest<ContractSortField>> => {
  const field = sort ? SORT_FIELDS[sort.columnId] : undefined;
  return field
    ? { page: 0, sort: field, direction: sort?.desc ? 'desc' : 'asc' }
    : { page: 0, sort: undefined, direction: undefined };
};

export const contractRowId = (contract: AdminContract): string =>
  `${contract.contractCode}/${contract.salesContract.locationCode}/${contract.contractType ?? ''}`;

export interface ContractListTableProps {
  page: PageOf<AdminContract>;
  request: PageRequest<ContractSortField>;
  loading: boolean;
  onRequest: (request: Partial<PageRequest<ContractSortField>>) => void;
  onOpen: (contract: AdminContract) => void;
}

/**
 * The contracts found (spec admin-and-calls sections 2 and 9): a page at a time from the server, which
 * sorts and counts; page sizes 50, 100 and 200. A row's metering code opens its location's tab.
 */
export function ContractListTable({ page, request, loading, onRequest, onOpen }: ContractListTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.contractSearch.${id}` }, values);

  const columns = useMemo<DataColumn<AdminContract>[]>(
    () => [
      {
        id: 'meteringCode',
        header: t('column.meteringCode'),
        text: meteringCode,
        sortable: false,
        render: (contract) => (
          <Link
            as="button"
            onClick={() => onOpen(contract)}
            aria-label={t('open', {
              code: meteringCode(contract),
              name: contract.salesContract.customerName,
            })}
          >
            {meteringCode(contract)}
          </Link>
        ),
      },
      {
        id: 'contractType',
        header: t('column.contractType'),
        text: (contract) => contractTypeText(intl, contract.contractType),
        sortable: false,
      },
      {
        id: 'customerName',
        header: t('column.customerName'),
        text: (contract) => contract.salesContract.customerName,
      },
      {
        id: 'customerCode',
        header: t('column.customerCode'),
        text: (contract) => contract.salesContract.customerCode,
      },
      {
        id: 'locationCode',
        header: t('column.locationCode'),
        text: (contract) => contract.salesContract.locationCode,
      },
      {
        id: 'address',
        header: t('column.address'),
        text: (contract) => contract.location.address,
        sortable: false,
      },
      {
        id: 'validFrom',
        header: t('column.validFrom'),
        text: (contract) => dayText(intl, contract.salesContract.validFrom),
      },
      {
        id: 'validTo',
        header: t('column.validTo'),
        text: (contract) => dayText(intl, contract.salesContract.validTo),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows intl
    [intl, onOpen],
  );

  return (
    <DataTable
      rows={page.items}
      columns={columns}
      getRowId={contractRowId}
      label={t('table')}
      emptyText={t('none')}
      server={{
        total: page.total,
        page: request.page,
        pageSize: request.pageSize,
        sort: sortStateOf(request),
        loading,
        onPageChange: (next) => onRequest({ page: next }),
        onPageSizeChange: (pageSize) => onRequest({ page: 0, pageSize: pageSize as PageSize }),
        onSortChange: (sort) => onRequest(pageRequestOf(sort)),
      }}
    />
  );
}
