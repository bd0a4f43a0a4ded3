import { describe, expect, it } from 'vitest';
import { addHelsinki, bucketsBetween, fromHelsinkiWallTime } from '../calendar';
import {
  allowedDrillDown,
  allowedResolutions,
  DAILY_PICKER_MIN_DATE,
  DEFAULT_PERIOD_PRESET,
  isComparisonAllowed,
  PERIOD_PRESETS,
  presetDays,
  presetInterval,
  previousInterval,
  isComparisonComplete,
  RESOLUTION_LIMITS,
  shiftInterval,
  trimInterval,
  validateInterval,
  type IntervalValidationInput,
  type PeriodPresetId,
} from './limits';

const hel = (year: number, month: number, day: number, hour = 0, minute = 0): Date =>
  fromHelsinkiWallTime({ year, month, day, hour, minute });
const preset = (id: PeriodPresetId) => PERIOD_PRESETS.find((p) => p.id === id)!;
const codes = (input: Partial<IntervalValidationInput>) =>
  validateInterval({ ...valid, ...input }).map((e) => e.code);

const now = hel(2025, 6, 15, 14, 37);
const valid: IntervalValidationInput = {
  resolution: 'month',
  start: hel(2024, 7, 1),
  end: hel(2025, 6, 1),
  validityStart: hel(2020, 1, 1),
  now,
};

describe('report time-range limits by resolution (admin-and-calls section 9)', () => {
  it('holds the comparison and range day limits of the spec', () => {
    expect(
      Object.fromEntries(
        Object.entries(RESOLUTION_LIMITS).map(([r, l]) => [r, [l.comparisonMaxDays, l.rangeMaxDays]]),
      ),
    ).toEqual({
      year: [3660, 7320],
      month: [366, 7320],
      day: [31, 366],
      hour: [1, 366],
      minutes_15: [1, 31],
    });
  });

  it('month comparison over 366 days is disabled', () => {
    expect(isComparisonAllowed('month', hel(2024, 1, 1), hel(2025, 1, 1))).toBe(true);
    expect(isComparisonAllowed('month', hel(2024, 1, 1), hel(2025, 1, 2))).toBe(false);
  });

  it('day comparison over 31 days is disabled; year comparison over 3660 days', () => {
    expect(isComparisonAllowed('day', hel(2025, 1, 1), hel(2025, 2, 1))).toBe(true);
    expect(isComparisonAllowed('day', hel(2025, 1, 1), hel(2025, 2, 2))).toBe(false);
    expect(isComparisonAllowed('year', hel(2015, 1, 1), hel(2025, 1, 1))).toBe(true);
    expect(isComparisonAllowed('year', hel(2014, 1, 1), hel(2025, 1, 1))).toBe(false);
  });

  it('hour and 15-minute comparison over 1 day is disabled, and a 25-hour DST day counts as one day', () => {
    expect(isComparisonAllowed('hour', hel(2025, 10, 26), hel(2025, 10, 27))).toBe(true);
    expect(isComparisonAllowed('minutes_15', hel(2025, 3, 30), hel(2025, 3, 31))).toBe(true);
    expect(isComparisonAllowed('hour', hel(2025, 10, 26), hel(2025, 10, 28))).toBe(false);
  });

  it('a day range over 366 days is trimmed to 1 year, keeping its end', () => {
    expect(trimInterval({ resolution: 'day', start: hel(2023, 1, 1), end: hel(2025, 1, 1) })).toEqual({
      resolution: 'day',
      start: hel(2024, 1, 1),
      end: hel(2025, 1, 1),
      trimmed: true,
    });
    const leapYear = { resolution: 'day' as const, start: hel(2024, 1, 1), end: hel(2025, 1, 1) };
    expect(trimInterval(leapYear)).toEqual({ ...leapYear, trimmed: false });
  });

  it('year and month ranges over 7320 days are trimmed to 20 years', () => {
    const trimmed = trimInterval({ resolution: 'month', start: hel(2000, 1, 1), end: hel(2025, 1, 1) });
    expect(trimmed.start).toEqual(hel(2005, 1, 1));
    expect(trimmed.trimmed).toBe(true);
    expect(trimInterval({ resolution: 'year', start: hel(2005, 1, 1), end: hel(2025, 1, 1) }).trimmed).toBe(
      false,
    );
  });

  it('an hour range over 366 days is trimmed to 11 months; a 15-minute range over 31 days to 1 month', () => {
    expect(trimInterval({ resolution: 'hour', start: hel(2023, 1, 1), end: hel(2025, 1, 1) }).start).toEqual(
      hel(2024, 2, 1),
    );
    expect(
      trimInterval({ resolution: 'minutes_15', start: hel(2025, 1, 1), end: hel(2025, 3, 1) }).start,
    ).toEqual(hel(2025, 2, 1));
  });
});

