import { CHART_STATUS } from '@portal/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { exportTable } from './exportTable';
import { autumnHoursFixture, dailyFixture, quarterMonthFixture, type Fixture } from './fixtures';
import type { Language } from '@portal/instances';
import { renderModule } from '@portal/shared/testing';
import reportsModule from '../../module';

vi.mock('./exportTable', () => ({ exportTable: vi.fn(() => Promise.resolve()) }));

const renderTable = (fixture: Fixture, language: Language = 'en-US') =>
  renderModule(reportsModule, <DataTable {...fixture} placeLabel="Kotikatu 1, 1234567" />, { language });

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('DataTable', () => {
  beforeEach(() => vi.mocked(exportTable).mockClear());

  it('is the chart as a named table: a time column, one column per tariff line with its unit, a total', () => {
    renderTable(dailyFixture());
    const table = screen.getByRole('table', { name: 'Metering data as a table: Kotikatu 1, 1234567' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Time',
      'Electricity consumption – Day energy (kWh)',
      'Electricity consumption – Night energy (kWh)',
      'Electricity consumption – Total (kWh)',
      'Spot price (c/kWh)',
      'Outdoor temperature (°C)',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Wed, 1/1/2025', 'Thu, 1/2/2025', 'Fri, 1/3/2025']);
    expect(screen.getByText('Data table').closest('[data-tour="dataTable"]')).toBeTruthy();
  });

  it('numbers are localized with the Finnish decimal comma', () => {
    renderTable(dailyFixture(), 'fi-FI');
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['12,5', '8', '20,5', '5,12', '−3,3']);
    expect(screen.getByRole('rowheader', { name: 'ke 1.1.2025' })).toBeTruthy();
  });

  it('estimates and missing values are marked with a named icon, not colour alone, and explained', () => {
    renderTable(dailyFixture());
    const [day1, day2, day3] = bodyRows();
    expect(
      within(day1!)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['estimate', 'estimate']);
    expect(within(day2!).getAllByRole('img', { name: 'partially missing' })).toHaveLength(2);
    expect(within(day3!).getAllByRole('img', { name: 'missing' })).toHaveLength(2);
    const legend = screen.getByRole('list', { name: 'Markers' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['estimate', 'partially missing', 'missing']);
  });

  it('a month only partly estimated says so in words under its value', () => {
    const fixture = dailyFixture();
    const night = fixture.response.series[0]!.chart.data.tariffs[1]!;
    night.statuses = [CHART_STATUS.ESTIMATE, 0, 0];
    night.coverage = { hours: [24, 24, 24], estimatedHours: [3, 0, 0], missingHours: [0, 0, 2] };
    renderTable(fixture);
    const table = screen.getByRole('table');
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('includes 3 estimated hours of 24');
    const third = within(table).getAllByRole('row')[3]!;
    expect(third.textContent).toContain('2 hours missing');
  });

  it('the repeated autumn hour shows as two distinguishable rows', () => {
    renderTable(autumnHoursFixture());
    const times = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(times).toHaveLength(25);
    expect(times.filter((t) => t?.startsWith('10/26/2025 03:00'))).toEqual([
      '10/26/2025 03:00 (summer time)',
      '10/26/2025 03:00 (winter time)',
    ]);
  });

  it('up to 50 rows there is no paging', () => {
    renderTable(autumnHoursFixture());
    expect(bodyRows()).toHaveLength(25);
    expect(screen.queryByRole('navigation', { name: 'Table pages' })).toBeNull();
  });

  it('15-minute data is paged 50 rows at a time; page size 100 and 200 can be chosen', async () => {
    renderTable(quarterMonthFixture());
    // the pager is fetched when first needed
    const pager = await screen.findByRole('navigation', { name: 'Table pages' });
    expect(bodyRows()).toHaveLength(50);
    expect(within(pager).getByText('Rows 1–50 of 2,976')).toBeTruthy();
    expect(within(pager).getByText('Page 1 of 60')).toBeTruthy();

    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(screen.getAllByRole('rowheader')[0]!.textContent).toBe('1/1/2025 12:30');
    expect(within(pager).getByText('Rows 51–100 of 2,976')).toBeTruthy();

    fireEvent.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(bodyRows()).toHaveLength(2976 - 59 * 50);
    expect(within(pager).getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    const size = within(pager).getByRole('combobox', { name: 'Rows per page' });
    expect([...size.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['50', '100', '200']);
    fireEvent.change(size, { target: { value: '200' } });
    expect(bodyRows()).toHaveLength(200);
    expect(within(pager).getByText('Page 1 of 15')).toBeTruthy();
  });

  it('a new report starts from its first page', async () => {
    const fixture = quarterMonthFixture();
    const { rerender } = renderTable(fixture);
    fireEvent.click(await screen.findByRole('button', { name: 'Last page' }));
    rerender(<DataTable {...quarterMonthFixture()} placeLabel="Kotikatu 1, 1234567" />);
    expect(screen.getByText('Rows 1–50 of 2,976')).toBeTruthy();
  });

  it('the export writes every row, not only the page shown', async () => {
    renderTable(quarterMonthFixture());
    const button = screen.getByRole('button', { name: 'Export to Excel' });
    expect(button.getAttribute('data-tour')).toBe('tableExport');
    fireEvent.click(button);
    await waitFor(() => expect(exportTable).toHaveBeenCalledTimes(1));
    const [model, , instanceId, place] = vi.mocked(exportTable).mock.calls[0]!;
    expect(model.rows).toHaveLength(2976);
    expect(instanceId).toBe('demo1');
    expect(place).toBe('Kotikatu 1, 1234567');
  });

  it('a failed export says so', async () => {
    vi.mocked(exportTable).mockRejectedValueOnce(new Error('chunk load failed'));
    renderTable(dailyFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('The Excel file could not be created. Please try again.')).toBeTruthy();
  });
});

describe('first load', () => {
  it('SheetJS is imported only dynamically, never by a static import of the table', () => {
    const folder = __dirname;
    const sources = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
    for (const name of sources) {
      const text = readFileSync(join(folder, name), 'utf8');
      expect(text, name).not.toMatch(/^import(?!\s+type)[^;]*from\s+'xlsx'/m);
      expect(text, name).not.toMatch(/require\('xlsx'\)/);
    }
    expect(readFileSync(join(folder, 'exportTable.ts'), 'utf8')).toMatch(/await import\('xlsx'\)/);
  });
});
