import { describe, expect, it } from 'vitest';
import { bucketsOf, ESTIMATE, MISSING, response, series, SPLINE_RIGHT, tariff } from './chart/chartFixtures';
import { eurView } from './eurView';

// the autumn DST day by hour: 25 buckets
const buckets = bucketsOf([2025, 10, 26], [2025, 10, 27], 'hour');
const kwh = (value: number) => buckets.map(() => value);

describe('the report in euros', () => {
  it('shows the usage price with VAT as the main column series; the kWh series and their comparison leave', () => {
    const euros = buckets.map((_, i) => (i === 3 ? 0.5 : i === 4 ? 2 : 1));
    const answer = response(
      [
        series('electricityP', [tariff('dayEnergy', kwh(1)), tariff('nightEnergy', kwh(2))]),
        series('electricityP.comparison', [tariff('generic', kwh(3))]),
        series('usagePriceVat', [tariff('generic', euros)], {
          unit: 'EURVat',
          settings: { chartType: 'column' },
        }),
        series('temperature', [tariff('generic', kwh(-3))], { unit: 'C', settings: SPLINE_RIGHT }),
      ],
      buckets,
      'hour',
    );
    const view = eurView(answer)!;
    expect(view.series.map((s) => [s.chart.quantity, s.chart.group, s.isMainQuantity])).toEqual([
      ['usagePriceVat', 'quantity', true],
      ['temperature', 'additionalInformation', false],
    ]);
    expect(view.series[0]?.chart.unitTranslationKey).toBe('EURVat');
    expect(view.series[0]?.chart.settings.yAxis.position).toBe('left');
    expect(view.series[0]?.chart.data.tariffs[0]?.data).toHaveLength(25);
    expect(view.summary.highest).toEqual({ value: 2, category: buckets[4]!.label });
    expect(view.summary.lowest).toEqual({ value: 0.5, category: buckets[3]!.label });
  });

  it("keeps the use's estimate and missing marks on the priced buckets", () => {
    const statuses = buckets.map((_, i) => (i === 0 ? ESTIMATE : i === 1 ? MISSING : 0));
    const answer = response(
      [
        series('electricityP', [tariff('generic', kwh(1), statuses)]),
        series('usagePriceVat', [tariff('generic', kwh(0.2))], { unit: 'EURVat' }),
      ],
      buckets,
      'hour',
    );
    const priced = eurView(answer)!.series[0]!.chart.data.tariffs[0]!;
    expect(priced.statuses.slice(0, 3)).toEqual([ESTIMATE, MISSING, 0]);
    expect(priced.coverage!.estimatedHours.slice(0, 3)).toEqual([1, 0, 0]);
    expect(priced.coverage!.missingHours.slice(0, 3)).toEqual([0, 1, 0]);
  });

  it('reads the marks from the statuses where the quantity came without coverage (whole hours)', () => {
    const statuses = buckets.map((_, i) => (i === 0 ? ESTIMATE : i === 1 ? MISSING : 0));
    const { coverage: _coverage, ...bare } = tariff('generic', kwh(1), statuses);
    const answer = response(
      [
        series('electricityP', [bare]),
        series('usagePriceVat', [tariff('generic', kwh(0.2))], { unit: 'EURVat' }),
      ],
      buckets,
      'hour',
    );
    const priced = eurView(answer)!.series[0]!.chart.data.tariffs[0]!;
    expect(priced.coverage!.estimatedHours.slice(0, 3)).toEqual([1, 0, 0]);
    expect(priced.coverage!.missingHours.slice(0, 3)).toEqual([0, 1, 0]);
  });

  it('is none when the answer has no priced series', () => {
    expect(
      eurView(response([series('electricityP', [tariff('generic', kwh(1))])], buckets, 'hour')),
    ).toBeNull();
  });
});
