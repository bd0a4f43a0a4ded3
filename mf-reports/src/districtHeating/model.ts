import type {
  DistrictHeatCosts,
  DistrictHeatCostYear,
  DistrictHeatingReport,
  DistrictHeatUsageYear,
} from '@portal/shared/api/districtHeating';
import { toHelsinkiWallTime } from '@portal/shared/calendar';

export type DhFrequency = 'year' | 'month';

/** how many cost years the yearly cost bars show */
export const COST_YEARS = 4;

/**
 * A key value in kWh per building m3 (spec customer-area section 2): the usage is multiplied by 1 when its
 * unit is kWh, else by 1000 (MWh), then divided by the building volume. Null without a volume.
 */
export function keyValue(usage: number | null, unit: string, volume: number | null): number | null {
  if (usage === null || volume === null || volume <= 0) return null;
  const factor = unit === 'kWh' ? 1 : 1000;
  return (usage * factor) / volume;
}

/** The latest cost year: the current year shows the previous (whole, invoiced) year. */
export const latestCostYear = (now: Date): number => toHelsinkiWallTime(now).year - 1;

/**
 * The yearly cost bars: four years back ending at the latest cost year, oldest first; a year without
 * costs is there with null, so the bars keep their places.
 */
export function costYearsShown(
  costs: DistrictHeatCosts | null,
  now: Date,
): Array<{ year: number; cost: DistrictHeatCostYear | null }> {
  const last = latestCostYear(now);
  return Array.from({ length: COST_YEARS }, (_, i) => {
    const year = last - COST_YEARS + 1 + i;
    return { year, cost: costs?.years.find((y) => y.year === year) ?? null };
  });
}

/** the years a month view may show, newest first */
export const reportYears = (report: DistrictHeatingReport | null): number[] =>
  (report?.districtHeatUsageYears ?? []).map((y) => y.year).reverse();

/**
 * The year the key values are about: the latest complete year (12 months of usage), else the latest
 * year with usage.
 */
export function keyValueYear(report: DistrictHeatingReport | null): DistrictHeatUsageYear | null {
  const years = report?.districtHeatUsageYears ?? [];
  return [...years].reverse().find((y) => y.monthsWithUsage === 12) ?? years.at(-1) ?? null;
}

/** One row of the table and one point of the usage charts. */
export interface DhRow {
  key: string;
  year: number;
  /** 1-12 in the month view; null for a whole year */
  month: number | null;
  usage: number | null;
  usageNorm: number | null;
  heatDemand: number | null;
  outsideTemperature: number | null;
  /** EUR with VAT */
  cost: number | null;
  /** a year row: its months with usage (fewer than 12 for a partial year); null for a month row */
  monthsWithUsage: number | null;
  /** a year row: how many of its months with usage `cost` holds (those invoiced); null for a month row */
  costMonths: number | null;
}

/**
 * A year row's cost: the invoiced cost of the months the row's usage covers, so a partial year (a place
 * metered from June) holds that part's cost, never the whole year's invoices beside part of its usage
 * (issue 20). A month with usage not yet invoiced (the current one) is left out and counted in
 * `months`; no invoiced month among them is null.
 */
export function yearRowCost(
  usageYear: DistrictHeatUsageYear,
  costYear: DistrictHeatCostYear | null,
): { cost: number | null; months: number } {
  if (!costYear) return { cost: null, months: 0 };
  const usageMonths = new Set(
    usageYear.districtHeatUsageMonths.filter((m) => m.usage !== null).map((m) => m.month),
  );
  const invoiced = costYear.districtHeatCostMonths.filter((c) => usageMonths.has(c.month));
  if (invoiced.length === 0) return { cost: null, months: 0 };
  // every invoiced month is in the row: the year's own total (the same cents)
  if (invoiced.length === costYear.districtHeatCostMonths.length)
    return { cost: costYear.totalChargeWithVATSum, months: invoiced.length };
  const cents = invoiced.reduce((sum, c) => sum + Math.round(c.totalChargeWithVAT * 100), 0);
  return { cost: cents / 100, months: invoiced.length };
}

/**
 * The rows of the chosen view: one per year (frequency year), or the months of `year` (frequency month),
 * with the invoiced cost of the same year or month where known.
 */
export function dhRows(
  report: DistrictHeatingReport | null,
  costs: DistrictHeatCosts | null,
  frequency: DhFrequency,
  year: number | null,
): DhRow[] {
  const years = report?.districtHeatUsageYears ?? [];
  const costOf = (y: number) => costs?.years.find((c) => c.year === y) ?? null;
  if (frequency === 'year')
    return years.map((y) => {
      const { cost, months } = yearRowCost(y, costOf(y.year));
      return {
        key: String(y.year),
        year: y.year,
        month: null,
        usage: y.usageSum,
        usageNorm: y.usageNormSum,
        heatDemand: y.heatingDemandSum,
        outsideTemperature: y.outsideTemperatureAvg,
        cost,
        monthsWithUsage: y.monthsWithUsage,
        costMonths: cost === null ? null : months,
      };
    });
  const chosen = years.find((y) => y.year === year);
  if (!chosen) return [];
  const yearCosts = costOf(chosen.year);
  return chosen.districtHeatUsageMonths.map((m) => ({
    key: `${chosen.year}-${m.month}`,
    year: chosen.year,
    month: m.month,
    usage: m.usage,
    usageNorm: m.usageNorm,
    heatDemand: m.heatDemand,
    outsideTemperature: m.outsideTemperature,
    cost: yearCosts?.districtHeatCostMonths.find((c) => c.month === m.month)?.totalChargeWithVAT ?? null,
    monthsWithUsage: null,
    costMonths: null,
  }));
}

/** The price proportions of a cost year: energy and basic charge without VAT, and the VAT. */
export function priceProportions(
  cost: DistrictHeatCostYear | null,
): Array<{ part: 'energy' | 'basic' | 'vat'; value: number }> {
  if (!cost) return [];
  return [
    { part: 'energy', value: cost.energyChargeWithoutVATSum },
    { part: 'basic', value: cost.basicChargeWithoutVATSum },
    { part: 'vat', value: cost.totalChargeVATAmountSum },
  ];
}
