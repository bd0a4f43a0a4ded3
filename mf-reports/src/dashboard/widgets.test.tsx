import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SELF, type ChartResponse, type EnergyTypeKey, type UsagePlace } from '@portal/shared';
import type { ConsumptionChangesResponse } from '@portal/shared/api/consumptionChanges';
import { addHelsinki, helsinkiDay, helsinkiDayStart } from '@portal/shared/calendar';
import { mockFetch, renderModule } from '@portal/shared/testing';
import { forwardRef, Suspense, useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHART_PATH, REPORT_OPTIONS_PATH } from '../energyReport/api';
import { bucketsOf, response, series, tariff } from '../energyReport/chart/chartFixtures';
import {
  electricityPlace,
  electricityType,
  heatPlace,
  makeOptions,
  makeUsagePlace,
} from '../energyReport/state/fixtures';
import reportsModule from '../module';
import { CONSUMPTION_CHANGES_PATH, forgetDashboardCalls } from './dashboardApi';

// jsdom has no canvas: a stand-in canvas that keeps chart.js's props off the element (the options kept)
const drawn = vi.hoisted(() => ({ options: [] as Record<string, unknown>[] }));
vi.mock('react-chartjs-2', () => ({
  Chart: forwardRef(function ChartStandIn(props: Record<string, unknown>) {
    const { type: _type, data: _data, options, ...canvasProps } = props;
    drawn.options.push(options as Record<string, unknown>);
    return <canvas {...canvasProps} />;
  }),
}));

/** What the shell's dashboard does: holds the choice, gives every widget the same props. */
function Dashboard({ ids, adminView = false }: { ids: string[]; adminView?: boolean }) {
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
          <div key={id} data-widget={id}>
            <Suspense fallback={null}>
              <Widget subject={SELF} adminView={adminView} choose={choose} {...choice} />
            </Suspense>
          </div>
        );
      })}
    </>
  );
}

const monthBuckets = bucketsOf([2024, 12, 1], [2025, 2, 1], 'month');
const chartAnswer: ChartResponse = (() => {
  const answer = response(
    [series('electricityP', [tariff('dayEnergy', [100, 120]), tariff('nightEnergy', [50, 60])])],
    monthBuckets,
    'month',
  );
  answer.series[0]!.details = {
    previousValue: { value: 300, change: { value: 10.5, trendingUp: true } },
    dynamicPeriod: { amount: 12, unit: 'month' },
  };
  answer.series[0]!.chart.data.totalDataSum = 330;
  return answer;
})();

/** a heat place's months in MWh as the connector sends them */
const heatAnswer = (values: number[]): ChartResponse =>
  response([series('heatEnergy', [tariff('generic', values)], { unit: 'MWh' })], monthBuckets, 'month');

const changes: ConsumptionChangesResponse = {
  changes: [
    {
      key: 'certain_week',
      interval: { from: '2025-10-05T21:00:00.000Z', to: '2025-10-12T21:00:00.000Z' },
      previousInterval: { from: '2025-09-28T21:00:00.000Z', to: '2025-10-05T21:00:00.000Z' },
      categories: ['2025-09-29', '2025-10-06'],
      series: [
        {
          quantity: 'electricityP',
          unitTranslationKey: 'kWh',
          isMainQuantity: true,
          usedTariffValues: [
            { nameTranslationKey: 'dayEnergy', values: [100, 90] },
            { nameTranslationKey: 'nightEnergy', values: [50, 45] },
          ],
          change: { value: -10, trendingUp: false },
        },
      ],
      errorCode: null,
    },
    {
      key: 'certain_month',
      interval: { from: '2025-08-31T21:00:00.000Z', to: '2025-09-30T21:00:00.000Z' },
      previousInterval: { from: '2025-07-31T21:00:00.000Z', to: '2025-08-31T21:00:00.000Z' },
      categories: ['2025-08-01', '2025-09-01'],
      series: [],
      errorCode: 'no_measurement_data',
    },
  ],
};

