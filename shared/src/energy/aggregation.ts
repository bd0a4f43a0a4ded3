/**
 * How the values of one quantity combine over time and over tariffs: the one rule the server's chart,
 * summary and consumption changes and the remotes' tables, summaries and exports follow (docs/energy-report.md,
 * "Sum or mean"). Energy, volume, money and degree days are flows: a month is the sum of its hours. A
 * temperature, a price or a power is a level: a month is the time-weighted mean of its hours, and adding
 * them up gives a number that means nothing (a month of supply water at 70 °C is not 52,080 °C).
 * Dependency-free, so the server imports it (`@portal/shared/energy/aggregation`).
 */

export type Aggregation = 'sum' | 'mean';

const COMPARISON_SUFFIX = '.comparison';

/** quantities (and additional information) that are levels, whatever unit a connector sends them in */
const LEVEL_QUANTITIES: ReadonlySet<string> = new Set([
  'temperature',
  'heatWaterTemperatureIn',
  'heatWaterTemperatureOut',
  'spotPrice',
  'spotPriceVat',
]);

/** units that only a level is measured in: a quantity not named above still averages in one of them */
const LEVEL_UNITS: ReadonlySet<string> = new Set(['C', 'K', 'snt/kWh', 'W', 'kW', 'MW', 'bar', '%']);

/** 'mean' for a level (temperatures, prices, powers), 'sum' for everything else; `<quantity>.comparison` as its quantity. */
export function aggregationOf(quantity: string, unit?: string): Aggregation {
  const key = quantity.endsWith(COMPARISON_SUFFIX) ? quantity.slice(0, -COMPARISON_SUFFIX.length) : quantity;
  if (LEVEL_QUANTITIES.has(key)) return 'mean';
  return unit !== undefined && LEVEL_UNITS.has(unit) ? 'mean' : 'sum';
}

export const isLevel = (quantity: string, unit?: string): boolean => aggregationOf(quantity, unit) === 'mean';

/**
 * Combines parts (tariffs of one bucket, buckets of a period) by the rule: a sum, or a mean weighted by each
 * part's weight (its measured hours), so a half-measured bucket counts half. Parts without a value are left
 * out; no part with a value gives null. Without weights every part weighs the same.
 */
export function combine(
  aggregation: Aggregation,
  values: readonly (number | null | undefined)[],
  weights?: readonly (number | null | undefined)[],
): number | null {
  let total = 0;
  let weightSum = 0;
  let valued = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined || !Number.isFinite(value)) continue;
    valued += 1;
    if (aggregation === 'sum') {
      total += value;
      continue;
    }
    const weight = weights ? (weights[i] ?? 0) : 1;
    if (!(weight > 0)) continue;
    total += value * weight;
    weightSum += weight;
  }
  if (valued === 0) return null;
  if (aggregation === 'sum') return total;
  return weightSum > 0 ? total / weightSum : null;
}

/** the smallest and largest value, null when none has a value (a level's period shows its range) */
export function rangeOf(values: readonly (number | null | undefined)[]): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value === null || value === undefined || !Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min === Infinity ? null : { min, max };
}
