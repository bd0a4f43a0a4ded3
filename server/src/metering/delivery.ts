import { ESTIMATE_STATUS_BIT } from '@portal/shared/api/chart';

/**
 * A metering delivery (docs/metering-store.md, "Ingest"), modelled on the Finnish Datahub's daily
 * deliveries of metered time series: many metering points' series, each one quantity of one point over
 * [start, end) at one resolution, its values in position order with a quality per position.
 */
export interface Delivery {
  deliveryId: string;
  created?: string;
  series: DeliverySeries[];
}

export interface DeliverySeries {
  /** the usage place's metering point id (GSRN, 18 digits) */
  meteringPoint: string;
  /** the measured quantity (electricityP, heatEnergy, waterCold, ...) */
  quantity: string;
  /** default 'generic' */
  tariff?: string;
  /** ISO 8601 duration: PT15M or PT1H */
  resolution: string;
  /** the first position's start and the last one's end, ISO instants */
  start: string;
  end: string;
  /** one per position; null where nothing was read */
  values: Array<number | null>;
  /** ebIX quantity quality per position, or one for all (default A04, as provided) */
  qualities?: string | string[];
}

/** ebIX quality codes: measured (as provided, adjusted) or an estimate (estimated, incomplete, calculated) */
const QUALITIES: Readonly<Record<string, 'measured' | 'estimate' | 'missing'>> = {
  A04: 'measured',
  A01: 'measured',
  A03: 'estimate',
  A05: 'estimate',
  A06: 'estimate',
  A02: 'missing',
};

const STEP_OF: Readonly<Record<string, number>> = { PT15M: 15, PT1H: 60, PT60M: 60 };

/** positions of one series at most: 45 days at 15 minutes */
export const MAX_SERIES_POSITIONS = 45 * 96;

export type SeriesRefusalCode =
  | 'nul_character'
  | 'bad_resolution'
  | 'bad_interval'
  | 'too_long'
  | 'wrong_count'
  | 'bad_quality'
  | 'bad_value'
  | 'future_readings'
  | 'unknown_metering_point'
  | 'unknown_quantity'
  | 'ambiguous_metering_point'
  | 'duplicate_series';

export interface SeriesRefusal {
  /** the series' index in the delivery */
  index: number;
  meteringPoint: string;
  quantity: string;
  code: SeriesRefusalCode;
  message: string;
}

/** A series that passed every check that needs no database. */
export interface CheckedSeries {
  index: number;
  meteringPoint: string;
  quantity: string;
  tariff: string;
  step: number;
  /** epoch seconds of the first position */
  startEpoch: number;
  values: Array<number | null>;
  statuses: number[];
}

const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,9})?)?(Z|[+-]\d\d:\d\d)$/;

const hasNul = (value: unknown): boolean => typeof value === 'string' && value.includes('\u0000');

const preview = (value: unknown): string =>
  typeof value === 'string' ? value.replaceAll('\u0000', '\\0').slice(0, 40) : '';

/**
 * The checks of one series that need no database: its strings, resolution, interval (on the step's grid,
 * not in the future), the number of values (which is how a DST day with 92 or 100 quarters is told from a
 * wrong one), the values and qualities.
 */
export function checkSeries(
  series: DeliverySeries,
  index: number,
  now: Date,
): { ok: true; series: CheckedSeries } | { ok: false; refusal: SeriesRefusal } {
  const refuse = (code: SeriesRefusalCode, message: string) =>
    ({
      ok: false,
      refusal: {
        index,
        meteringPoint: preview(series.meteringPoint),
        quantity: preview(series.quantity),
        code,
        message,
      },
    }) as const;
  const strings = [
    series.meteringPoint,
    series.quantity,
    series.tariff,
    series.resolution,
    series.start,
    series.end,
  ];
  const qualities = series.qualities;
  if (strings.some(hasNul) || (Array.isArray(qualities) ? qualities.some(hasNul) : hasNul(qualities)))
    return refuse('nul_character', 'a text field holds a NUL character');
  const step = STEP_OF[series.resolution];
  if (step === undefined)
    return refuse('bad_resolution', `resolution ${preview(series.resolution)} is not PT15M or PT1H`);
  const start = Date.parse(series.start);
  const end = Date.parse(series.end);
  if (
    !INSTANT.test(series.start) ||
    !INSTANT.test(series.end) ||
    !Number.isFinite(start) ||
    !Number.isFinite(end)
  )
    return refuse('bad_interval', 'start and end must be ISO instants with an offset or Z');
  const stepMs = step * 60_000;
  if (end <= start) return refuse('bad_interval', 'end must be after start');
  if (start % stepMs !== 0 || end % stepMs !== 0)
    return refuse('bad_interval', `start and end must fall on the ${step}-minute grid`);
  if (end > now.getTime())
    return refuse('future_readings', `the series ends after now (${now.toISOString()})`);
  const positions = (end - start) / stepMs;
  if (positions > MAX_SERIES_POSITIONS)
    return refuse('too_long', `${positions} positions; at most ${MAX_SERIES_POSITIONS} in one series`);
  if (series.values.length !== positions)
    return refuse(
      'wrong_count',
      `${series.values.length} values for ${positions} positions of ${step} minutes from ${series.start} to ${series.end}` +
        ' (a Helsinki day has 92 quarters in spring and 100 in autumn when the clocks change)',
    );
  const perPosition = Array.isArray(qualities);
  if (perPosition && qualities.length !== positions)
    return refuse('wrong_count', `${qualities.length} qualities for ${positions} positions`);
  const statuses = new Array<number>(positions);
  for (let i = 0; i < positions; i++) {
    const code = (perPosition ? qualities[i] : qualities) ?? 'A04';
    const kind = QUALITIES[code];
    if (kind === undefined)
      return refuse('bad_quality', `position ${i + 1}: quality ${preview(code)} is not known`);
    const value = series.values[i];
    if (value !== null && (typeof value !== 'number' || !Number.isFinite(value)))
      return refuse('bad_value', `position ${i + 1}: the value is not a number`);
    if (kind === 'missing' && value !== null)
      return refuse('bad_value', `position ${i + 1}: quality A02 (not available) with a value`);
    statuses[i] = kind === 'estimate' ? ESTIMATE_STATUS_BIT : 0;
  }
  return {
    ok: true,
    series: {
      index,
      meteringPoint: series.meteringPoint,
      quantity: series.quantity,
      tariff: series.tariff ?? 'generic',
      step,
      startEpoch: start / 1000,
      values: series.values,
      statuses,
    },
  };
}
