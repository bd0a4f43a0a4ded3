import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SELF, type EnergyTypeKey, type ModuleWidgetProps, type UsagePlace } from '@portal/shared';
import { mockFetch, renderModule } from '@portal/shared/testing';
import { forwardRef, Suspense, useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHART_PATH, REPORT_OPTIONS_PATH } from '../energyReport/api';
import { bucketsOf, response, series, tariff } from '../energyReport/chart/chartFixtures';
import { electricityPlace, heatPlace, makeOptions } from '../energyReport/state/fixtures';
import reportsModule from '../module';
import { CONSUMPTION_CHANGES_PATH, forgetDashboardCalls } from './dashboardApi';
import { startFirstCalls } from './firstCalls';

vi.mock('react-chartjs-2', () => ({
  Chart: forwardRef(function ChartStandIn(props: Record<string, unknown>) {
    const { type: _type, data: _data, options: _options, ...canvasProps } = props;
    return <canvas {...canvasProps} />;
  }),
}));

/** the shell's dashboard: holds the choice the report options card makes, gives every widget the same props */
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

const chartAnswer = response(
  [series('electricityP', [tariff('dayEnergy', [100, 120])])],
  bucketsOf([2024, 12, 1], [2025, 1, 1], 'month'),
  'month',
);

const before: ModuleWidgetProps = {
  subject: SELF,
  adminView: false,
  choose: () => undefined,
  usagePlace: null,
  energyType: null,
};

let fetch: ReturnType<typeof mockFetch>;
beforeEach(() => {
  forgetDashboardCalls();
  fetch = mockFetch({
    [REPORT_OPTIONS_PATH]: () => ({ body: makeOptions([heatPlace, electricityPlace]) }),
    [CHART_PATH]: () => ({ body: chartAnswer }),
    [CONSUMPTION_CHANGES_PATH]: () => ({ body: { changes: [] } }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard calls started before the widgets have loaded', () => {
  it("a chart's call goes out when the report options answer, for the place the card then chooses; the widgets take both answers", async () => {
    startFirstCalls('reportOptions', before);
    startFirstCalls('twelveMonths', before);
    startFirstCalls('twelveMonths', before);
    startFirstCalls('consumptionChanges', before);
    await waitFor(() => expect(fetch.callsTo(CHART_PATH)).toHaveLength(1));
    expect(fetch.callsTo(CHART_PATH)[0]!.headers).toMatchObject({ 'X-Location-Code': '2011425' });
    await waitFor(() => expect(fetch.callsTo(CONSUMPTION_CHANGES_PATH)).toHaveLength(1));

    renderModule(
      reportsModule,
      <Dashboard
        ids={[
          'reports.reportOptions',
          'reports.monthlyConsumption',
          'reports.averageDaily',
          'reports.consumptionChanges',
        ]}
      />,
    );
    const card = await screen.findByRole(
      'region',
      { name: 'Monthly consumption (kWh)' },
      { timeout: 10_000 },
    );
    expect(await within(card).findByRole('img')).toBeTruthy();
    await screen.findByRole('region', { name: /Average daily consumption/ });
    expect(fetch.callsTo(REPORT_OPTIONS_PATH)).toHaveLength(1);
    expect(fetch.callsTo(CHART_PATH)).toHaveLength(1);
    expect(fetch.callsTo(CONSUMPTION_CHANGES_PATH)).toHaveLength(1);
  });

  it('a chart widget rendered before the report options card waits for its call: nothing until it starts, then the chart when it answers', async () => {
    startFirstCalls('twelveMonths', before);
    startFirstCalls('daily', before);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch.calls).toHaveLength(0);
    startFirstCalls('reportOptions', before);
    await waitFor(() => expect(fetch.callsTo(CHART_PATH)).toHaveLength(2));
    expect(fetch.callsTo(REPORT_OPTIONS_PATH)).toHaveLength(1);
  });

  it('a call started ahead that fails is the widget’s answer: the error shows with Retry, which asks again', async () => {
    let fail = true;
    fetch = mockFetch({
      [REPORT_OPTIONS_PATH]: () => ({ body: makeOptions([electricityPlace]) }),
      [CHART_PATH]: () => (fail ? { status: 500, body: { error: 'generalError' } } : { body: chartAnswer }),
    });
    startFirstCalls('reportOptions', before);
    startFirstCalls('fiveYears', before);
    await waitFor(() => expect(fetch.callsTo(CHART_PATH)).toHaveLength(1));

    renderModule(reportsModule, <Dashboard ids={['reports.reportOptions', 'reports.annualConsumption']} />);
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    expect(fetch.callsTo(CHART_PATH)).toHaveLength(1);
    fail = false;
    fireEvent.click(retry);
    const card = screen.getByRole('region', { name: 'Annual consumption (kWh)' });
    expect(await within(card).findByRole('img')).toBeTruthy();
    expect(fetch.callsTo(CHART_PATH)).toHaveLength(2);
  });
});
