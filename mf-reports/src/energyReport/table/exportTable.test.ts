import { describe, expect, it, vi } from 'vitest';
import type * as Xlsx from 'xlsx';
import { exportTable } from './exportTable';
import { dailyFixture } from './fixtures';
import { moduleIntl } from '@portal/shared/testing';
import reportsModule from '../../module';
import { buildTableModel } from './tableModel';

const writeFile = vi.hoisted(() => vi.fn());
vi.mock('xlsx', async (importOriginal) => ({
  ...(await importOriginal<typeof Xlsx>()),
  writeFile,
}));

describe('exportTable', () => {
  it('writes one sheet of every row to a file named <instance>-energy-report-<place>-<start>-<end>', async () => {
    const { response, buckets, resolution } = dailyFixture();
    await exportTable(
      buildTableModel(response, buckets, resolution),
      moduleIntl(reportsModule, 'fi-FI'),
      'demo1',
      'Kotikatu 1',
    );
    expect(writeFile).toHaveBeenCalledTimes(1);
    const [workbook, fileName] = writeFile.mock.calls[0]!;
    expect(fileName).toBe('demo1-energiaraportti-Kotikatu-1-2025-01-01-2025-01-03.xlsx');
    expect(workbook.SheetNames).toEqual(['Energiaraportti']);
    expect(workbook.Sheets.Energiaraportti['!ref']).toBe('A1:J4');
  });
});
