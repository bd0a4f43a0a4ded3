import { Chart, Legend, type ActiveElement, type ChartEvent, type Scale } from 'chart.js';
import { describe, expect, it, vi } from 'vitest';
import { bucketsOf, ESTIMATE, intlEn, response, series, tariff } from './chartFixtures';
import { buildChartData, type ChartPoint } from './chartModel';
import { buildChartOptions, statusOutlinePlugin, type KeyboardCursor } from './chartOptions';
import { LIGHT_THEME } from './chartTheme';

Chart.register(Legend);

const buckets = bucketsOf([2025, 1, 1], [2026, 1, 1], 'month');
const statuses = buckets.map((_, i) => (i === 2 ? ESTIMATE : 0));
const r = response(
  [
    series('electricityP', [
      tariff(
        'generic',
        buckets.map((_, i) => i + 1),
        statuses,
      ),
    ]),
    series('electricityP.comparison', [
      tariff(
        'generic',
        buckets.map((_, i) => i + 2),
      ),
    ]),
  ],
  buckets,
);
const model = buildChartData(r, buckets, intlEn);

function optionsFor(extra: { onDrillDown?: (i: number) => void; cursor?: KeyboardCursor } = {}) {
  return buildChartOptions({
    model,
    response: r,
    buckets,
    resolution: 'month',
    intl: intlEn,
    theme: LIGHT_THEME,
    cursor: extra.cursor ?? { bucket: null },
    onDrillDown: extra.onDrillDown,
  });
}

/** A chart with the model's datasets, as the callbacks see it. */
const fakeChart = () =>
  ({
    data: { datasets: model.datasets },
    canvas: { style: { cursor: '' } },
  }) as unknown as Chart;

