/**
 * Browser side of the chart benchmark: renders the real EnergyChart with a year of 15-minute data
 * (35,040 points per series) and times it from handing the data to React until the chart is painted.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { ChartResponse, ChartSeries, ChartSettings } from '@portal/shared';
import { bucketsBetween, fromHelsinkiWallTime, type Bucket } from '@portal/shared/reports';
import { Chart } from 'chart.js';
import { createRoot } from 'react-dom/client';
import { createIntl, IntlProvider } from 'react-intl';
import { buildChartData } from '../src/energyReport/chart/chartModel';
import { EnergyChart, preloadEnergyChart } from '../src/energyReport/chart/EnergyChart';
import { reportsMessages } from '../src/i18n/messages';
import { COLUMN, ESTIMATE, MISSING, SPLINE_RIGHT } from '../src/energyReport/chart/chartFixtures';

/** Deterministic pseudo-random numbers, so every run draws the same shape. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function series(
  quantity: string,
  unit: string,
  settings: ChartSettings,
  tariffs: string[],
  buckets: readonly Bucket[],
  seed: number,
): ChartSeries {
  const next = random(seed);
  return {
    isMainQuantity: quantity === 'electricityP',
    details: { previousValue: null, dynamicPeriod: { amount: 1, unit: 'year' } },
    chart: {
      quantity,
      group: quantity === 'electricityP' ? 'quantity' : 'additionalInformation',
      unitTranslationKey: unit,
      errorCode: null,
      settings,
      data: {
        tariffs: tariffs.map((name, t) => {
          const data: (number | null)[] = [];
          const statuses: number[] = [];
          buckets.forEach((bucket, i) => {
            const hour = (bucket.start.getUTCHours() + 2) % 24;
            const daily = 0.15 + 0.25 * Math.max(0, Math.sin(((hour - 6) / 24) * 2 * Math.PI));
            const missing = i % 5000 < 8;
            const inTariff = tariffs.length === 1 || (t === 0) === (hour >= 7 && hour < 22);
            data.push(missing ? null : inTariff ? +(daily + next() * 0.2).toFixed(3) : 0);
            statuses.push(missing ? MISSING : next() < 0.02 ? ESTIMATE : 0);
          });
          return { nameTranslationKey: name, data, statuses, priceParts: [] };
        }),
        totalDataSum: null,
        dataAverage: null,
        startDate: buckets[0]!.start.toISOString(),
        endDate: buckets[buckets.length - 1]!.end.toISOString(),
      },
    },
  };
}

export type Scenario = 'consumption' | 'consumptionTwoTariffsSpot';

function makeResponse(scenario: Scenario, buckets: readonly Bucket[]): ChartResponse {
  const list =
    scenario === 'consumption'
      ? [series('electricityP', 'kWh', COLUMN, ['generic'], buckets, 1)]
      : [
          series('electricityP', 'kWh', COLUMN, ['dayEnergy', 'nightEnergy'], buckets, 1),
          series('spotPrice', 'snt/kWh', SPLINE_RIGHT, ['generic'], buckets, 2),
        ];
  return {
    series: list,
    categories: buckets.map((b) => b.label),
    summary: { title: '', totalSums: [], highest: null, lowest: null },
  };
}

/** chart.js's own share: from the chart's construction to the end of its first draw */
const chartPhase = { init: 0, drawn: 0, onDrawn: () => undefined as void };
Chart.register({
  id: 'benchTiming',
  beforeInit: () => {
    chartPhase.init = performance.now();
  },
  afterRender: () => {
    if (chartPhase.drawn) return;
    chartPhase.drawn = performance.now();
    chartPhase.onDrawn();
  },
});

