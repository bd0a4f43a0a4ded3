/**
 * The energy report's rules on top of shared/src/reports: which places, types and details the selects show,
 * the interval a preset gives for a usage place, and the chart call (trimmed, validated) for a selection.
 */
import type {
  AdditionalInformationKey,
  ApiErrorData,
  ChartRequest,
  ChartResponse,
  UsagePlace,
  UsagePlaceEnergyType,
} from '@portal/shared';
import {
  addHelsinki,
  bucketsBetween,
  fromHelsinkiWallTime,
  helsinkiStartOf,
  helsinkiDay,
  type Resolution,
} from '@portal/shared/calendar';
import {
  allowedDrillDown,
  allowedResolutions,
  isComparisonAllowed,
  PERIOD_PRESETS,
  presetDays,
  RESOLUTION_LIMITS,
  shiftInterval,
  trimInterval,
  validateInterval,
  type IntervalError,
  type PeriodPreset,
  type PeriodPresetId,
  type ReportInterval,
} from '@portal/shared/reports';
import type { ChartCall } from '../api';
import type {
  DateInputField,
  DateRefusal,
  IntervalErrorCode,
  IntervalErrorData,
  ReportSelection,
  TrimNotice,
} from './types';

/** A quantity that alone does not make an energy type worth a report (customer-area section 3). */
export const HIDDEN_ALONE_QUANTITY = 'electricityQ';

export const placeKey = (place: UsagePlace): string =>
  `${place.customerInformation.customerNumber}|${place.locationCode}|${place.gridId}`;

export const sortByAddress = (places: readonly UsagePlace[]): UsagePlace[] =>
  [...places].sort(
    (a, b) =>
      a.address.fullAddress.localeCompare(b.address.fullAddress, 'fi') ||
      a.locationCode.localeCompare(b.locationCode),
  );

/** The energy types the select offers: not one whose basic details are only electricityQ. */
export const reportableEnergyTypes = (place: UsagePlace | null): UsagePlaceEnergyType[] =>
  (place?.energyTypes ?? []).filter((type) =>
    type.basicDetails.some((detail) => detail.key !== HIDDEN_ALONE_QUANTITY),
  );

