/**
 * Temperature normalization of district heating usage (docs/district-heating-report.md): the heating part of
 * a month's usage scaled by reference / actual heating degree days, the hot water part kept as measured.
 */

/** the indoor temperature of the Finnish heating degree day S17 (FMI) */
export const DEGREE_DAY_BASE = 17;

/**
 * One day's heating degree days (FMI S17): 17 °C minus the day's mean outdoor temperature, counted only on
 * heating-season days: in spring (January-June) when the mean is below 10 °C, in autumn (July-December) when
 * it is below 12 °C.
 */
export function fmiDegreeDay(dailyMean: number, month: number): number {
  const limit = month <= 6 ? 10 : 12;
  return dailyMean < limit ? DEGREE_DAY_BASE - dailyMean : 0;
}

export interface MonthUsage {
  usage: number | null;
  /** calendar days of the month the usage covers */
  days: number;
}

/**
 * The hot water (non-heating) usage per day: the lowest daily mean of the months with usage, which is a
 * summer month where heating is (nearly) off. Null without any month.
 */
export function baseLoadPerDay(months: readonly MonthUsage[]): number | null {
  let lowest: number | null = null;
  for (const { usage, days } of months) {
    if (usage === null || days <= 0) continue;
    const perDay = usage / days;
    if (lowest === null || perDay < lowest) lowest = perDay;
  }
  return lowest;
}

/**
 * normalized = base + (usage - base) x reference / actual degree days. A month without actual degree days
 * (warm summer month) has no heating part to scale and keeps its usage.
 */
export function normalizeUsage(input: {
  usage: number;
  days: number;
  basePerDay: number;
  actualDegreeDays: number;
  referenceDegreeDays: number;
}): number {
  const base = Math.min(input.usage, input.basePerDay * input.days);
  const heating = input.usage - base;
  if (input.actualDegreeDays <= 0 || heating <= 0) return input.usage;
  return base + (heating * input.referenceDegreeDays) / input.actualDegreeDays;
}