describe('energy report dates (customer-area section 5)', () => {
  it('a valid interval has no errors', () => {
    expect(validateInterval(valid)).toEqual([]);
  });

  it('end not before start', () => {
    expect(codes({ start: hel(2025, 3, 2), end: hel(2025, 3, 1) })).toEqual(['endBeforeStart']);
  });

  it('end in the future gives futureDate', () => {
    expect(codes({ end: hel(2025, 7, 1) })).toEqual(['futureDate']);
    expect(codes({ end: now })).toEqual([]);
  });

  it("start before contract start gives 'start date before contract start' with the date", () => {
    const contractStart = hel(2024, 9, 1);
    expect(validateInterval({ ...valid, contractStart })).toEqual([
      { code: 'startBeforeContractStart', date: contractStart },
    ]);
  });

  it("end before validity start gives 'no active contract for interval'", () => {
    expect(codes({ validityStart: hel(2025, 6, 2) })).toEqual(['noActiveContractForInterval']);
  });

  it("dates up to the day before the contract start give 'no active contract', not an empty chart", () => {
    // the end is exclusive: 1.7.2024-31.5.2025 ends at the first instant of a contract starting 1.6.2025
    expect(codes({ validityStart: hel(2025, 6, 1) })).toEqual(['noActiveContractForInterval']);
  });

  it("start outside the usage place validity start gives the chart error 'interval is out of range'", () => {
    expect(codes({ validityStart: hel(2024, 8, 1) })).toEqual(['intervalOutOfRange']);
  });

  it('an interval starting after the validity end has no active contract', () => {
    expect(codes({ validityEnd: hel(2024, 1, 1) })).toEqual(['noActiveContractForInterval']);
  });

  it('each resolution has a maximum period: year and month 20 years, day and hour 1 year, 15 minutes 1 month', () => {
    const end = hel(2025, 6, 1);
    const at = (resolution: IntervalValidationInput['resolution'], start: Date) =>
      codes({ resolution, start, end, validityStart: hel(1990, 1, 1) });
    expect(at('year', hel(2005, 6, 1))).toEqual([]);
    expect(at('month', hel(2005, 5, 31))).toEqual(['maxPeriodExceeded']);
    expect(at('day', hel(2024, 6, 1))).toEqual([]);
    expect(at('hour', hel(2024, 5, 31))).toEqual(['maxPeriodExceeded']);
    expect(at('minutes_15', hel(2025, 5, 1))).toEqual([]);
    expect(at('minutes_15', hel(2025, 4, 30))).toEqual(['maxPeriodExceeded']);
    expect(validateInterval({ ...valid, resolution: 'minutes_15', start: hel(2025, 4, 30), end })[0]).toEqual(
      {
        code: 'maxPeriodExceeded',
        resolution: 'minutes_15',
        maxPeriod: { amount: 1, unit: 'month' },
      },
    );
  });

  it('the daily date picker minimum is one day after the epoch', () => {
    expect(DAILY_PICKER_MIN_DATE).toEqual(hel(1970, 1, 2));
    const early = { validityStart: hel(1960, 1, 1), end: hel(1970, 1, 5) };
    expect(codes({ ...early, resolution: 'day', start: hel(1970, 1, 1) })).toEqual(['beforeMinimumDate']);
    expect(codes({ ...early, resolution: 'day', start: hel(1970, 1, 2) })).toEqual([]);
  });

  it('several broken rules are all reported, the most important first', () => {
    expect(codes({ start: hel(2025, 8, 1), end: hel(2025, 7, 1) })).toEqual(['endBeforeStart', 'futureDate']);
  });
});

