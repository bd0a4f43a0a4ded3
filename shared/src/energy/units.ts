/**
 * The one unit rule of the dashboard, the reports and their exports: the unit and decimals follow the
 * magnitude of the values shown together (a card, a table, a chart's axis), chosen once from the largest of
 * them, so one card never mixes MWh and kWh and a district heating hour reads "5 kWh", not "0,005 MWh".
 * Energy is kWh below 10,000 kWh and MWh from there, power kW below 10,000 kW and MW from there, whatever
 * unit the connector sent; decimals by size (below 1: 3, below 10: 2, below 1,000: 1, else 0), money 2 (4
 * below 0.1), temperatures and degree days 1. Dependency-free apart from the formatter's intl type.
 */
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

/** kWh below this, MWh from it on (by the largest value shown together); kW and MW the same */
export const MWH_FROM_KWH = 10_000;

/** units of one family in their smaller unit, smaller first */
const FAMILIES: ReadonlyArray<Readonly<Record<string, number>>> = [
  { kWh: 1, MWh: 1000 },
  { kW: 1, MW: 1000 },
];
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
  for (const value of values)
    if (value !== null && value !== undefined && Number.isFinite(value)) max = Math.max(max, Math.abs(value));
  return max;
}

const familyOf = (unit: string) => FAMILIES.find((f) => f[unit] !== undefined);

/** kWh and MWh are one family (so are kW and MW): values shown together in either share one format */
export const unitFamily = (unit: string): string => {
  const family = familyOf(unit);
  return family ? Object.keys(family)[0]! : unit;
};

/** The format of values shown together, all in `unit`, chosen from the largest of them. */
export function unitFormat(unit: string, values: Iterable<number | null | undefined>): NumberFormat {
  const max = largest(values);
  if (MONEY_UNITS.has(unit)) {
    // cents to two decimals, but a fee of 0.016 c/kWh must not round to 0.02
    return { unit, factor: 1, decimals: max >= 0.1 || max === 0 ? 2 : 4, minDecimals: 2 };
  }
  if (TENTHS_UNITS.has(unit)) return { unit, factor: 1, decimals: 1, minDecimals: 1 };
  const family = familyOf(unit);
  if (family) {
    const [small, big] = Object.keys(family) as [string, string];
    const inSmall = family[unit]!;
    const shown = max * inSmall >= MWH_FROM_KWH ? big : small;
    const factor = family[shown]! / inSmall;
    return { unit: shown, factor, decimals: decimalsFor(max / factor), minDecimals: 0 };
  }
  return { unit, factor: 1, decimals: decimalsFor(max), minDecimals: 0 };
}

/**
 * One unit per unit family for values in several units shown together (a summary card's totals, highest
 * and lowest, previous value): `formatOf(unit)` gives the family's unit, chosen from all of its values; with
 * `value`, that value's decimals by its own size (a card's 44,4 MWh total and its 0,007 MWh lowest hour),
 * where the unit's decimals go by size at all (not money, not temperatures).
 */
export function sharedUnitFormats(
  entries: Iterable<{ unit: string; value: number | null | undefined }>,
): (unit: string, value?: number | null) => NumberFormat {
  const byFamily = new Map<string, number[]>();
  for (const { unit, value } of entries) {
    if (value === null || value === undefined) continue;
    const key = unitFamily(unit);
    const list = byFamily.get(key) ?? [];
    list.push(value * (familyOf(unit)?.[unit] ?? 1));
    byFamily.set(key, list);
  }
  return (unit: string, value?: number | null) => {
    const key = unitFamily(unit);
    let format = unitFormat(key, byFamily.get(key) ?? []);
    const family = familyOf(unit);
    // the family's shown unit, with the factor from the value's own unit
    if (family) format = { ...format, factor: family[format.unit]! / family[unit]! };
    const bySize = !MONEY_UNITS.has(unit) && !TENTHS_UNITS.has(unit);
    return bySize && value !== null && value !== undefined
      ? { ...format, decimals: decimalsFor(Math.abs(value) / format.factor) }
      : format;
  };
}

/** The number as shown, rounded: what an xlsx cell carries. */
export function roundedValue(value: number, format: NumberFormat): number {
  const scale = 10 ** format.decimals;
  const rounded = Math.round((value / format.factor) * scale) / scale;
  // no "-0"
  return rounded === 0 ? 0 : rounded;
}

/** "1 234,5" in the user's locale, in the format's unit, without the unit. */
export const formatShown = (intl: IntlShape, value: number, format: NumberFormat): string =>
  intl.formatNumber(roundedValue(value, format), {
    minimumFractionDigits: format.minDecimals,
    maximumFractionDigits: format.decimals,
  });

/** An Excel number format with the format's decimals and thousands grouping ("#,##0.##" would leave "12."). */
export const excelNumberFormat = (format: NumberFormat): string =>
  format.decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(format.decimals)}`;
