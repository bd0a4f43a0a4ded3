import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { PortalContext } from '@portal/shared';
import { useContext, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DataTableProps } from '../contracts';
import { onDemand } from '../onDemand';
import { OnDemandPart } from '../OnDemandPart';
import { formatNumber, type NumberFormat } from '../chart/numberFormat';
import { formatBucket } from './formatBucket';
import { DEFAULT_PAGE_SIZE, needsPaging, pageRange } from './paging';
import { StatusMarker, STATUS_ICON } from './StatusMarker';
import { columnHeader, partialNote, statusLabel } from './tableLabels';
import { buildTableModel, statusesIn, type TableCell as Cell, type TableModel } from './tableModel';

/** admin-and-calls section 9: the table's mobile breakpoint */
const NARROW = '@media (max-width: 479px)';

/** the pager is shown only above 50 rows (15-minute data): a chunk of its own, fetched when first needed */
const pager = onDemand(() => import('./TablePager').then((loaded) => ({ default: loaded.TablePager })));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  heading: { margin: 0 },
  legend: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  legendList: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  legendItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // the table scrolls sideways inside its box, with the time column kept in view
  scroll: {
    overflowX: 'auto',
    maxWidth: '100%',
    // the table's width must not count in the page's width: without this a wide table made the page's
    // flex row shrink the left menu (260 -> 136 px at 1366 px) instead of scrolling here
    contain: 'inline-size',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  table: { width: 'auto', minWidth: '100%', tableLayout: 'auto' },
  time: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightRegular,
    [NARROW]: { whiteSpace: 'normal', minWidth: '7em' },
  },
  header: {
    verticalAlign: 'bottom',
    minWidth: '8em',
    '& > div': { justifyContent: 'flex-end', textAlign: 'end' },
    [NARROW]: { minWidth: '6em' },
  },
  number: {
    textAlign: 'end',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    [NARROW]: { paddingInline: tokens.spacingHorizontalXS },
  },
  cellContent: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  cellNote: { display: 'block', color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  // every value keeps room for a marker so the numbers of a column stay aligned
  markerSlot: { display: 'inline-flex', width: '16px', justifyContent: 'center' },
});

type ExportState = 'idle' | 'busy' | 'failed';

function ValueCell({ cell, format }: { cell: Cell; format: NumberFormat }) {
  const intl = useIntl();
  const styles = useStyles();
  const note = partialNote(intl, cell);
  return (
    <>
      <span className={styles.cellContent}>
        {cell.value === null ? <span aria-hidden>–</span> : formatNumber(intl, cell.value, format)}
        <span className={styles.markerSlot}>
          {cell.status === 'ok' ? null : <StatusMarker status={cell.status} />}
        </span>
      </span>
      {note ? (
        <Text size={100} className={styles.cellNote}>
          {note}
        </Text>
      ) : null}
    </>
  );
}

function Legend({ model }: { model: TableModel }) {
  const intl = useIntl();
  const styles = useStyles();
  const legendId = useId();
  const statuses = statusesIn(model);
  if (statuses.length === 0) return null;
  return (
    <div className={styles.legend}>
      <Text id={legendId} weight="semibold">
        {intl.formatMessage({ id: 'reports.table.legend' })}
      </Text>
      <ul className={styles.legendList} aria-labelledby={legendId}>
        {statuses.map((status) => {
          const Icon = STATUS_ICON[status];
          return (
            <li key={status} className={styles.legendItem}>
              <Icon aria-hidden fontSize={16} />
              <Text>{statusLabel(intl, status)}</Text>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The chart's text alternative (customer-area section 2): one row per bucket, one column per tariff line
 * with totals, additional information, each estimate or gap marked; pages of 50/100/200 rows and an
 * .xlsx export of every row.
 */
export function DataTable({ response, buckets, resolution, placeLabel }: DataTableProps) {
  const intl = useIntl();
  const styles = useStyles();
  const headingId = useId();
  const model = useMemo(
    () => buildTableModel(response, buckets, resolution),
    [response, buckets, resolution],
  );
  const headers = useMemo(() => model.columns.map((column) => columnHeader(intl, column)), [model, intl]);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  // a new report starts again from its first page
  const [paging, setPaging] = useState({ model, page: 0 });
  const [exportState, setExportState] = useState<ExportState>('idle');
  const instanceId = useContext(PortalContext)?.instance.id ?? '';

  const rowCount = model.rows.length;
  const paged = needsPaging(rowCount);
  const range = pageRange(
    rowCount,
    paged ? pageSize : rowCount || 1,
    paging.model === model ? paging.page : 0,
  );
  const rows = model.rows.slice(range.from, range.to);
  const tableName = intl.formatMessage({ id: 'reports.table.name' }, { place: placeLabel });

  const onExport = async () => {
    setExportState('busy');
    try {
      // the workbook code and SheetJS are chunks of their own, fetched on the first click
      const { exportTable } = await import('./exportTable');
      await exportTable(model, intl, instanceId, placeLabel);
      setExportState('idle');
    } catch {
      setExportState('failed');
    }
  };

  return (
    <section className={styles.root} aria-labelledby={headingId} data-tour="dataTable">
      <div className={styles.toolbar}>
        <Subtitle2 as="h2" id={headingId} className={styles.heading}>
          {intl.formatMessage({ id: 'reports.table.heading' })}
        </Subtitle2>
        <Button
          data-tour="tableExport"
          icon={exportState === 'busy' ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
          disabledFocusable={exportState === 'busy'}
          title={intl.formatMessage({ id: 'reports.table.exportName' })}
          onClick={() => void onExport()}
        >
          {intl.formatMessage({ id: 'reports.table.export' })}
        </Button>
      </div>
      <div aria-live="polite">
        {exportState === 'busy' ? <Text>{intl.formatMessage({ id: 'reports.table.exporting' })}</Text> : null}
      </div>
      {exportState === 'failed' ? (
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage({ id: 'reports.table.exportFailed' })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Legend model={model} />
      {/* focusable so keyboard users can scroll the wide table sideways */}
      <div className={styles.scroll} role="region" aria-label={tableName} tabIndex={0}>
        <Table size="small" className={styles.table} aria-label={tableName}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell scope="col" className={styles.time}>
                {intl.formatMessage({ id: 'reports.table.time' })}
              </TableHeaderCell>
              {headers.map((header, c) => (
                <TableHeaderCell key={model.columns[c]!.id} scope="col" className={styles.header}>
                  {header}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableHeaderCell scope="row" className={styles.time}>
                  {formatBucket(intl, row.bucket, resolution)}
                </TableHeaderCell>
                {row.cells.map((cell, c) => (
                  <TableCell key={model.columns[c]!.id} className={styles.number}>
                    <ValueCell cell={cell} format={model.columns[c]!.format} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {paged ? (
        <OnDemandPart
          part={pager}
          props={{
            rowCount,
            pageSize,
            page: range.page,
            onPageSize: (size: number) => {
              setPageSize(size);
              setPaging({ model, page: 0 });
            },
            onPage: (page: number) => setPaging({ model, page }),
          }}
        />
      ) : null}
    </section>
  );
}
