import { ApiError, toApiErrorData } from '@portal/shared';
import { PERIOD_PRESETS } from '@portal/shared/reports';
import { describe, expect, it } from 'vitest';
import {
  capEnd,
  defaultBasicDetails,
  hasNoMeasurementData,
  intervalErrorFromServer,
  planChartCall,
  eurAvailable,
  presetById,
  presetIntervalFor,
  reportableEnergyTypes,
  sortByAddress,
  validityOf,
} from './reportRules';
import {
  chartResponse,
  electricityPlace,
  electricityType,
  emptyChartResponse,
  heatPlace,
  makeUsagePlace,
  waterPlace,
} from './fixtures';
import type { ReportSelection } from './types';

// 12:00 in Helsinki (summer time, UTC+3)
const NOW = new Date('2025-06-15T09:00:00.000Z');

const selection = (overrides: Partial<ReportSelection> = {}): ReportSelection => ({
  customerNumber: '100001',
  placeKey: '100001|2011425|1',
  energyType: 'electricity',
  basicDetails: ['electricityP'],
  additionalInformation: [],
  valueUnit: 'quantity',
  period: 'oneYear',
  resolution: 'month',
  start: '2024-06-30T21:00:00.000Z',
  end: NOW.toISOString(),
  ...overrides,
});

describe('report options rules', () => {
  it('usage places are sorted by address', () => {
    expect(sortByAddress([waterPlace, electricityPlace, heatPlace]).map((p) => p.locationCode)).toEqual([
      heatPlace.locationCode, // Kirkkotie
      electricityPlace.locationCode, // Peltotie
      waterPlace.locationCode, // Puistokatu
    ]);
  });

  it('the energy type select hides a type whose basic details contain only electricityQ', () => {
    expect(reportableEnergyTypes(waterPlace).map((t) => t.key)).toEqual(['water']);
    // electricity with electricityQ among other quantities stays
    expect(reportableEnergyTypes(electricityPlace).map((t) => t.key)).toEqual(['electricity']);
  });

  it('the main types are the default basic details; a type without one starts with its first', () => {
    expect(defaultBasicDetails(electricityType)).toEqual(['electricityP']);
    const noMain = {
      ...electricityType,
      basicDetails: electricityType.basicDetails.map((d) => ({ ...d, isMainType: false })),
    };
    expect(defaultBasicDetails(noMain)).toEqual(['electricityP']);
  });

  it('validity days are Helsinki midnights; the end is exclusive', () => {
    const place = makeUsagePlace({ validity: { startDate: '2024-03-01', endDate: '2024-12-31' } });
    expect(validityOf(place)).toEqual({
      start: new Date('2024-02-29T22:00:00.000Z'),
      end: new Date('2024-12-31T22:00:00.000Z'),
    });
  });
});

