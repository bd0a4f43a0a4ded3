import { describe, expect, it } from 'vitest';
import type { DistrictHeatCosts, DistrictHeatingReport } from '@portal/shared/api/districtHeating';
import {
  costYearsShown,
  dhRows,
  keyValue,
  keyValueYear,
  latestCostYear,
  priceProportions,
  yearRowCost,
} from './model';
import { costsFixture, reportFixture } from './fixtures';

describe('district heating key values', () => {
  it('multiplies by 1000 when the unit is MWh, then divides by the building volume', () => {
    expect(keyValue(90, 'MWh', 2000)).toBe(45);
  });

  it('multiplies by 1 when the unit is kWh', () => {
    expect(keyValue(90_000, 'kWh', 2000)).toBe(45);
  });

  it('has no key value without a volume', () => {
    expect(keyValue(90, 'MWh', null)).toBeNull();
    expect(keyValue(90, 'MWh', 0)).toBeNull();
    expect(keyValue(null, 'MWh', 2000)).toBeNull();
  });

  it('is about the latest complete year', () => {
    expect(keyValueYear(reportFixture)?.year).toBe(2025);
  });
});

describe('yearly cost bars', () => {
  it('the current year shows the previous year as the latest cost year', () => {
    expect(latestCostYear(new Date('2026-11-24T10:00:00Z'))).toBe(2025);
    // new year's night in Helsinki is already the new year
    expect(latestCostYear(new Date('2025-12-31T22:30:00Z'))).toBe(2025);
  });

  it('shows four years back ending at the latest cost year, oldest first, missing years empty', () => {
    const shown = costYearsShown(costsFixture, new Date('2026-11-24T10:00:00Z'));
    expect(shown.map((s) => s.year)).toEqual([2022, 2023, 2024, 2025]);
    expect(shown.map((s) => s.cost?.year ?? null)).toEqual([2022, null, 2024, 2025]);
  });
});

describe('table rows by frequency', () => {
  it('year: one row per year with its invoiced cost', () => {
    const rows = dhRows(reportFixture, costsFixture, 'year', null);
    expect(rows.map((r) => [r.year, r.month, r.usage, r.cost])).toEqual([
      [2025, null, 12, 1500],
      [2026, null, 3, null],
    ]);
    expect(rows[0]!.costMonths).toBe(12);
  });

  it("month: the chosen year's months with the month's cost", () => {
    const rows = dhRows(reportFixture, costsFixture, 'month', 2025);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ year: 2025, month: 1, usage: 1, usageNorm: 1.1, cost: 125 });
  });

  it('price proportions are energy, basic charge and VAT', () => {
    const cost = (costsFixture as DistrictHeatCosts).years.at(-1)!;
    expect(priceProportions(cost).map((p) => p.part)).toEqual(['energy', 'basic', 'vat']);
    expect(priceProportions(null)).toEqual([]);
  });

  it('no report gives no rows', () => {
    expect(dhRows(null as DistrictHeatingReport | null, null, 'year', null)).toEqual([]);
  });
});

describe('a partial year row holds the part it covers (issue 20)', () => {
  /** 2024 metered from June (7 months), its twelve months invoiced at 100 EUR each */
  const partialReport = {
    ...reportFixture,
    districtHeatUsageYears: [
      {
        ...reportFixture.districtHeatUsageYears[0]!,
        year: 2024,
        usageSum: 7,
        monthsWithUsage: 7,
        districtHeatUsageMonths: Array.from({ length: 7 }, (_, i) => ({
          month: i + 6,
          usage: 1,
          usageNorm: 1.1,
          heatDemand: 100,
          outsideTemperature: 5,
        })),
      },
    ],
  };
  const costs = {
    locationCode: '2000001',
    years: [
      {
        ...costsFixture.years[1]!,
        year: 2024,
        totalChargeWithVATSum: 1200,
        districtHeatCostMonths: Array.from({ length: 12 }, (_, i) => ({
          month: i + 1,
          basicChargeWithVAT: 20,
          energyChargeWithVAT: 80,
          totalChargeWithVAT: 100,
        })),
      },
    ],
  };

  it("the cost is the invoices of the metered months, not the whole year's", () => {
    const [row] = dhRows(partialReport, costs, 'year', null);
    expect(row).toMatchObject({ year: 2024, usage: 7, monthsWithUsage: 7, cost: 700, costMonths: 7 });
    expect(row!.cost!).toBeLessThan(costs.years[0]!.totalChargeWithVATSum);
  });

  it('a metered month not invoiced yet is left out and counted', () => {
    const oneMissing = {
      ...costs.years[0]!,
      districtHeatCostMonths: costs.years[0]!.districtHeatCostMonths.filter((c) => c.month !== 12),
    };
    expect(yearRowCost(partialReport.districtHeatUsageYears[0]!, oneMissing)).toEqual({
      cost: 600,
      months: 6,
    });
    expect(yearRowCost(partialReport.districtHeatUsageYears[0]!, null)).toEqual({ cost: null, months: 0 });
  });

  it('a whole year keeps its own total', () => {
    const [row] = dhRows(reportFixture, costsFixture, 'year', null);
    expect(row!.cost).toBe(costsFixture.years.find((y) => y.year === 2025)!.totalChargeWithVATSum);
  });
});