describe('chart options', () => {
  it('a linear x axis over bucket indexes shows every bucket whole; animation off, data not parsed', () => {
    const options = optionsFor();
    expect(options).toMatchObject({ animation: false, parsing: false, normalized: true, locale: 'en-US' });
    expect(options.scales!.x).toMatchObject({
      type: 'linear',
      min: -0.5,
      max: 11.5,
      offset: false,
      bounds: 'data',
    });
    expect(options.plugins!.decimation).toEqual({ enabled: true, algorithm: 'lttb' });
  });

  it('x labels sit on calendar boundaries and read as Helsinki months', () => {
    const x = optionsFor().scales!.x as unknown as {
      afterBuildTicks: (scale: Scale) => void;
      ticks: { callback: (value: number) => string };
    };
    const scale = { width: 1000, min: -0.5, max: 11.5, ticks: [] } as unknown as Scale;
    x.afterBuildTicks(scale);
    expect(scale.ticks.map((t) => t.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const narrow = { width: 300, min: -0.5, max: 11.5, ticks: [] } as unknown as Scale;
    x.afterBuildTicks(narrow);
    expect(narrow.ticks.map((t) => t.value)).toEqual([0, 6]);
    expect(x.ticks.callback(0)).toBe('Jan 2025');
    expect(x.ticks.callback(0.5)).toBe('');
  });

  it('one y axis per unit with its title', () => {
    expect(optionsFor().scales!['y-kWh']).toMatchObject({
      position: 'left',
      display: true,
      stacked: false,
      title: { display: true, text: 'kWh' },
    });
  });

  it('the tooltip tells the bucket of the nearest point: date, every series, status', () => {
    const tooltip = optionsFor().plugins!.tooltip!;
    expect(tooltip).toMatchObject({ displayColors: false });
    const item = { raw: model.datasets[0]!.data[2] } as never;
    const callbacks = tooltip.callbacks as unknown as Record<string, (items: unknown[]) => unknown>;
    expect(callbacks.title!([item])).toBe('March 2025');
    expect(callbacks.beforeBody!([item])).toEqual([
      'Electricity consumption: 3 kWh (estimate)',
      'Electricity consumption, a year earlier: 4 kWh',
    ]);
  });

  it('a bucket chosen with the keyboard is the one the tooltip tells', () => {
    const cursor = { bucket: 7 };
    const callbacks = optionsFor({ cursor }).plugins!.tooltip!.callbacks as unknown as Record<
      string,
      (items: unknown[]) => unknown
    >;
    expect(callbacks.title!([{ raw: model.datasets[0]!.data[2] }])).toBe('August 2025');
  });

  it('clicking a bar drills down to its bucket, with a pointer cursor; without drill-down nothing happens', () => {
    const onDrillDown = vi.fn();
    const chart = fakeChart();
    const active = [{ datasetIndex: 1, index: 4 }] as ActiveElement[];
    const options = optionsFor({ onDrillDown });
    (options.onHover as (e: ChartEvent, a: ActiveElement[], c: Chart) => void)(
      { type: 'mousemove' } as ChartEvent,
      active,
      chart,
    );
    expect(chart.canvas.style.cursor).toBe('pointer');
    (options.onClick as (e: ChartEvent, a: ActiveElement[], c: Chart) => void)(
      {} as ChartEvent,
      active,
      chart,
    );
    expect(onDrillDown).toHaveBeenCalledWith(4);

    const plain = optionsFor();
    (plain.onHover as (e: ChartEvent, a: ActiveElement[], c: Chart) => void)(
      { type: 'mousemove' } as ChartEvent,
      active,
      chart,
    );
    expect(chart.canvas.style.cursor).toBe('default');
    expect(() =>
      (plain.onClick as (e: ChartEvent, a: ActiveElement[], c: Chart) => void)(
        {} as ChartEvent,
        active,
        chart,
      ),
    ).not.toThrow();
  });

  it('the mouse takes over from the keyboard cursor', () => {
    const cursor = { bucket: 3 } as KeyboardCursor;
    const options = optionsFor({ cursor });
    (options.onHover as (e: ChartEvent, a: ActiveElement[], c: Chart) => void)(
      { type: 'mousemove' } as ChartEvent,
      [],
      fakeChart(),
    );
    expect(cursor.bucket).toBeNull();
  });

  it('drag and ctrl+wheel zoom the x axis within the interval; shift+drag pans', () => {
    const zoom = optionsFor().plugins!.zoom!;
    expect(zoom.limits!.x).toEqual({ min: -0.5, max: 11.5, minRange: 6 });
    expect(zoom.zoom).toMatchObject({
      mode: 'x',
      wheel: { enabled: true, modifierKey: 'ctrl' },
      drag: { enabled: true },
    });
    expect(zoom.pan).toMatchObject({ enabled: true, mode: 'x', modifierKey: 'shift' });
  });

  it('the legend leaves out series not meant for it and draws lines as lines, bars as boxes', () => {
    const labels = optionsFor().plugins!.legend!.labels!;
    // chart.js's own items (one per dataset), then ours on top
    vi.spyOn(Chart.defaults.plugins.legend.labels, 'generateLabels').mockImplementation((chart) =>
      chart.data.datasets.map((d, datasetIndex) => ({ text: d.label!, datasetIndex, pointStyle: 'circle' })),
    );
    const chart = { data: { datasets: model.datasets } } as unknown as Chart;
    const items = labels.generateLabels!(chart);
    expect(items.map((i) => [i.text, i.pointStyle])).toEqual([
      ['Electricity consumption', 'rect'],
      ['Electricity consumption, a year earlier', 'rect'],
    ]);
    const hidden = { ...model.datasets[0]!, info: { ...model.datasets[0]!.info, showInLegend: false } };
    expect(labels.filter!({ datasetIndex: 0 } as never, { datasets: [hidden] } as never)).toBe(false);
    expect(labels.filter!({ datasetIndex: 0 } as never, { datasets: model.datasets } as never)).toBe(true);
  });
});

describe('status outline plugin', () => {
  it('outlines estimated and comparison bars with a dashed line, leaves the rest', () => {
    const strokes: Array<{ dash: number[]; rect: number[] }> = [];
    let dash: number[] = [];
    const ctx = {
      save: () => undefined,
      restore: () => undefined,
      beginPath: () => undefined,
      rect: () => undefined,
      clip: () => undefined,
      setLineDash: (d: number[]) => void (dash = d),
      strokeRect: (...rect: number[]) => void strokes.push({ dash, rect }),
    };
    const element = (x: number) => ({ getProps: () => ({ x, y: 10, base: 100, width: 8 }) });
    const chart = {
      ctx,
      chartArea: { left: 0, top: 0, right: 500, bottom: 200 },
      data: { datasets: model.datasets },
      isDatasetVisible: () => true,
      getDatasetMeta: () => ({
        data: (model.datasets[0]!.data as ChartPoint[]).map((p) => element(p.x * 10)),
      }),
    };
    const draw = statusOutlinePlugin.afterDatasetsDraw as unknown as (chart: unknown) => void;
    draw(chart);
    // the estimate of the main year (bucket 2), then every bar of the comparison year
    expect(strokes[0]).toEqual({ dash: [4, 2], rect: [16, 10, 8, 90] });
    expect(strokes.slice(1)).toHaveLength(12);
    expect(strokes.slice(1).every((s) => s.dash.join() === '2,2')).toBe(true);
  });
});