describe('preset intervals', () => {
  /** the midnight that ends 14 June 2025 in Helsinki: presets end with yesterday */
  const TODAY = new Date('2025-06-14T21:00:00.000Z');

  it('1 year on 15 June is 1 July last year to the end of yesterday (Helsinki), at month resolution', () => {
    expect(presetIntervalFor(presetById('oneYear'), electricityPlace, NOW)).toEqual({
      resolution: 'month',
      start: new Date('2024-06-30T21:00:00.000Z'),
      end: TODAY,
    });
  });

  it('1 day is yesterday, midnight to midnight in Helsinki, not the last 24 hours', () => {
    expect(presetIntervalFor(presetById('oneDay'), electricityPlace, NOW)).toEqual({
      resolution: 'hour',
      start: new Date('2025-06-13T21:00:00.000Z'),
      end: TODAY,
    });
    // just after midnight the day before is still the whole yesterday
    const justAfter = new Date('2025-06-14T21:00:01.000Z');
    expect(presetIntervalFor(presetById('oneDay'), electricityPlace, justAfter).start).toEqual(
      new Date('2025-06-13T21:00:00.000Z'),
    );
    // the day after the autumn change: yesterday had 25 hours
    const autumn = presetIntervalFor(
      presetById('oneDay'),
      electricityPlace,
      new Date('2025-10-27T10:00:00Z'),
    );
    expect(autumn.start).toEqual(new Date('2025-10-25T21:00:00.000Z'));
    expect(autumn.end).toEqual(new Date('2025-10-26T22:00:00.000Z'));
  });

  it('1 month is the whole days from the same date a month ago to yesterday', () => {
    expect(presetIntervalFor(presetById('oneMonth'), electricityPlace, NOW)).toEqual({
      resolution: 'day',
      start: new Date('2025-05-14T21:00:00.000Z'),
      end: TODAY,
    });
  });

  it('a preset that would start before the validity start starts at the validity start instead', () => {
    const place = makeUsagePlace({ validity: { startDate: '2025-01-15', endDate: null } });
    const fiveYears = PERIOD_PRESETS.find((p) => p.id === 'fiveYears')!;
    expect(presetIntervalFor(fiveYears, place, NOW)).toEqual({
      resolution: 'year',
      start: new Date('2025-01-14T22:00:00.000Z'),
      end: TODAY,
    });
  });

  it("a place whose validity ended gets the preset ending at the validity's end", () => {
    const place = makeUsagePlace({ validity: { startDate: '2019-01-01', endDate: '2024-12-31' } });
    const interval = presetIntervalFor(presetById('oneMonth'), place, NOW);
    expect(interval.end).toEqual(new Date('2024-12-31T22:00:00.000Z'));
    expect(interval.start).toEqual(new Date('2024-11-30T22:00:00.000Z'));
  });

  it('an end date of today is cut at now; a later one is kept for validation to refuse', () => {
    const midnightAfterToday = new Date('2025-06-15T21:00:00.000Z');
    expect(capEnd(midnightAfterToday, NOW)).toEqual(NOW);
    const midnightAfterTomorrow = new Date('2025-06-16T21:00:00.000Z');
    expect(capEnd(midnightAfterTomorrow, NOW)).toEqual(midnightAfterTomorrow);
    const past = new Date('2025-06-01T21:00:00.000Z');
    expect(capEnd(past, NOW)).toEqual(past);
  });
});

describe('planChartCall', () => {
  it('builds the headers and body of the chart call from the selection', () => {
    const plan = planChartCall(
      selection({ additionalInformation: ['spotPrice', 'usagePrice', 'comparison'] }),
      electricityPlace,
      NOW,
    );
    expect(plan).toEqual({
      call: {
        place: { customerNumber: '100001', locationCode: '2011425', gridId: 1 },
        body: {
          selectedEnergyType: 'electricity',
          selectedBasicDetails: ['electricityP'],
          // usagePrice is disabled for this place; comparison is allowed for 366 days at month resolution
          selectedAdditionalInformation: ['spotPrice', 'comparison'],
          interval: {
            selectedStartTimestamp: '2024-06-30T21:00:00.000Z',
            selectedEndTimestamp: NOW.toISOString(),
          },
          measurePeriod: 'month',
        },
      },
      trimNotice: null,
    });
  });

  it('euros ask for the usage price with VAT, only where the contract prices the use', () => {
    const priced = makeUsagePlace({
      additionalInformations: electricityPlace.additionalInformations.map((info) =>
        info.key === 'usagePriceVat' ? { ...info, disabled: false, tooltip: null } : info,
      ),
    });
    expect(eurAvailable(priced)).toBe(true);
    expect(eurAvailable(electricityPlace)).toBe(false);
    const eur = planChartCall(
      selection({ valueUnit: 'EUR', additionalInformation: ['spotPrice'] }),
      priced,
      NOW,
    );
    expect(eur && 'call' in eur && eur.call.body.selectedAdditionalInformation).toEqual([
      'spotPrice',
      'usagePriceVat',
    ]);
    const unpriced = planChartCall(selection({ valueUnit: 'EUR' }), electricityPlace, NOW);
    expect(unpriced && 'call' in unpriced && unpriced.call.body.selectedAdditionalInformation).toEqual([]);
  });

  it('the comparison is left out for an interval longer than the resolution allows it', () => {
    const plan = planChartCall(
      selection({ additionalInformation: ['comparison'], resolution: 'day' }),
      electricityPlace,
      NOW,
    );
    expect(plan && 'call' in plan && plan.call.body.selectedAdditionalInformation).toEqual([]);
  });

  it('an end date of today is sent as now (the end is exclusive and capped at now)', () => {
    const plan = planChartCall(selection({ end: '2025-06-15T21:00:00.000Z' }), electricityPlace, NOW);
    expect(plan && 'call' in plan && plan.call.body.interval.selectedEndTimestamp).toBe(NOW.toISOString());
  });

  it('a range over the resolution limit is trimmed to it, keeping the end, and says so', () => {
    const plan = planChartCall(
      selection({ resolution: 'day', start: '2023-01-01T22:00:00.000Z', end: '2025-06-01T21:00:00.000Z' }),
      electricityPlace,
      NOW,
    );
    expect(plan && 'call' in plan && plan.call.body.interval).toEqual({
      selectedStartTimestamp: '2024-06-01T21:00:00.000Z',
      selectedEndTimestamp: '2025-06-01T21:00:00.000Z',
    });
    expect(plan && 'call' in plan && plan.trimNotice).toEqual({
      resolution: 'day',
      trimTo: { amount: 1, unit: 'year' },
    });
  });

  it.each([
    [
      'an end before the start',
      { start: '2025-05-01T21:00:00.000Z', end: '2025-04-01T21:00:00.000Z' },
      { code: 'endBeforeStart' },
    ],
    ['an end in the future', { end: '2025-06-20T21:00:00.000Z' }, { code: 'futureDate' }],
    [
      'an interval wholly before the validity start',
      { start: '2017-01-01T22:00:00.000Z', end: '2018-01-01T22:00:00.000Z' },
      { code: 'noActiveContractForInterval' },
    ],
    [
      'a start before the validity start',
      { start: '2018-06-01T21:00:00.000Z' },
      { code: 'intervalOutOfRange', validityStart: '2018-12-31T22:00:00.000Z' },
    ],
  ])('%s is refused before calling', (_name, overrides, expected) => {
    expect(planChartCall(selection(overrides), electricityPlace, NOW)).toEqual({ error: expected });
  });

  it('a daily start before the minimum date names that date', () => {
    const place = makeUsagePlace({ validity: { startDate: null, endDate: null } });
    expect(
      planChartCall(
        selection({ resolution: 'hour', start: '1970-01-01T00:00:00.000Z', end: '1970-01-01T22:00:00.000Z' }),
        place,
        NOW,
      ),
    ).toEqual({ error: { code: 'beforeMinimumDate', date: '1970-01-01T22:00:00.000Z' } });
  });

  it('nothing is asked without a place or a quantity', () => {
    expect(planChartCall(selection(), null, NOW)).toBeNull();
    expect(planChartCall(selection({ basicDetails: ['heatEnergy'] }), electricityPlace, NOW)).toBeNull();
  });
});

