import { describe, expect, it } from 'vitest';
import { bucketsOf, response, series, tariff } from '../energyReport/chart/chartFixtures';
import { averageDaily, averageHourly, isEmpty, peakPower, powerUnitOf, totals } from './derive';

describe('dashboard chart figures', () => {
  it('totals sum the tariffs of the main quantity per bucket, null where none has a value', () => {
    const buckets = bucketsOf([2025, 1, 1], [2025, 1, 4], 'day');
    const answer = response(
      [
        series('electricityP', [tariff('dayEnergy', [1, null, 3]), tariff('nightEnergy', [2, null, null])]),
        series('electricityPMinus', [tariff('generic', [9, 9, 9])]),
      ],
      buckets,
    );
    expect(totals(answer)).toMatchObject({ values: [3, null, 3], unit: 'kWh', labelKind: 'day' });
  });

  it('average daily divides a month by its days with data (missing hours left out)', () => {
    const buckets = bucketsOf([2025, 1, 1], [2025, 3, 1], 'month');
    const january = tariff('generic', [310, 280], [0, 0], [], {
      hours: [744, 672],
      estimatedHours: [0, 0],
      missingHours: [0, 336],
    });
    const answer = response([series('electricityP', [january])], buckets, 'month');
    // January 31 days; February 28 days of which 14 missing
    expect(averageDaily(answer)!.values).toEqual([10, 20]);
  });

  it('average hourly is the mean of each hour of the day; the repeated autumn hour counts as an hour 3', () => {
    const labels = ['2025-10-26 02:00', '2025-10-26 03:00', '2025-10-26 03:00 (2)', '2025-10-27 03:00'];
    const answer = {
      ...response([series('electricityP', [tariff('generic', [1, 2, 4, 6])])], [], 'hour'),
      categories: labels,
    };
    const bars = averageHourly(answer)!;
    expect(bars.labels).toHaveLength(24);
    expect(bars.values[2]).toBe(1);
    expect(bars.values[3]).toBe(4);
    expect(bars.values[4]).toBeNull();
    expect(bars.labelKind).toBe('hourOfDay');
  });

  it('peak power is each day’s highest hour as power (kWh in an hour is its mean kW)', () => {
    const answer = {
      ...response([series('electricityP', [tariff('generic', [1.5, 3.25, null, 2])])], [], 'hour'),
      categories: ['2025-01-01 00:00', '2025-01-01 01:00', '2025-01-02 00:00', '2025-01-02 01:00'],
    };
    expect(peakPower(answer)).toEqual({
      labels: ['2025-01-01', '2025-01-02'],
      values: [3.25, 2],
      unit: 'kW',
      labelKind: 'day',
    });
    expect(powerUnitOf('MWh')).toBe('MW');
    expect(powerUnitOf('m3')).toBe('m3/h');
  });

  it('an answer without any value is empty; one without a quantity draws nothing', () => {
    const buckets = bucketsOf([2025, 1, 1], [2025, 1, 3], 'day');
    expect(isEmpty(totals(response([series('electricityP', [tariff('g', [null, null])])], buckets))!)).toBe(
      true,
    );
    expect(totals(response([series('temperature', [tariff('g', [1, 2])])], buckets))).toBeNull();
  });
});
