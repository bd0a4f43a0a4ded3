/**
 * The one way the energy report writes a number (axis, tooltip, table, summary, xlsx): a unit and a
 * number of decimals chosen once per series from its largest value, so a household hour reads
 * "0,35 kWh" and a year of a large site "4 240 MWh", never "0,014 MWh" or "4 240,338 kWh".
 */
import { unitLabel } from '@portal/shared';
import type { IntlShape } from 'react-intl';

export interface NumberFormat {
  /** the unit the numbers are shown in (kWh may become MWh) */
  unit: string;
  /** shown value = value / factor */
  factor: number;
  /** decimals shown (at most) */
  decimals: number;
  /** decimals always shown (money keeps its cents) */
  minDecimals: number;
}

/** kWh below this, MWh from it on (by the largest value of the series) */
export const MWH_FROM_KWH = 10_000;

const ENERGY_IN_KWH: Record<string, number> = { kWh: 1, MWh: 1000 };
const MONEY_UNITS = new Set(['EUR', 'EURVat', 'snt/kWh']);
const TENTHS_UNITS = new Set(['C', 'degree-days']);

/** Decimals by size: meters measure to the watt-hour, and nobody reads the fourth digit of a total. */
export function decimalsFor(size: number): number {
  if (size < 1) return 3;
  if (size < 10) return 2;
  if (size < 1000) return 1;
  return 0;
}

function largest(values: Iterable<number | null | undefined>): number {
  let max = 0;
  for (const value of values) if (value !== null && value !== undefined) max = Math.max(max, Math.abs(value));
  return max;
}

/** The format of a series (or of one value) in `unit`, chosen from the largest of `values`. */
export function formatFor(unit: string, values: Iterable<number | null | undefined>): NumberFormat {
  const max = largest(values);
  if (MONEY_UNITS.has(unit)) {
    // cents to two decimals, but a fee of 0.016 c/kWh must not round to 0.02
    return { unit, factor: 1, decimals: max >= 0.1 || max === 0 ? 2 : 4, minDecimals: 2 };
  }
  if (TENTHS_UNITS.has(unit)) return { unit, factor: 1, decimals: 1, minDecimals: 1 };
  const inKwh = ENERGY_IN_KWH[unit];
  if (inKwh !== undefined) {
    const kwh = max * inKwh;
    const shown = kwh >= MWH_FROM_KWH ? 'MWh' : 'kWh';
    const factor = ENERGY_IN_KWH[shown]! / inKwh;
    return { unit: shown, factor, decimals: decimalsFor(max / factor), minDecimals: 0 };
  }
  return { unit, factor: 1, decimals: decimalsFor(max), minDecimals: 0 };
}

/** The number as shown, rounded: what the xlsx cell carries. */
export function roundedValue(value: number, format: NumberFormat): number {
  const scale = 10 ** format.decimals;
  const rounded = Math.round((value / format.factor) * scale) / scale;
  // no "-0"
  return rounded === 0 ? 0 : rounded;
}

/** "1 234,5" in the user's locale, in the format's unit, without the unit. */
export const formatNumber = (intl: IntlShape, value: number, format: NumberFormat): string =>
  intl.formatNumber(roundedValue(value, format), {
    minimumFractionDigits: format.minDecimals,
    maximumFractionDigits: format.decimals,
  });

/** "1 234,5 kWh"; null is "no value". */
export function formatAmount(intl: IntlShape, value: number | null, format: NumberFormat): string {
  if (value === null) return intl.formatMessage({ id: 'reports.chart.noValue' });
  return `${formatNumber(intl, value, format)} ${unitLabel(intl, format.unit)}`;
}

/** One value on its own (a total, a price): its unit and decimals from itself. */
export const formatSingle = (intl: IntlShape, value: number | null, unit: string): string =>
  formatAmount(intl, value, formatFor(unit, [value]));

/** An Excel number format with the format's decimals and thousands grouping ("#,##0.##" would leave "12."). */
export const excelNumberFormat = (format: NumberFormat): string =>
  format.decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(format.decimals)}`;
