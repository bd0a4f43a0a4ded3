import type { ScriptableContext } from 'chart.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bucketsOf,
  ESTIMATE,
  intlEn,
  MISSING,
  PARTIAL,
  response,
  series,
  SPLINE_RIGHT,
  tariff,
} from './chartFixtures';
import { buildChartData, MAX_BARS, totalOf, type ChartPoint, type EnergyDataset } from './chartModel';
import { lighten } from './colors';

const day = bucketsOf([2025, 2, 1], [2025, 2, 2], 'hour');
const values = (n: number, f: (i: number) => number | null = (i) => i) =>
  Array.from({ length: n }, (_, i) => f(i));

/** The strokes each pattern tile was drawn with (jsdom has no canvas: a recording stand-in). */
let tiles: string[][] = [];
beforeEach(() => {
  tiles = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function () {
    const ops: string[] = [];
    tiles.push(ops);
    const record = (name: string) => () => void ops.push(name);
    return {
      fillRect: record('fillRect'),
      beginPath: () => undefined,
      moveTo: record('moveTo'),
      lineTo: () => undefined,
      arc: record('arc'),
      fill: () => undefined,
      stroke: () => undefined,
    } as unknown as CanvasRenderingContext2D;
  } as never);
});
afterEach(() => vi.restoreAllMocks());

/** The scriptable bar colour of a point, with a drawing context that records the patterns it is asked for. */
function barFill(
  dataset: EnergyDataset,
  point: ChartPoint | undefined,
  option: 'backgroundColor' | 'hoverBackgroundColor' = 'backgroundColor',
) {
  let made = 0;
  const createPattern = vi.fn(() => ({ pattern: ++made }) as unknown as CanvasPattern);
  const fill = (dataset as unknown as Record<string, unknown>)[option] as (
    ctx: ScriptableContext<'bar'>,
  ) => unknown;
  const result = fill({
    raw: point,
    chart: { ctx: { createPattern } },
  } as unknown as ScriptableContext<'bar'>);
  return { result, createPattern };
}