/** The main types are selected by default; a type without one starts with its first detail. */
export function defaultBasicDetails(type: UsagePlaceEnergyType | undefined): string[] {
  if (!type) return [];
  const main = type.basicDetails.filter((detail) => detail.isMainType).map((detail) => detail.key);
  if (main.length) return main;
  return type.basicDetails.slice(0, 1).map((detail) => detail.key);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A 'YYYY-MM-DD' day as its Helsinki midnight; a full ISO instant as is. */
export function parseDay(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = ISO_DATE.exec(value);
  const date = match
    ? fromHelsinkiWallTime({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) })
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The date inputs' days of an interval: its first day and its last (the end is exclusive). */
export function inputDaysOf(selection: Pick<ReportSelection, 'start' | 'end'>): {
  start: string | null;
  end: string | null;
} {
  const start = parseDay(selection.start);
  const end = parseDay(selection.end);
  return {
    start: start ? helsinkiDay(start) : null,
    end: end ? helsinkiDay(new Date(Math.max(end.getTime() - 1, start?.getTime() ?? 0))) : null,
  };
}

export interface Validity {
  start: Date | null;
  /** exclusive: the midnight after the last valid day */
  end: Date | null;
}

export function validityOf(place: UsagePlace | null): Validity {
  const start = parseDay(place?.validity.startDate);
  const lastDay = parseDay(place?.validity.endDate);
  return { start, end: lastDay ? addHelsinki(lastDay, 1, 'day') : null };
}

export const presetById = (id: PeriodPresetId): PeriodPreset =>
  PERIOD_PRESETS.find((preset) => preset.id === id) ?? PERIOD_PRESETS[1]!;

/**
 * The preset's interval for a place, in whole Helsinki calendar days ending yesterday (or at the end of an
 * ended validity): 1 day is yesterday, 1 month the days since the same date a month ago, 1 year the months
 * from a year back to yesterday. Today is left out because its readings are not in yet. One that would start
 * before the place's validity starts at the validity start instead, so a preset always works.
 */
export function presetIntervalFor(preset: PeriodPreset, place: UsagePlace | null, now: Date): ReportInterval {
  const validity = validityOf(place);
  const today = helsinkiStartOf(now, 'day');
  const reference = validity.end && validity.end.getTime() < today.getTime() ? validity.end : today;
  // the shared meaning of a preset (the summary report's periods are the same days): whole buckets, the
  // last one holding the last day before the reference
  const interval: ReportInterval = presetDays(preset, reference);
  if (
    validity.start &&
    interval.start.getTime() < validity.start.getTime() &&
    validity.start.getTime() < reference.getTime()
  ) {
    return { ...interval, start: validity.start };
  }
  return interval;
}

/**
 * The request end: the date inputs are inclusive days, so an end whose last day holds `now` is cut at now;
 * an end wholly in the future stays as it is and validation refuses it (futureDate).
 */
export function capEnd(end: Date, now: Date): Date {
  if (end.getTime() <= now.getTime()) return end;
  const lastDayStart = helsinkiStartOf(new Date(end.getTime() - 1), 'day');
  return lastDayStart.getTime() <= now.getTime() ? now : end;
}

/** The period the resolution buttons and drill-down are judged by: the preset's length or the interval. */
export function activePeriod(selection: ReportSelection): PeriodPreset | ReportInterval {
  const { period, resolution } = selection;
  if (period !== 'custom') return { ...presetById(period), resolution };
  return { resolution, start: new Date(selection.start), end: new Date(selection.end) };
}

export const allowedResolutionsOf = (selection: ReportSelection): Resolution[] =>
  selection.start ? allowedResolutions(activePeriod(selection)) : [];

/** The resolution one drill below the answer's, if its interval fits the finer resolution's maximum. */
export const drillResolutionOf = (call: ChartCall): Resolution | null => {
  const { interval, measurePeriod } = call.body;
  return allowedDrillDown({
    resolution: measurePeriod,
    start: new Date(interval.selectedStartTimestamp),
    end: new Date(interval.selectedEndTimestamp),
  });
};

export const comparisonAllowedFor = (selection: ReportSelection, now: Date): boolean =>
  Boolean(selection.start && selection.end) &&
  isComparisonAllowed(selection.resolution, new Date(selection.start), capEnd(new Date(selection.end), now));

/** The interval that produced a call, as buckets of its resolution (one per category of the answer). */
export const bucketsOfCall = (call: ChartCall) =>
  bucketsBetween(
    new Date(call.body.interval.selectedStartTimestamp),
    new Date(call.body.interval.selectedEndTimestamp),
    call.body.measurePeriod,
  );

/** Every tariff of every quantity series is empty or all null: the chart has nothing to show. */
export const hasNoMeasurementData = (response: ChartResponse): boolean =>
  response.series
    .filter((series) => series.chart.group === 'quantity')
    .every((series) =>
      series.chart.data.tariffs.every((tariff) => tariff.data.every((value) => value === null)),
    );

export function toIntervalErrorData(error: IntervalError, validityStart: Date | null): IntervalErrorData {
  switch (error.code) {
    case 'intervalOutOfRange':
      return validityStart
        ? { code: error.code, validityStart: validityStart.toISOString() }
        : { code: error.code };
    case 'startBeforeContractStart':
    case 'beforeMinimumDate':
      return { code: error.code, date: error.date.toISOString() };
    case 'maxPeriodExceeded':
      return { code: error.code, resolution: error.resolution, maxPeriod: { ...error.maxPeriod } };
    default:
      return { code: error.code };
  }
}

/** The server's 400 codes for the same rules (server/src/connector/chart/service.ts checkInterval). */
const SERVER_INTERVAL_CODES: Readonly<Record<string, IntervalErrorCode>> = {
  endBeforeStart: 'endBeforeStart',
  futureDate: 'futureDate',
  noActiveContractForInterval: 'noActiveContractForInterval',
  interval_out_of_range: 'intervalOutOfRange',
  intervalOutOfRange: 'intervalOutOfRange',
  startBeforeContractStart: 'startBeforeContractStart',
  maxPeriodExceeded: 'maxPeriodExceeded',
  beforeMinimumDate: 'beforeMinimumDate',
};

const RESOLUTION_KEYS: readonly string[] = ['year', 'month', 'day', 'hour', 'minutes_15'];
const isResolution = (value: unknown): value is Resolution =>
  typeof value === 'string' && RESOLUTION_KEYS.includes(value);

/** A refused chart call as the interval rule it broke, or null when it is some other error. */
export function intervalErrorFromServer(
  error: ApiErrorData,
  validityStart: Date | null,
): IntervalErrorData | null {
  if (error.httpStatusCode !== 400) return null;
  const code = SERVER_INTERVAL_CODES[error.errorCode];
  if (!code) return null;
  const details = error.details ?? {};
  const date = typeof details.date === 'string' ? details.date : undefined;
  switch (code) {
    case 'intervalOutOfRange':
      return validityStart ? { code, validityStart: validityStart.toISOString() } : { code };
    case 'startBeforeContractStart':
    case 'beforeMinimumDate':
      return date ? { code, date } : { code };
    case 'maxPeriodExceeded': {
      const max = details.maxPeriod as { amount?: unknown; unit?: unknown } | undefined;
      const resolution = isResolution(details.resolution) ? details.resolution : undefined;
      if (resolution && max && typeof max.amount === 'number' && isResolution(max.unit)) {
        return { code, resolution, maxPeriod: { amount: max.amount, unit: max.unit } };
      }
      return { code };
    }
    default:
      return { code };
  }
}

/** Whether the place's contract prices its use, so the report can show euros (usagePriceVat offered and not disabled). */
export const eurAvailable = (place: UsagePlace | null): boolean =>
  !!place?.additionalInformations.some((info) => info.key === 'usagePriceVat' && !info.disabled);

export type ChartPlan = { call: ChartCall; trimNotice: TrimNotice | null } | { error: IntervalErrorData };

function requestBody(
  selection: ReportSelection,
  place: UsagePlace,
  interval: ReportInterval,
): ChartRequest | null {
  const type = reportableEnergyTypes(place).find((t) => t.key === selection.energyType);
  if (!type) return null;
  const chosen = new Set(selection.basicDetails);
  const details = type.basicDetails.filter((detail) => chosen.has(detail.key)).map((detail) => detail.key);
  if (!details.length) return null;
  const wanted = new Set<AdditionalInformationKey>(selection.additionalInformation);
  const comparison = isComparisonAllowed(interval.resolution, interval.start, interval.end);
  const additional = place.additionalInformations
    .filter((info) => wanted.has(info.key) && !info.disabled && (info.key !== 'comparison' || comparison))
    .map((info) => info.key);
  // euros are the usage price with VAT of each interval (eurView.ts draws them as the main series)
  if (selection.valueUnit === 'EUR' && eurAvailable(place) && !additional.includes('usagePriceVat'))
    additional.push('usagePriceVat');
  return {
    selectedEnergyType: type.key,
    selectedBasicDetails: details,
    selectedAdditionalInformation: additional,
    interval: {
      selectedStartTimestamp: interval.start.toISOString(),
      selectedEndTimestamp: interval.end.toISOString(),
    },
    measurePeriod: interval.resolution,
  };
}

/**
 * The chart call for the selection: the end capped at now, a range over its resolution's limit trimmed,
 * then every date rule checked (the first broken one is returned). Null when nothing can be asked yet.
 */
export function planChartCall(
  selection: ReportSelection,
  place: UsagePlace | null,
  now: Date,
): ChartPlan | null {
  if (!place || !selection.start || !selection.end) return null;
  const start = new Date(selection.start);
  const end = capEnd(new Date(selection.end), now);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  const trimmed = trimInterval({ resolution: selection.resolution, start, end });
  const validity = validityOf(place);
  const errors = validateInterval({
    resolution: trimmed.resolution,
    start: trimmed.start,
    end: trimmed.end,
    validityStart: validity.start ?? new Date(0),
    ...(validity.end ? { validityEnd: validity.end } : {}),
    now,
  });
  const first = errors[0];
  if (first) return { error: toIntervalErrorData(first, validity.start) };
  const body = requestBody(selection, place, trimmed);
  if (!body) return null;
  const { customerNumber } = place.customerInformation;
  return {
    call: { place: { customerNumber, locationCode: place.locationCode, gridId: place.gridId }, body },
    trimNotice: trimmed.trimmed
      ? { resolution: trimmed.resolution, trimTo: { ...RESOLUTION_LIMITS[trimmed.resolution].trimTo } }
      : null,
  };
}

/**
 * A date input's edit: the interval it makes with the other input (the other one's refused day if it has
 * one, so two edits can move the interval together) when every date rule accepts it, else the refusal to
 * show at the edited input. Nothing else of the report changes for a refused edit.
 */
export function planDateEdit(
  selection: ReportSelection,
  refusal: DateRefusal | null,
  place: UsagePlace | null,
  edit: { field: DateInputField; day: string | null },
  now: Date,
): { interval: { start: string; end: string } } | { refusal: DateRefusal } {
  const { field, day } = edit;
  const refuse = (error: DateRefusal['error']) => ({ refusal: { field, day, error } });
  if (!day || !parseDay(day)) return refuse({ code: 'required' });
  const accepted = inputDaysOf(selection);
  const other = field === 'start' ? 'end' : 'start';
  const otherDay = (refusal?.field === other ? refusal.day : null) ?? accepted[other];
  const startDay = field === 'start' ? day : otherDay;
  const endDay = field === 'end' ? day : otherDay;
  const startAt = parseDay(startDay);
  const endDayStart = parseDay(endDay);
  if (!startAt || !endDayStart) return refuse({ code: 'required' });
  // the days are inclusive: an end day before the start day is empty, which the interval rules allow
  if (endDayStart.getTime() < startAt.getTime()) return refuse({ code: 'endBeforeStart' });
  const interval = { start: startAt.toISOString(), end: addHelsinki(endDayStart, 1, 'day').toISOString() };
  const plan = planChartCall({ ...selection, ...interval, period: 'custom' }, place, now);
  if (plan && 'error' in plan) return refuse(plan.error);
  return { interval };
}

/** Whether next has a period to show: false when the interval already reaches the present. */
export function canShiftNext(selection: ReportSelection, now: Date): boolean {
  if (!selection.start || !selection.end) return false;
  const shifted = shiftInterval(
    { resolution: selection.resolution, start: new Date(selection.start), end: new Date(selection.end) },
    1,
    now,
  );
  return !('error' in shifted);
}