/** After the frame is painted: a task queued from the frame's callback runs once it is on screen. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const container = document.getElementById('root')!;
const root = createRoot(container);

function view(response: ChartResponse | null, buckets: readonly Bucket[]) {
  return (
    <IntlProvider locale="fi-FI" messages={reportsMessages['fi-FI']}>
      <FluentProvider theme={webLightTheme}>
        <div style={{ width: 1200, padding: 16 }}>
          {response && (
            <EnergyChart
              response={response}
              resolution="minutes_15"
              buckets={buckets}
              placeLabel="Testikatu 1, Helsinki (123456)"
              onDrillDown={() => undefined}
            />
          )}
        </div>
      </FluentProvider>
    </IntlProvider>
  );
}

async function timeOnce(scenario: Scenario, buckets: readonly Bucket[]) {
  root.render(view(null, buckets));
  await afterPaint();
  // a fresh response every run, so no memoized dataset is reused
  const response = makeResponse(scenario, buckets);
  chartPhase.drawn = 0;
  const drawn = new Promise<void>((resolve) => (chartPhase.onDrawn = resolve));
  const started = performance.now();
  root.render(view(response, buckets));
  await drawn;
  await afterPaint();
  const elapsed = performance.now() - started;
  const chart = Chart.getChart(container.querySelector('canvas')!)!;
  const points = chart.data.datasets.reduce(
    (n, d) => n + (((d as unknown as { _data?: unknown[] })._data ?? d.data) as unknown[]).length,
    0,
  );
  return {
    elapsed,
    points,
    drawn: chart.getDatasetMeta(0).data.length,
    chartJs: chartPhase.drawn - chartPhase.init,
    beforeChart: chartPhase.init - started,
    toPaint: elapsed - (chartPhase.drawn - started),
  };
}

declare global {
  interface Window {
    runChartBench(options: { scenario: Scenario; runs: number }): Promise<unknown>;
    showChartSample(resolution: 'month' | 'hour' | 'minutes_15'): Promise<void>;
  }
}

/** A chart to look at (screenshots): a year by month with comparison, a day by hour, or a year of quarters. */
window.showChartSample = async (resolution) => {
  const start = fromHelsinkiWallTime({ year: 2024, month: resolution === 'month' ? 1 : 10, day: 27 });
  const end =
    resolution === 'month'
      ? fromHelsinkiWallTime({ year: 2025, month: 1, day: 1 })
      : resolution === 'hour'
        ? fromHelsinkiWallTime({ year: 2024, month: 10, day: 28 })
        : fromHelsinkiWallTime({ year: 2025, month: 10, day: 27 });
  const buckets = bucketsBetween(
    resolution === 'month' ? fromHelsinkiWallTime({ year: 2024, month: 1, day: 1 }) : start,
    end,
    resolution,
  );
  const response = makeResponse('consumptionTwoTariffsSpot', buckets);
  if (resolution === 'month') {
    const main = response.series[0]!;
    const earlier = structuredClone(main);
    earlier.chart.quantity = 'electricityP.comparison';
    earlier.chart.group = 'comparison';
    response.series.splice(1, 0, earlier);
    main.chart.data.tariffs[0]!.statuses[3] = ESTIMATE;
    main.chart.data.tariffs[1]!.statuses[5] = 262144;
    main.chart.data.tariffs.forEach((t) => (t.data[8] = null));
  }
  if (resolution !== 'minutes_15') {
    response.series[0]!.chart.data.tariffs.forEach((t) =>
      t.data.forEach(
        (v, i) => (t.data[i] = v === null ? null : +(v * (resolution === 'month' ? 700 : 4)).toFixed(2)),
      ),
    );
  }
  chartPhase.drawn = 0;
  const drawn = new Promise<void>((resolve) => (chartPhase.onDrawn = resolve));
  root.render(
    <IntlProvider locale="fi-FI" messages={reportsMessages['fi-FI']}>
      <FluentProvider theme={webLightTheme}>
        <div style={{ width: 1200, padding: 16 }}>
          <EnergyChart
            response={response}
            resolution={resolution}
            buckets={buckets}
            placeLabel="Testikatu 1, Helsinki (123456)"
            onDrillDown={() => undefined}
          />
        </div>
      </FluentProvider>
    </IntlProvider>,
  );
  await drawn;
  await afterPaint();
};

window.runChartBench = async ({ scenario, runs }) => {
  await import('../src/energyReport/chart/ChartCanvas');
  preloadEnergyChart();
  const start = fromHelsinkiWallTime({ year: 2024, month: 1, day: 1 });
  const end = fromHelsinkiWallTime({ year: 2024, month: 12, day: 31 });
  const buckets = bucketsBetween(start, end, 'minutes_15');
  const times: number[] = [];
  const chartJs: number[] = [];
  const beforeChart: number[] = [];
  const toPaint: number[] = [];
  const model: number[] = [];
  const intl = createIntl({ locale: 'fi-FI', messages: reportsMessages['fi-FI'] });
  let info = { points: 0, drawn: 0 };
  for (let i = 0; i < runs; i++) {
    const run = await timeOnce(scenario, buckets);
    times.push(run.elapsed);
    chartJs.push(run.chartJs);
    beforeChart.push(run.beforeChart);
    toPaint.push(run.toPaint);
    info = { points: run.points, drawn: run.drawn };
    const response = makeResponse(scenario, buckets);
    const started = performance.now();
    buildChartData(response, buckets, intl);
    model.push(performance.now() - started);
  }
  // with the chart mounted: a redraw alone, and a zoom step (update with decimation, then draw)
  const response = makeResponse(scenario, buckets);
  chartPhase.drawn = 0;
  const drawn = new Promise<void>((resolve) => (chartPhase.onDrawn = resolve));
  root.render(view(response, buckets));
  await drawn;
  await afterPaint();
  const chart = Chart.getChart(container.querySelector('canvas')!)!;
  const redraw: number[] = [];
  const zoom: number[] = [];
  for (let i = 0; i < 5; i++) {
    let started = performance.now();
    chart.draw();
    await afterPaint();
    redraw.push(performance.now() - started);
    started = performance.now();
    chart.zoom({ x: i % 2 ? 1 / 1.5 : 1.5 }, 'none');
    await afterPaint();
    zoom.push(performance.now() - started);
  }
  root.render(view(null, buckets));
  return { buckets: buckets.length, ...info, times, chartJs, beforeChart, toPaint, model, redraw, zoom };
};
