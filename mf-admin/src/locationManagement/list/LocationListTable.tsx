import { Button, Link } from '@fluentui/react-components';
import { DocumentTableRegular, OpenRegular } from '@fluentui/react-icons';
import {
  DataTable,
  exportToCsv,
  type DataColumn,
  type PageOf,
  type PageRequest,
  type PageSize,
  type SortState,
} from '@portal/shared';
import type { LocationSearchRow, LocationSortField } from '@portal/shared/api/locationManagement';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { locationKey } from '../state/locationManagementSlice';
import { dayText, measuringTypeText, validityText } from './locationText';

const SORT_FIELDS: Partial<Record<string, LocationSortField>> = {
  locationNumber: 'locationNumber',
  customer: 'customer',
  locationAddress: 'locationAddress',
  meterNumber: 'meterNumber',
  meterInstallDate: 'meterInstallDate',
};

export const sortStateOf = (request: PageRequest<LocationSortField>): SortState | null => {
  const columnId = Object.keys(SORT_FIELDS).find((id) => SORT_FIELDS[id] === request.sort);
  return columnId ? { columnId, desc: request.direction === 'desc' } : null;
};

export const pageRequestOf = (sort: SortState | null): Partial<PageRequest<LocationSortField>> => {
  const field = sort ? SORT_FIELDS[sort.columnId] : undefined;
  return field
    ? { page: 0, sort: field, direction: sort?.desc ? 'desc' : 'asc' }
    : { page: 0, sort: undefined, direction: undefined };
};

export interface LocationListTableProps {
  page: PageOf<LocationSearchRow>;
  request: PageRequest<LocationSortField>;
  loading: boolean;
  selected: Record<string, LocationSearchRow>;
  onSelectionChange: (shown: LocationSearchRow[], keys: string[]) => void;
  onRequest: (request: Partial<PageRequest<LocationSortField>>) => void;
  onOpen: (row: LocationSearchRow) => void;
  onOpenSelected: () => void;
  /** opens the place's user's reports; without it (a role that may not open them) there is no such column */
  onOpenReports?: (row: LocationSearchRow) => void;
}

/**
 * The locations found (spec admin-and-calls sections 2 and 9): the server's page, order and total, page
 * sizes 50/100/200; a selection kept across pages, opened in tabs or exported as CSV; each row opens its
 * tab or the reports of the place's user.
 */
export function LocationListTable({
  page,
  request,
  loading,
  selected,
  onSelectionChange,
  onRequest,
  onOpen,
  onOpenSelected,
  onOpenReports,
}: LocationListTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.locationManagement.${id}` }, values);

  const reportsColumn = (open: (row: LocationSearchRow) => void): DataColumn<LocationSearchRow> => ({
    id: 'reports',
    header: t('column.reports'),
    text: () => '',
    sortable: false,
    exported: false,
    render: (row) => (
      <Button
        size="small"
        icon={<DocumentTableRegular />}
        disabled={!row.sub}
        title={row.sub ? undefined : t('reports.noUser')}
        onClick={() => open(row)}
        aria-label={t(row.sub ? 'reports.open' : 'reports.noUserFor', { code: row.locationNumber })}
      >
        {t('reports.button')}
      </Button>
    ),
  });

  const columns = useMemo<DataColumn<LocationSearchRow>[]>(
    () => [
      {
        id: 'locationNumber',
        header: t('column.locationNumber'),
        text: (row) => row.locationNumber,
        render: (row) => (
          <Link
            as="button"
            onClick={() => onOpen(row)}
            aria-label={t('open', { code: row.locationNumber, address: row.locationAddress })}
          >
            {row.locationNumber}
          </Link>
        ),
      },
      {
        id: 'gsrn',
        header: t('column.gsrn'),
        text: (row) => row.locationGsrnNumber ?? row.gsrnNumber ?? '',
        sortable: false,
      },
      { id: 'customer', header: t('column.customer'), text: (row) => row.customer },
      { id: 'locationAddress', header: t('column.locationAddress'), text: (row) => row.locationAddress },
      { id: 'meterNumber', header: t('column.meterNumber'), text: (row) => row.meterNumber ?? '' },
      {
        id: 'meterInstallDate',
        header: t('column.meterInstallDate'),
        text: (row) => dayText(intl, row.meterInstallDate),
      },
      {
        id: 'measuringType',
        header: t('column.measuringType'),
        text: (row) => measuringTypeText(intl, row),
        sortable: false,
      },
      {
        id: 'contractValidity',
        header: t('column.contractValidity'),
        text: (row) => validityText(intl, row.contractValidFrom, row.contractValidTo),
        sortable: false,
      },
      ...(onOpenReports ? [reportsColumn(onOpenReports)] : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows intl
    [intl, onOpen, onOpenReports],
  );

  const selectedRows = Object.values(selected);
  const shownSelected = new Set(page.items.map(locationKey).filter((key) => key in selected));
  const count = selectedRows.length;

  return (
    <DataTable
      rows={page.items}
      columns={columns}
      getRowId={locationKey}
      label={t('table')}
      emptyText={t('none')}
      selection={{
        selected: shownSelected,
        onChange: (next) => onSelectionChange([...page.items], [...next]),
        rowLabel: (row) => t('select', { code: row.locationNumber, address: row.locationAddress }),
      }}
      toolbarActions={
        <>
          <Button icon={<OpenRegular />} disabled={count === 0} onClick={onOpenSelected}>
            {t('openSelected', { count })}
          </Button>
          <Button
            icon={<DocumentTableRegular />}
            disabled={count === 0}
            onClick={() =>
              exportToCsv(
                { fileName: t('export.fileName'), sheetName: t('export.fileName') },
                columns,
                selectedRows,
              )
            }
          >
            {t('export.button', { count })}
          </Button>
        </>
      }
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
