import type { IntlShape } from 'react-intl';
import type { TableModel } from './tableModel';
import { buildWorkbook, exportFileName, worksheetData } from './worksheet';

/** Writes the whole table as .xlsx; SheetJS is a separate chunk fetched on the first click. */
export async function exportTable(model: TableModel, intl: IntlShape, placeLabel: string): Promise<void> {
  const xlsx = await import('xlsx');
  const title = intl.formatMessage({ id: 'reports.energyReport.title' });
  const workbook = buildWorkbook(xlsx, worksheetData(model, intl), title);
  xlsx.writeFile(workbook, exportFileName(title, placeLabel, model), { compression: true });
}
