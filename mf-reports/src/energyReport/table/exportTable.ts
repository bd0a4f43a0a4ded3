import type { IntlShape } from 'react-intl';
import { exportFileName } from '../chart/chartText';
import type { TableModel } from './tableModel';
import { buildWorkbook, worksheetData } from './worksheet';

/** Writes the whole table as .xlsx; SheetJS is a separate chunk fetched on the first click. */
export async function exportTable(
  model: TableModel,
  intl: IntlShape,
  instanceId: string,
  placeLabel: string,
): Promise<void> {
  const xlsx = await import('xlsx');
  const title = intl.formatMessage({ id: 'reports.energyReport.title' });
  const workbook = buildWorkbook(xlsx, worksheetData(model, intl), title);
  const buckets = model.rows.map((row) => row.bucket);
  xlsx.writeFile(workbook, exportFileName(intl, instanceId, placeLabel, buckets, 'xlsx'), {
    compression: true,
  });
}
