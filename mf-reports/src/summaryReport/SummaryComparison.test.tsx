import { SELF } from '@portal/shared';
import type { SummaryResponse } from '@portal/shared/api/summary';
import { renderModule } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as optionsApi from '../energyReport/api';
import { electricityPlace } from '../energyReport/state/fixtures';
import reportsModule from '../module';
import * as api from './api';
import { SummaryReportPage } from './SummaryReportPage';

vi.mock('./api', () => ({ fetchSummary: vi.fn() }));
vi.mock('../energyReport/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  fetchReportOptions: vi.fn(),
}));
vi.mock('../districtHeating/DhCharts', () => ({
  DhBarChart: ({ name }: { name: string }) => <div role="img" aria-label={name} />,
}));

/** 1 year on 16.11.2025 compared with the same days a year earlier, measured on 168 of its 351 days */
const answer = (complete: boolean): SummaryResponse => ({
  title: 'reports.summaryReport.1y',
  quantity: 'electricityP',
  unit: 'kWh',
  period: '1y',
  frequency: 'month',
  startDate: '2024-11-30T22:00:00.000Z',
  endDate: '2025-11-15T22:00:00.000Z',
  totalSums: [
    {
      name: 'electricityP',
      value: 8424,
      unit: 'kWh',
      order: 0,
      color: 'series0',
      showComparisonValue: true,
      comparisonValue: complete ? 8400 : 4033,
    },
  ],
  comparison: {
    start: '2023-11-30T22:00:00.000Z',
    end: '2024-11-15T22:00:00.000Z',
    measuredDays: complete ? 351 : 168,
    days: 351,
    complete,
  },
  highest: null,
  lowest: null,
  buckets: [],
});

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(optionsApi.fetchReportOptions).mockResolvedValue({
    usagePlaces: [electricityPlace],
    filteredUsagePlacesByEnergyType: [electricityPlace],
  });
});

describe('summary report: a comparison with an incomplete period says so', () => {
  it.each([
    ['en-US', "Measured on only 168 of the previous period's 351 days: not comparable with this period."],
    ['fi-FI', 'Edellisestä jaksosta on mittauksia vain 168 päivältä 351 päivästä'],
    ['sv-FI', 'Den föregående perioden har mätningar för endast 168 av 351 dagar'],
  ])('%s: the note names the measured days', async (locale, text) => {
    vi.mocked(api.fetchSummary).mockResolvedValue(answer(false));
    renderModule(reportsModule, <SummaryReportPage subject={SELF} />, {
      language: locale as 'en-US',
      url: `/demo1/${locale}/online/summary-report`,
    });
    const note = await screen.findByTestId('comparison-incomplete');
    expect(note.textContent).toContain(text);
    // the days the period stands for, as the energy report writes them
    expect(screen.getByTestId('summary-period').textContent).toMatch(
      locale === 'en-US' ? /^Period: 12\/1\/2024 – 11\/15\/2025$/ : /: 1\.12\.2024 – 15\.11\.2025$/,
    );
  });

  it('a wholly measured previous period has no note', async () => {
    vi.mocked(api.fetchSummary).mockResolvedValue(answer(true));
    renderModule(reportsModule, <SummaryReportPage subject={SELF} />, {
      url: '/demo1/en-US/online/summary-report',
    });
    expect(await screen.findByText(/Previous period of the same length/)).toBeTruthy();
    expect(screen.queryByTestId('comparison-incomplete')).toBeNull();
  });
});
