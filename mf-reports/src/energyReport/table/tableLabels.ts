import type { IntlShape } from 'react-intl';
import { seriesLabel, unitLabel } from '../labels';
import type { CellStatus, TableColumn } from './tableModel';

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
    { name, unit: unitLabel(intl, column.unit) },
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
