import type { ActiveElement, Chart, ChartEvent } from 'chart.js';
import { describe, expect, it } from 'vitest';
import { bucketsOf, intlEn, response, series, tariff } from './chartFixtures';
import { buildChartData } from './chartModel';
import { buildChartOptions, type KeyboardCursor } from './chartOptions';
import { LIGHT_THEME } from './chartTheme';

const buckets = bucketsOf([2025, 2, 1], [2025, 2, 2], 'hour');
const answer = response(
  [
    series('electricityP', [
      tariff(
        'generic',
        Array.from({ length: 24 }, () => 1),
      ),
    ]),
  ],
  buckets,
);

function hoverOf(cursor: KeyboardCursor) {
  const model = buildChartData(answer, buckets, intlEn);
  const options = buildChartOptions({
    model,
    response: answer,
    buckets,
    resolution: 'hour',
    intl: intlEn,
    theme: LIGHT_THEME,
    cursor,
    onDrillDown: () => undefined,
  });
  const canvas = { style: { cursor: '' } };
  return (native: Event) =>
    options.onHover!.call(
      undefined as never,
      { type: 'mousemove', native } as ChartEvent,
      [] as ActiveElement[],
      { canvas } as unknown as Chart,
    );
}

describe('chart options: keyboard cursor and the mouse', () => {
  it('a real mouse move ends keyboard use, the replay of that same move on a chart update does not', () => {
    const cursor: KeyboardCursor = { bucket: null };
    const hover = hoverOf(cursor);
    const move = new Event('mousemove');
    hover(move);
    cursor.bucket = 5; // the keyboard moves to a point; chart.js then replays the last mouse event
    hover(move);
    expect(cursor.bucket).toBe(5);
    hover(new Event('mousemove'));
    expect(cursor.bucket).toBeNull();
  });
});