describe('buildChartData', () => {
  it('one dataset per shown series and tariff, named with the labels of the quantity and tariff', () => {
    const model = buildChartData(
      response(
        [
          series('electricityP', [tariff('dayEnergy', values(24)), tariff('nightEnergy', values(24))]),
          series('spotPrice', [tariff('generic', values(24))], { unit: 'snt/kWh', settings: SPLINE_RIGHT }),
        ],
        day,
      ),
      day,
      intlEn,
    );
    expect(model.datasets.map((d) => [d.label, d.type])).toEqual([
      ['Electricity consumption – Day energy', 'bar'],
      ['Electricity consumption – Night energy', 'bar'],
      ['Spot price', 'line'],
    ]);
    expect(model.seriesIndexes).toEqual([0, 1]);
    expect(model.count).toBe(24);
    expect(model.datasets[0]!.data[5]).toEqual({ x: 5, y: 5, s: 0, m: 0 });
  });

  it('only visible series are drawn; a series with an error code is named instead', () => {
    const model = buildChartData(
      response(
        [
          series('electricityP', [tariff('generic', values(24))]),
          series('temperature', [tariff('generic', values(24))], {
            unit: 'C',
            settings: { ...SPLINE_RIGHT, visible: false },
          }),
          series(
            'heatingDegreeDays',
            [
              tariff(
                'generic',
                values(24, () => null),
              ),
            ],
            {
              unit: 'degree-days',
              settings: SPLINE_RIGHT,
              errorCode: 'heating_degree_days_resolution',
            },
          ),
        ],
        day,
      ),
      day,
      intlEn,
    );
    expect(model.datasets.map((d) => d.label)).toEqual(['Electricity consumption']);
    expect(model.seriesIndexes).toEqual([0]);
    expect(model.failed).toEqual([
      { quantity: 'heatingDegreeDays', errorCode: 'heating_degree_days_resolution' },
    ]);
  });

  it('one y axis per unit, placed as the settings say, extra information on the right', () => {
    const model = buildChartData(
      response(
        [
          series('electricityP', [tariff('generic', values(24))]),
          series('electricityP.comparison', [tariff('generic', values(24))]),
          series('spotPrice', [tariff('generic', values(24))], { unit: 'snt/kWh', settings: SPLINE_RIGHT }),
          series('temperature', [tariff('generic', values(24))], {
            unit: 'C',
            settings: { ...SPLINE_RIGHT, yAxis: { enable: false, position: 'right' } },
          }),
        ],
        day,
      ),
      day,
      intlEn,
    );
    expect(model.axes.map((a) => [a.id, a.position, a.display, a.title, a.gridOnChart])).toEqual([
      ['y-kWh', 'left', true, 'kWh', true],
      ['y-snt/kWh', 'right', true, 'c/kWh', false],
      ['y-C', 'right', false, '°C', false],
    ]);
    expect(model.datasets.map((d) => d.yAxisID)).toEqual(['y-kWh', 'y-kWh', 'y-snt/kWh', 'y-C']);
  });

  it('columns stack per quantity across tariffs; the comparison year stands beside them; lines never stack', () => {
    const model = buildChartData(
      response(
        [
          series('electricityP', [tariff('dayEnergy', values(24)), tariff('nightEnergy', values(24))]),
          series('electricityP.comparison', [
            tariff('dayEnergy', values(24)),
            tariff('nightEnergy', values(24)),
          ]),
          series('spotPrice', [tariff('generic', values(24))], { unit: 'snt/kWh', settings: SPLINE_RIGHT }),
          series('spotPriceVat', [tariff('generic', values(24))], {
            unit: 'snt/kWh',
            settings: SPLINE_RIGHT,
          }),
        ],
        day,
      ),
      day,
      intlEn,
    );
    const stacks = model.datasets.map((d) => d.stack);
    expect(stacks.slice(0, 4)).toEqual([
      'electricityP',
      'electricityP',
      'electricityP.comparison',
      'electricityP.comparison',
    ]);
    expect(new Set(stacks.slice(4)).size).toBe(2);
    expect(model.axes.find((a) => a.id === 'y-kWh')!.stacked).toBe(true);
    expect(model.axes.find((a) => a.id === 'y-snt/kWh')!.stacked).toBe(false);
  });

  it('a single-tariff axis is not stacked (stacking costs time with many points)', () => {
    const model = buildChartData(
      response([series('electricityP', [tariff('generic', values(24))])], day),
      day,
      intlEn,
    );
    expect(model.axes[0]!.stacked).toBe(false);
  });

  it('the comparison year is lighter and patterned (bars) or dashed (lines), in the colour of its quantity', () => {
    const model = buildChartData(
      response(
        [
          series('electricityP', [tariff('generic', values(24))]),
          series('electricityP.comparison', [tariff('generic', values(24))]),
          series('temperature', [tariff('generic', values(24))], { unit: 'C', settings: SPLINE_RIGHT }),
          series('temperature.comparison', [tariff('generic', values(24))], {
            unit: 'C',
            settings: SPLINE_RIGHT,
          }),
        ],
        day,
      ),
      day,
      intlEn,
    );
    const [main, earlier, temperature, earlierTemperature] = model.datasets as EnergyDataset[];
    expect(earlier!.info.comparison).toBe(true);
    expect(earlier!.info.color).toBe(main!.info.color);
    const okPoint = earlier!.data[0] as ChartPoint;
    const { createPattern } = barFill(earlier!, okPoint);
    expect(createPattern).toHaveBeenCalledTimes(1);
    expect(tiles[0]).toContain('arc');
    expect(barFill(main!, main!.data[0] as ChartPoint).result).toBe(main!.info.color);
    expect(earlierTemperature!.borderColor).toBe(lighten(temperature!.info.color, 0.35));
    expect((earlierTemperature as { borderDash?: number[] }).borderDash).toEqual([6, 4]);
    expect((temperature as { borderDash?: number[] }).borderDash).toEqual([]);
    expect(model.marks.comparison).toBe(true);
  });

  it('estimated bars are hatched, partially missing ones cross-hatched; fine points keep the plain colour', () => {
    const statuses = values(24, () => 0) as number[];
    statuses[2] = ESTIMATE;
    statuses[3] = PARTIAL;
    const model = buildChartData(
      response([series('electricityP', [tariff('generic', values(24), statuses)])], day),
      day,
      intlEn,
    );
    const bars = model.datasets[0]!;
    const color = bars.info.color;
    expect(barFill(bars, bars.data[1] as ChartPoint).result).toBe(color);
    const estimate = barFill(bars, bars.data[2] as ChartPoint);
    const partial = barFill(bars, bars.data[3] as ChartPoint);
    expect(estimate.createPattern).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), 'repeat');
    expect(partial.createPattern).toHaveBeenCalledTimes(1);
    // hatch: one diagonal plus its two corner pieces; cross-hatch adds the other diagonal
    expect(tiles.map((ops) => ops.filter((op) => op === 'moveTo').length)).toEqual([3, 4]);
    expect(model.marks).toMatchObject({ estimate: true, partiallyMissing: true });
  });

  it('a month with 24 estimated hours of 744 gets a small marker, not the hatching; over half estimated is hatched', () => {
    const months = bucketsOf([2025, 1, 1], [2025, 4, 1], 'month');
    const statuses = [ESTIMATE, ESTIMATE, PARTIAL];
    const coverage = {
      hours: [744, 672, 744],
      estimatedHours: [24, 400, 0],
      missingHours: [0, 0, 3],
    };
    const model = buildChartData(
      response(
        [series('electricityP', [tariff('generic', [300, 280, 310], statuses, [], coverage)])],
        months,
      ),
      months,
      intlEn,
    );
    const bars = model.datasets[0]!;
    expect(bars.data.map((p) => p.m)).toEqual([1, 2, 1]);
    // the partly estimated month keeps the plain colour; the mostly estimated one is hatched
    expect(barFill(bars, bars.data[0] as ChartPoint).result).toBe(bars.info.color);
    expect(barFill(bars, bars.data[2] as ChartPoint).result).toBe(bars.info.color);
    expect(barFill(bars, bars.data[1] as ChartPoint).createPattern).toHaveBeenCalledTimes(1);
    expect(model.marks).toMatchObject({ estimate: true, partiallyMissing: false, partly: true });
  });

  it('a hovered estimate bar keeps its pattern', () => {
    const statuses = values(24, () => 0) as number[];
    statuses[2] = ESTIMATE;
    const model = buildChartData(
      response([series('electricityP', [tariff('generic', values(24), statuses)])], day),
      day,
      intlEn,
    );
    const bars = model.datasets[0]!;
    const hovered = barFill(bars, bars.data[2] as ChartPoint, 'hoverBackgroundColor');
    expect(hovered.createPattern).toHaveBeenCalledTimes(1);
    expect(hovered.result).not.toBe(bars.info.color);
    expect(barFill(bars, bars.data[1] as ChartPoint, 'hoverBackgroundColor').result).toBe(bars.info.color);
  });

  it('a series of 10,000 kWh or more is drawn on an MWh axis; smaller ones stay in kWh', () => {
    const big = buildChartData(
      response(
        [
          series('electricityP', [
            tariff(
              'generic',
              values(24, () => 12_000),
            ),
          ]),
        ],
        day,
      ),
      day,
      intlEn,
    );
    expect(big.axes[0]).toMatchObject({ unit: 'kWh', factor: 1000, title: 'MWh' });
    const small = buildChartData(
      response(
        [
          series('electricityP', [
            tariff(
              'generic',
              values(24, () => 0.4),
            ),
          ]),
        ],
        day,
      ),
      day,
      intlEn,
    );
    expect(small.axes[0]).toMatchObject({ factor: 1, title: 'kWh' });
  });

  it('estimates on a line are triangles and partially missing points diamonds, in datasets of their own', () => {
    const statuses = values(24, () => 0) as number[];
    statuses[4] = ESTIMATE;
    statuses[6] = ESTIMATE;
    statuses[7] = PARTIAL;
    const model = buildChartData(
      response(
        [
          series('temperature', [tariff('generic', values(24), statuses)], {
            unit: 'C',
            settings: SPLINE_RIGHT,
          }),
        ],
        day,
      ),
      day,
      intlEn,
    );
    const [line, estimates, partial] = model.datasets as Array<
      EnergyDataset & { pointStyle?: string; showLine?: boolean }
    >;
    expect(line!.info.kind).toBe('series');
    expect(estimates).toMatchObject({
      pointStyle: 'triangle',
      showLine: false,
      info: { kind: 'statusMarkers', showInLegend: false },
    });
    expect(estimates!.data.map((p) => (p as ChartPoint).x)).toEqual([4, 6]);
    expect(partial).toMatchObject({ pointStyle: 'rectRot', showLine: false });
    expect(partial!.data.map((p) => (p as ChartPoint).x)).toEqual([7]);
    expect(partial!.yAxisID).toBe(line!.yAxisID);
  });

  it('missing buckets are gaps (null), marked with a cross on the axis of the quantity', () => {
    const model = buildChartData(
      response(
        [
          series('electricityP', [
            tariff(
              'dayEnergy',
              values(24, (i) => (i === 5 || i === 9 ? null : i)),
            ),
            tariff(
              'nightEnergy',
              values(24, (i) => (i === 5 ? null : 1)),
            ),
          ]),
          series(
            'spotPrice',
            [
              tariff(
                'generic',
                values(24, (i) => (i === 1 ? null : i)),
              ),
            ],
            { unit: 'snt/kWh', settings: SPLINE_RIGHT },
          ),
        ],
        day,
      ),
      day,
      intlEn,
    );
    expect(model.datasets[0]!.data[5]).toEqual({ x: 5, y: null, s: MISSING, m: 0 });
    const markers = model.datasets.find((d) => d.info.kind === 'missingMarkers')! as EnergyDataset & {
      pointStyle?: string;
    };
    // only where the whole quantity is missing (bucket 9 still has night energy); prices do not count
    expect(markers.data).toEqual([{ x: 5, y: 0, s: MISSING, m: 0 }]);
    expect(markers).toMatchObject({ label: 'Missing value', pointStyle: 'crossRot', yAxisID: 'y-kWh' });
    expect(model.marks.missing).toBe(true);
  });

  it('showInLegend is carried to the legend filter', () => {
    const model = buildChartData(
      response(
        [series('electricityP', [tariff('generic', values(24))], { settings: { showInLegend: false } })],
        day,
      ),
      day,
      intlEn,
    );
    expect(model.datasets[0]!.info.showInLegend).toBe(false);
  });

  it(`above ${MAX_BARS} buckets columns are drawn as one line of the quantity's total`, () => {
    const quarters = bucketsOf([2025, 2, 1], [2025, 2, 21], 'minutes_15');
    expect(quarters.length).toBeGreaterThan(MAX_BARS);
    const n = quarters.length;
    const model = buildChartData(
      response(
        [
          series('electricityP', [
            tariff(
              'dayEnergy',
              values(n, () => 1),
            ),
            tariff(
              'nightEnergy',
              values(n, () => 2),
            ),
          ]),
        ],
        quarters,
      ),
      quarters,
      intlEn,
    );
    expect(model.barsAsLines).toBe(true);
    expect(model.datasets).toHaveLength(1);
    expect(model.datasets[0]).toMatchObject({
      type: 'line',
      label: 'Electricity consumption',
      borderWidth: 1,
    });
    expect(model.datasets[0]!.data[100]).toEqual({ x: 100, y: 3, s: 0, m: 0 });
    expect(model.axes[0]!.stacked).toBe(false);
  });

  it('a total is missing where every tariff is, partially missing where one is, an estimate where one is', () => {
    const total = totalOf(
      [
        tariff('a', [null, 1, 1, 1], [MISSING, 0, ESTIMATE, 0]),
        tariff('b', [null, null, 2, 2], [MISSING, MISSING, 0, PARTIAL]),
      ],
      4,
    );
    expect(total.data).toEqual([null, 1, 3, 3]);
    expect(total.statuses).toEqual([MISSING, PARTIAL, ESTIMATE, PARTIAL]);
  });

  it('x tick levels come from the bucket labels', () => {
    const model = buildChartData(
      response([series('electricityP', [tariff('generic', values(24))])], day),
      day,
      intlEn,
    );
    expect(model.tickLevels[0]).toHaveLength(24);
    expect(model.tickLevels).toContainEqual([0]);
  });
});