describe('period presets (customer-area section 4)', () => {
  it('the five presets and their resolutions, 1 year by month being the default', () => {
    expect(PERIOD_PRESETS.map((p) => [p.id, p.length.amount, p.length.unit, p.resolution])).toEqual([
      ['fiveYears', 5, 'year', 'year'],
      ['oneYear', 1, 'year', 'month'],
      ['sixMonths', 6, 'month', 'month'],
      ['oneMonth', 1, 'month', 'day'],
      ['oneDay', 1, 'day', 'hour'],
    ]);
    expect(DEFAULT_PERIOD_PRESET.id).toBe('oneYear');
  });

  it('a preset ends now and holds its length in whole buckets, the last one being the current bucket', () => {
    const count = (id: PeriodPresetId) => {
      const { start, end, resolution } = presetInterval(preset(id), now);
      expect(end).toEqual(now);
      return bucketsBetween(start, end, resolution).length;
    };
    expect(presetInterval(preset('oneYear'), now).start).toEqual(hel(2024, 7, 1));
    expect(presetInterval(preset('fiveYears'), now).start).toEqual(hel(2021, 1, 1));
    expect(presetInterval(preset('oneDay'), now).start).toEqual(hel(2025, 6, 14, 15));
    expect([
      count('fiveYears'),
      count('oneYear'),
      count('sixMonths'),
      count('oneMonth'),
      count('oneDay'),
    ]).toEqual([5, 12, 6, 31, 24]);
  });

  it('every preset interval is valid by the date rules', () => {
    for (const p of PERIOD_PRESETS) {
      expect(validateInterval({ ...presetInterval(p, now), validityStart: hel(2000, 1, 1), now })).toEqual(
        [],
      );
    }
  });

  it('a 1-day preset spanning the autumn DST change starts at the same wall time a day earlier: 25 hours', () => {
    const monday = hel(2025, 10, 27, 1, 10);
    const { start, end } = presetInterval(preset('oneDay'), monday);
    expect(start).toEqual(hel(2025, 10, 26, 2));
    expect(bucketsBetween(start, end, 'hour')).toHaveLength(25);
  });
});

describe('previous/next', () => {
  const oneYear = presetInterval(preset('oneYear'), now);

  it('previous shifts the interval by its length in the calendar', () => {
    expect(shiftInterval(oneYear, -1, now)).toEqual({
      interval: { resolution: 'month', start: hel(2023, 7, 1), end: hel(2024, 7, 1) },
    });
    const march = { resolution: 'day' as const, start: hel(2025, 3, 1), end: hel(2025, 4, 1) };
    expect(shiftInterval(march, -1, now)).toEqual({
      interval: { resolution: 'day', start: hel(2025, 2, 1), end: hel(2025, 3, 1) },
    });
  });

  it('next back into the current period is cut at now', () => {
    const previous = shiftInterval(oneYear, -1, now);
    if (!('interval' in previous)) throw new Error('expected an interval');
    expect(shiftInterval(previous.interval, 1, now)).toEqual({ interval: oneYear });
  });

  it('next into the future keeps the interval and gives futureDate', () => {
    expect(shiftInterval(oneYear, 1, now)).toEqual({ error: { code: 'futureDate' } });
  });

  it('a day shifted over the autumn DST day stays a Helsinki day', () => {
    const day = { resolution: 'hour' as const, start: hel(2025, 10, 27), end: hel(2025, 10, 28) };
    const shifted = shiftInterval(day, -1, hel(2025, 12, 1));
    expect(shifted).toEqual({
      interval: { resolution: 'hour', start: hel(2025, 10, 26), end: hel(2025, 10, 27) },
    });
  });
});

