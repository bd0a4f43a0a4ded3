import type { IntlShape } from 'react-intl';
import { seriesLabel, unitLabel } from '@portal/shared';
import { bucketNote } from '../chart/bucketNote';
import type { CellStatus, TableCell, TableColumn } from './tableModel';

/** "Electricity consumption – Day energy (kWh)"; a total column is "… – Total (kWh)". */
export function columnHeader(intl: IntlShape, column: TableColumn): string {
  const name = seriesLabel(
    intl,
    column.quantity,
    column.tariff,
    column.kind === 'total' ? 2 : column.tariffCount,
  );
  return intl.formatMessage(
    { id: 'reports.table.columnWithUnit' },
    { name, unit: unitLabel(intl, column.format.unit) },
  );
}

const STATUS_MESSAGE: Record<Exclude<CellStatus, 'ok'>, string> = {
  estimate: 'reports.estimate',
  partiallyMissing: 'reports.partiallyMissing',
  missing: 'reports.missing',
};

/** the status as words; empty for an ordinary measured value */
export const statusLabel = (intl: IntlShape, status: CellStatus): string =>
  status === 'ok' ? '' : intl.formatMessage({ id: STATUS_MESSAGE[status] });

/** "includes 24 estimated hours of 744" for a bucket only partly estimated or missing; else null. */
export function partialNote(intl: IntlShape, cell: TableCell): string | null {
  if (cell.value === null || !cell.hours) return null;
  const { hours, estimated, missing } = cell.hours;
  if (estimated + missing <= 0 || estimated >= hours || missing >= hours) return null;
  return bucketNote(intl, cell.status === 'missing' ? 'partiallyMissing' : cell.status, cell.hours);
}
