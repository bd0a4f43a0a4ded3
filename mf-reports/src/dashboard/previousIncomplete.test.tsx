import { screen, within } from '@testing-library/react';
import { SELF, type ChartResponse, type EnergyTypeKey, type UsagePlace } from '@portal/shared';
import { mockFetch, renderModule } from '@portal/shared/testing';
import { forwardRef, Suspense, useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHART_PATH, REPORT_OPTIONS_PATH } from '../energyReport/api';
import { bucketsOf, response, series, tariff } from '../energyReport/chart/chartFixtures';
import { electricityPlace, makeOptions } from '../energyReport/state/fixtures';
import reportsModule from '../module';
import type { ConsumptionChangesResponse } from '@portal/shared/api/consumptionChanges';
import { CONSUMPTION_CHANGES_PATH, forgetDashboardCalls } from './dashboardApi';

vi.mock('react-chartjs-2', () => ({
  Chart: forwardRef(function ChartStandIn(props: Record<string, unknown>) {
    const { type: _type, data: _data, options: _options, ...canvasProps } = props;
    return <canvas {...canvasProps} />;
  }),
}));

/** the shell's dashboard in short: holds the choice, gives the widget the same props */
function Dashboard({ ids }: { ids: string[] }) {
  const [choice, setChoice] = useState<{ usagePlace: UsagePlace | null; energyType: EnergyTypeKey | null }>({
    usagePlace: null,
    energyType: null,
  });
  const choose = useCallback(
    (usagePlace: UsagePlace | null, energyType: EnergyTypeKey | null) =>
      setChoice({ usagePlace, energyType }),
    [],
  );
  return (
    <>
      {ids.map((id) => {
        const Widget = reportsModule.widgets!.find((widget) => widget.id === id)!.component;
        return (
          <Suspense key={id} fallback={null}>
            <Widget subject={SELF} adminView={false} choose={choose} {...choice} />
          </Suspense>
        );
      })}
    </>
  );
}

/** a year whose previous year is measured on a quarter of its time (issue 20) */
const answer = (complete: boolean): ChartResponse => {
  const chart = response(
    [series('electricityP', [tariff('generic', [100, 120])])],
    bucketsOf([2024, 12, 1], [2025, 2, 1], 'month'),
    'month',
  );
  chart.series[0]!.details = {
    previousValue: {
      value: 60,
      change: { value: complete ? 266.7 : null, trendingUp: true },
      complete,
      measuredShare: complete ? 1 : 0.25,
    },
    dynamicPeriod: { amount: 12, unit: 'month' },
  };
  chart.series[0]!.chart.data.totalDataSum = 220;
  return chart;
};

beforeEach(() => {
  forgetDashboardCalls();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard chart widget: a previous period measured only in part', () => {
  it.each([
    ['en-US', 'Monthly consumption (kWh)', 'Only 25% of the previous period is measured: not comparable'],
    [
      'fi-FI',
      'Kuukausikulutus (kWh)',
      'Edellisestä jaksosta on mitattu vain 25\u00a0%: ei vertailukelpoinen',
    ],
  ])('%s: the previous figure says so, with no change', async (language, cardName, note) => {
    mockFetch({
      [REPORT_OPTIONS_PATH]: () => ({ body: makeOptions([electricityPlace]) }),
      [CHART_PATH]: () => ({ body: answer(false) }),
    });
    renderModule(reportsModule, <Dashboard ids={['reports.reportOptions', 'reports.monthlyConsumption']} />, {
      language: language as 'en-US',
    });
    const card = await screen.findByRole('region', { name: cardName }, { timeout: 10_000 });
    const previous = await within(card).findByTestId('previous-figure');
    expect(within(previous).getByTestId('previous-incomplete').textContent).toBe(note);
    expect(previous.querySelector('[data-trend]')).toBeNull();
  });

  it('a complete previous period shows its change', async () => {
    mockFetch({
      [REPORT_OPTIONS_PATH]: () => ({ body: makeOptions([electricityPlace]) }),
      [CHART_PATH]: () => ({ body: answer(true) }),
    });
    renderModule(reportsModule, <Dashboard ids={['reports.reportOptions', 'reports.monthlyConsumption']} />);
    const card = await screen.findByRole(
      'region',
      { name: 'Monthly consumption (kWh)' },
      { timeout: 10_000 },
    );
    const previous = await within(card).findByTestId('previous-figure');
    expect(within(previous).queryByTestId('previous-incomplete')).toBeNull();
    expect(previous.querySelector('[data-trend="up"]')).toBeTruthy();
  });
});

describe('consumption-changes tile: a year against a year measured only in part', () => {
  const tile = (complete: boolean): ConsumptionChangesResponse => ({
    changes: [
      {
        key: 'year_to_date',
        interval: { from: '2024-12-31T22:00:00.000Z', to: '2025-10-14T21:00:00.000Z' },
        previousInterval: { from: '2023-12-31T22:00:00.000Z', to: '2024-10-14T21:00:00.000Z' },
        categories: ['2024-01-01', '2025-01-01'],
        series: [
          {
            quantity: 'electricityP',
            unitTranslationKey: 'kWh',
            isMainQuantity: true,
            usedTariffValues: [{ nameTranslationKey: 'generic', values: [5472, 6912] }],
            change: { value: complete ? 26.3 : null, trendingUp: true },
            previousComplete: complete,
            previousMeasuredShare: complete ? 1 : 0.792,
          },
        ],
        errorCode: null,
      },
    ],
  });

  it.each([
    ['en-US', 'Changes in consumption', 'Only 79% of the previous period is measured: not comparable'],
    ['sv-FI', null, 'Endast 79\u00a0% av den föregående perioden är uppmätt: inte jämförbar'],
  ])('%s: the tile says so instead of a change', async (language, _card, note) => {
    mockFetch({
      [REPORT_OPTIONS_PATH]: () => ({ body: makeOptions([electricityPlace]) }),
      [CONSUMPTION_CHANGES_PATH]: () => ({ body: tile(false) }),
    });
    renderModule(reportsModule, <Dashboard ids={['reports.reportOptions', 'reports.consumptionChanges']} />, {
      language: language as 'en-US',
    });
    const year = await screen.findByTestId('change-year_to_date', undefined, { timeout: 10_000 });
    expect(within(year).getByTestId('previous-incomplete').textContent).toBe(note);
    expect(year.querySelector('[data-trend]')).toBeNull();
  });

  it('a complete previous year shows the change', async () => {
    mockFetch({
      [REPORT_OPTIONS_PATH]: () => ({ body: makeOptions([electricityPlace]) }),
      [CONSUMPTION_CHANGES_PATH]: () => ({ body: tile(true) }),
    });
    renderModule(reportsModule, <Dashboard ids={['reports.reportOptions', 'reports.consumptionChanges']} />);
    const year = await screen.findByTestId('change-year_to_date', undefined, { timeout: 10_000 });
    expect(within(year).queryByTestId('previous-incomplete')).toBeNull();
    expect(year.querySelector('[data-trend="up"]')!.textContent).toContain('26.3%');
  });
});