describe('drill-down year -> month -> day -> hour -> minutes_15 within the resolutions the period allows', () => {
  it('each preset drills one step down when the period allows the finer resolution', () => {
    expect(allowedDrillDown(preset('fiveYears'))).toBe('month');
    expect(allowedDrillDown(preset('oneYear'))).toBe('day');
    expect(allowedDrillDown(preset('sixMonths'))).toBe('day');
    expect(allowedDrillDown(preset('oneMonth'))).toBe('hour');
    expect(allowedDrillDown(preset('oneDay'))).toBe('minutes_15');
  });

  it('a period longer than the finer resolution allows does not drill', () => {
    expect(
      allowedDrillDown({ resolution: 'month', start: hel(2020, 1, 1), end: hel(2025, 1, 1) }),
    ).toBeNull();
    expect(allowedDrillDown({ resolution: 'hour', start: hel(2025, 1, 1), end: hel(2025, 3, 1) })).toBeNull();
  });

  it('a clicked bucket drills to the next resolution; 15 minutes is the finest', () => {
    const day = {
      resolution: 'day' as const,
      start: hel(2025, 3, 30),
      end: addHelsinki(hel(2025, 3, 30), 1, 'day'),
    };
    expect(allowedDrillDown(day)).toBe('hour');
    expect(allowedDrillDown({ ...day, resolution: 'minutes_15' })).toBeNull();
  });

  it('the resolutions a period allows', () => {
    expect(allowedResolutions(preset('fiveYears'))).toEqual(['year', 'month']);
    expect(allowedResolutions(preset('sixMonths'))).toEqual(['month', 'day', 'hour']);
    expect(allowedResolutions(preset('oneMonth'))).toEqual(['month', 'day', 'hour', 'minutes_15']);
    expect(allowedResolutions(preset('oneDay'))).toEqual(['day', 'hour', 'minutes_15']);
  });
});

describe('one meaning per preset (issue 20): presetDays, the days the energy and summary reports share', () => {
  const today = hel(2025, 6, 15);

  it('whole buckets of the preset resolution up to yesterday, the last one cut after it', () => {
    const days = (id: PeriodPresetId) => {
      const { start, end } = presetDays(preset(id), today);
      expect(end).toEqual(today);
      return start;
    };
    expect(days('fiveYears')).toEqual(hel(2021, 1, 1));
    expect(days('oneYear')).toEqual(hel(2024, 7, 1));
    expect(days('sixMonths')).toEqual(hel(2025, 1, 1));
    expect(days('oneMonth')).toEqual(hel(2025, 5, 15));
    expect(days('oneDay')).toEqual(hel(2025, 6, 14));
    // on the first of a month the last bucket is the whole month before
    expect(presetDays(preset('oneYear'), hel(2025, 7, 1)).start).toEqual(hel(2024, 7, 1));
  });

  it('is compared with the same calendar length just before it', () => {
    const oneYear = presetDays(preset('oneYear'), today);
    // 1.7.2024-14.6.2025 is 349 days
    expect(previousInterval(oneYear)).toEqual({ start: hel(2023, 7, 18), end: hel(2024, 7, 1) });
    expect(previousInterval({ start: hel(2025, 3, 1), end: hel(2025, 4, 1) })).toEqual({
      start: hel(2025, 2, 1),
      end: hel(2025, 3, 1),
    });
  });

  it('a compared period measured less than the shown one is incomplete', () => {
    const day = 1440;
    expect(
      isComparisonComplete(
        { covered: 168 * day, length: 351 * day },
        { covered: 350 * day, length: 350 * day },
      ),
    ).toBe(false);
    expect(
      isComparisonComplete(
        { covered: 351 * day, length: 351 * day },
        { covered: 350 * day, length: 350 * day },
      ),
    ).toBe(true);
    // two tariffs measuring every hour: covered twice the length on both sides
    expect(
      isComparisonComplete(
        { covered: 702 * day, length: 351 * day },
        { covered: 700 * day, length: 350 * day },
      ),
    ).toBe(true);
    expect(isComparisonComplete({ covered: 0, length: 0 }, { covered: 1, length: 1 })).toBe(false);
  });
});