let fetch: ReturnType<typeof mockFetch>;
beforeEach(() => {
  forgetDashboardCalls();
  fetch = mockFetch({
    [REPORT_OPTIONS_PATH]: () => ({ body: makeOptions([electricityPlace, heatPlace]) }),
    [CHART_PATH]: () => ({ body: chartAnswer }),
    [CONSUMPTION_CHANGES_PATH]: () => ({ body: changes }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard widgets (mf-reports)', () => {
  it('the report options card chooses the first place with electricity; every widget follows a new choice', async () => {
    fetch = mockFetch({
      [REPORT_OPTIONS_PATH]: () => ({ body: makeOptions([heatPlace, electricityPlace]) }),
      [CHART_PATH]: (call) => ({
        body:
          (call.body as { selectedEnergyType?: string }).selectedEnergyType === 'heat'
            ? heatAnswer([12, 14])
            : chartAnswer,
      }),
    });
    renderModule(reportsModule, <Dashboard ids={['reports.reportOptions', 'reports.monthlyConsumption']} />);
    const place = await screen.findByRole('combobox', { name: 'Usage place' }, { timeout: 10_000 });
    await screen.findByRole('heading', { name: 'Monthly consumption (kWh)' }, { timeout: 10_000 });
    expect(place.textContent).toBe('Peltotie 20, 00530 Helsinki (2011425)');
    expect(screen.getByRole('combobox', { name: 'Energy type' }).textContent).toBe('Electricity');
    await waitFor(() => expect(fetch.callsTo(CHART_PATH)).toHaveLength(1));
    expect(fetch.callsTo(CHART_PATH)[0]!.headers).toMatchObject({ 'X-Location-Code': '2011425' });
    fireEvent.click(place);
    fireEvent.click(await screen.findByRole('option', { name: /\(2086147\)$/ }));
    await screen.findByRole('heading', { name: 'Monthly consumption (MWh)' });
    await waitFor(() => expect(fetch.callsTo(CHART_PATH)).toHaveLength(2));
    expect(fetch.callsTo(CHART_PATH)[1]!.body).toMatchObject({
      selectedEnergyType: 'heat',
      selectedBasicDetails: ['heatEnergy'],
      measurePeriod: 'month',
    });
    expect(fetch.callsTo(REPORT_OPTIONS_PATH)).toHaveLength(1);
  });

  it('a chart widget has its title with unit, the dates, an info tooltip and both difference figures', async () => {
    renderModule(reportsModule, <Dashboard ids={['reports.reportOptions', 'reports.monthlyConsumption']} />);
    const card = await screen.findByRole(
      'region',
      { name: 'Monthly consumption (kWh)' },
      { timeout: 10_000 },
    );
    expect(within(card).getByRole('button', { name: 'About Monthly consumption (kWh)' })).toBeTruthy();
    expect(within(card).getByText(/^\d+\/1\/\d{4} – \d+\/\d+\/\d{4}$/)).toBeTruthy();
    const canvas = await within(card).findByRole('img');
    expect(canvas.getAttribute('aria-label')).toContain('total 330 kWh');
    const previous = within(card).getByTestId('previous-figure');
    expect(previous.textContent).toContain('Previous period');
    expect(previous.textContent).toContain('300 kWh');
    const indicator = previous.querySelector('[data-trend]')!;
    expect(indicator.getAttribute('data-trend')).toBe('up');
    expect(indicator.textContent).toBe('Increase 10.5%');
    const period = within(card).getByTestId('period-figure');
    expect(period.textContent).toBe('12 months330 kWh');
  });

  it("a chart's axis numbers follow the page's language, not the browser's", async () => {
    drawn.options.length = 0;
    renderModule(reportsModule, <Dashboard ids={['reports.reportOptions', 'reports.monthlyConsumption']} />, {
      language: 'sv-FI',
    });
    await waitFor(() => expect(drawn.options.length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(drawn.options.at(-1)!.locale).toBe('sv-FI');
  });

  it('a heat place sent in MWh with small months is shown in kWh: title, bars total and figures', async () => {
    fetch = mockFetch({
      [REPORT_OPTIONS_PATH]: () => ({ body: makeOptions([heatPlace]) }),
      [CHART_PATH]: () => {
        const answer = heatAnswer([0.005, 0.0042]);
        answer.series[0]!.details = {
          previousValue: { value: 0.008, change: { value: 15.2, trendingUp: true } },
          dynamicPeriod: { amount: 12, unit: 'month' },
        };
        answer.series[0]!.chart.data.totalDataSum = 0.0092;
        return { body: answer };
      },
    });
    renderModule(reportsModule, <Dashboard ids={['reports.reportOptions', 'reports.monthlyConsumption']} />);
    const card = await screen.findByRole(
      'region',
      { name: 'Monthly consumption (kWh)' },
      { timeout: 10_000 },
    );
    const canvas = await within(card).findByRole('img');
    expect(canvas.getAttribute('aria-label')).toContain('total 9.2 kWh');
    expect(canvas.getAttribute('aria-label')).toContain('highest 5 kWh');
    expect(within(card).getByTestId('previous-figure').textContent).toContain('8 kWh');
    expect(within(card).getByTestId('period-figure').textContent).toBe('12 months9.2 kWh');
  });

  it('a contract younger than the annual window: the window starts at the contract start and the card says so', async () => {
    // about 13 months before the test clock's today, whatever day it is set to
    const contractStart = helsinkiDay(addHelsinki(new Date(), -400, 'day'));
    const young = { ...electricityPlace, validity: { startDate: contractStart, endDate: null } };
    fetch = mockFetch({
      [REPORT_OPTIONS_PATH]: () => ({ body: makeOptions([young]) }),
      [CHART_PATH]: () => ({ body: chartAnswer }),
    });
    renderModule(reportsModule, <Dashboard ids={['reports.reportOptions', 'reports.annualConsumption']} />);
    const card = await screen.findByTestId('widget-annual', {}, { timeout: 10_000 });
    await waitFor(() => expect(fetch.callsTo(CHART_PATH)).toHaveLength(1));
    expect(fetch.callsTo(CHART_PATH)[0]!.body).toMatchObject({
      measurePeriod: 'year',
      interval: { selectedStartTimestamp: helsinkiDayStart(contractStart).toISOString() },
    });
    const [year, month, day] = contractStart.split('-').map(Number);
    expect(within(card).getByTestId('clipped-from').textContent).toBe(
      `From ${month}/${day}/${year}, when the contract began`,
    );
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('monthly and average daily share one chart call; the daily widget asks yesterday by hour', async () => {
    renderModule(
      reportsModule,
      <Dashboard
        ids={[
          'reports.reportOptions',
          'reports.monthlyConsumption',
          'reports.averageDaily',
          'reports.dailyConsumption',
        ]}
      />,
    );
    await screen.findByRole('region', { name: 'Average daily consumption (kWh)' }, { timeout: 10_000 });
    await screen.findByRole('region', { name: 'Daily consumption (kWh)' });
    await waitFor(() => expect(fetch.callsTo(CHART_PATH)).toHaveLength(2));
    const periods = fetch
      .callsTo(CHART_PATH)
      .map((call) => (call.body as { measurePeriod: string }).measurePeriod);
    expect(periods.sort()).toEqual(['hour', 'month']);
    const daily = screen.getByRole('region', { name: 'Daily consumption (kWh)' });
    // the picker loads when asked for, and takes the focus
    fireEvent.click(within(daily).getByRole('button', { name: /^Change the day \(\d+\/\d+\/\d{4}\)$/ }));
    const day = await within(daily).findByRole('combobox', { name: 'Day' }, { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement).toBe(day));
  });

  it('the consumption-changes card: tiles with trend and tariff values per period, errorCode as a message', async () => {
    renderModule(reportsModule, <Dashboard ids={['reports.reportOptions', 'reports.consumptionChanges']} />);
    const card = await screen.findByRole('region', { name: 'Changes in consumption' }, { timeout: 10_000 });
    const week = await within(card).findByTestId('change-certain_week');
    expect(
      within(week).getByRole('heading', { level: 3, name: 'Last week against the week before' }),
    ).toBeTruthy();
    expect(week.querySelector('[data-trend]')!.getAttribute('data-trend')).toBe('down');
    expect(week.querySelector('[data-trend]')!.textContent).toBe('Decrease 10%');
    const table = within(week).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tariff', '9/29/2025 – 10/5/2025', '10/6/2025 – 10/12/2025']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('90 kWh');
    const month = within(card).getByTestId('change-certain_month');
    expect(within(month).getByText('No measurement data for these periods.')).toBeTruthy();
    expect(fetch.callsTo(CONSUMPTION_CHANGES_PATH)[0]!.body).toEqual({
      selectedEnergyType: 'electricity',
      selectedBasicDetails: electricityType.basicDetails.map((detail) => detail.key),
    });
  });

  it('the card is titled for production when the place measures production only', async () => {
    const producer = makeUsagePlace({
      locationCode: 'PROD-1',
      energyTypes: [{ ...electricityType, basicDetails: [electricityType.basicDetails[1]!] }],
    });
    fetch = mockFetch({
      [REPORT_OPTIONS_PATH]: () => ({ body: makeOptions([producer]) }),
      [CONSUMPTION_CHANGES_PATH]: () => ({ body: changes }),
    });
    renderModule(reportsModule, <Dashboard ids={['reports.reportOptions', 'reports.consumptionChanges']} />);
    expect(
      await screen.findByRole('region', { name: 'Changes in production' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('without a usage place the consumption widgets render nothing (no empty titled card)', async () => {
    fetch = mockFetch({ [REPORT_OPTIONS_PATH]: () => ({ body: makeOptions([]) }) });
    const { container } = renderModule(
      reportsModule,
      <Dashboard ids={['reports.reportOptions', 'reports.dailyConsumption', 'reports.consumptionChanges']} />,
    );
    await screen.findByText('You have no usage places with measurement data.', undefined, {
      timeout: 10_000,
    });
    await act(async () => {});
    expect(container.querySelector('[data-widget="reports.dailyConsumption"]')!.childElementCount).toBe(0);
    expect(container.querySelector('[data-widget="reports.consumptionChanges"]')!.childElementCount).toBe(0);
    expect(fetch.callsTo(CHART_PATH)).toHaveLength(0);
  });

  it('kWh/EUR: where the place has prices, € asks the interval-priced cost with VAT and draws it', async () => {
    const priced = makeUsagePlace({
      additionalInformations: electricityPlace.additionalInformations.map((info) =>
        info.key === 'usagePriceVat' ? { ...info, disabled: false, tooltip: null } : info,
      ),
    });
    const withCost: ChartResponse = {
      ...chartAnswer,
      series: [
        ...chartAnswer.series,
        {
          ...series('usagePriceVat', [tariff('generic', [12.5, 20])], { unit: 'EURVat' }),
          isMainQuantity: false,
        },
      ],
    };
    fetch = mockFetch({
      [REPORT_OPTIONS_PATH]: () => ({ body: makeOptions([priced]) }),
      [CHART_PATH]: (call) => ({
        body: (call.body as { selectedAdditionalInformation: string[] }).selectedAdditionalInformation.length
          ? withCost
          : chartAnswer,
      }),
    });
    renderModule(reportsModule, <Dashboard ids={['reports.reportOptions', 'reports.monthlyConsumption']} />);
    const card = await screen.findByRole(
      'region',
      { name: 'Monthly consumption (kWh)' },
      { timeout: 10_000 },
    );
    const group = within(card).getByRole('group', { name: 'Show in' });
    expect(within(group).getByRole('button', { name: 'kWh' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: '€' }));
    const eurCard = await screen.findByRole('region', { name: 'Monthly consumption (€ (incl. VAT))' });
    await waitFor(() =>
      expect(within(eurCard).getByRole('img').getAttribute('aria-label')).toContain('total 32.5'),
    );
    expect(fetch.callsTo(CHART_PATH).at(-1)!.body).toMatchObject({
      selectedAdditionalInformation: ['usagePriceVat'],
    });
    // the figures describe the quantity, not its cost: hidden in €
    expect(within(eurCard).queryByTestId('previous-figure')).toBeNull();
  });

  it('a failed chart call shows the error with retry, which asks again', async () => {
    let fail = true;
    fetch = mockFetch({
      [REPORT_OPTIONS_PATH]: () => ({ body: makeOptions([electricityPlace]) }),
      [CHART_PATH]: () => (fail ? { status: 500, body: { error: 'generalError' } } : { body: chartAnswer }),
    });
    renderModule(reportsModule, <Dashboard ids={['reports.reportOptions', 'reports.annualConsumption']} />);
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    fail = false;
    fireEvent.click(retry);
    const card = screen.getByRole('region', { name: 'Annual consumption (kWh)' });
    expect(await within(card).findByRole('img')).toBeTruthy();
    expect(fetch.callsTo(CHART_PATH)).toHaveLength(2);
  });
});