describe('chart answers', () => {
  it('no_measurement_data when every tariff of every quantity series is empty or all null', () => {
    expect(hasNoMeasurementData(emptyChartResponse)).toBe(true);
    expect(hasNoMeasurementData(chartResponse)).toBe(false);
    expect(hasNoMeasurementData({ ...chartResponse, series: [] })).toBe(true);
  });

  it.each([
    ['interval_out_of_range', {}, { code: 'intervalOutOfRange', validityStart: '2018-12-31T22:00:00.000Z' }],
    ['futureDate', {}, { code: 'futureDate' }],
    ['noActiveContractForInterval', {}, { code: 'noActiveContractForInterval' }],
    [
      'maxPeriodExceeded',
      { resolution: 'day', maxPeriod: { amount: 1, unit: 'year' } },
      { code: 'maxPeriodExceeded', resolution: 'day', maxPeriod: { amount: 1, unit: 'year' } },
    ],
    [
      'beforeMinimumDate',
      { date: '1970-01-01T22:00:00.000Z' },
      { code: 'beforeMinimumDate', date: '1970-01-01T22:00:00.000Z' },
    ],
  ])('the server 400 %s maps to the same interval rule', (code, details, expected) => {
    const error = toApiErrorData(new ApiError({ httpStatusCode: 400, errorCode: code, details }));
    expect(intervalErrorFromServer(error, validityOf(electricityPlace).start)).toEqual(expected);
  });

  it('other refusals are not interval rules', () => {
    const notFound = toApiErrorData(new ApiError({ httpStatusCode: 404, errorCode: 'location_not_found' }));
    const validation = toApiErrorData(new ApiError({ httpStatusCode: 400, errorCode: 'validations_fail' }));
    expect(intervalErrorFromServer(notFound, null)).toBeNull();
    expect(intervalErrorFromServer(validation, null)).toBeNull();
  });
});
