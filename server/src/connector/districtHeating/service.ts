import type {
  DistrictHeatCosts,
  DistrictHeatCostYear,
  DistrictHeatingQuery,
  DistrictHeatingReport,
  DistrictHeatStructure,
  DistrictHeatUsageYear,
} from '@portal/shared/api/districtHeating';
import { fromHelsinkiWallTime, toHelsinkiWallTime } from '@portal/shared/calendar';
import type { Database } from '../../plugins/database.js';
import { Refusal } from '../../http/refusal.js';
import {
  costMonths,
  dailyTemperatures,
  degreeDayNormals,
  findHeatPlace,
  findStructure,
  monthlyHeatUsage,
  type HeatPlaceRow,
  type HeatScope,
} from './repository.js';
import { baseLoadPerDay, fmiDegreeDay, normalizeUsage } from './normalization.js';

/** the report and the costs cover the current Helsinki year and the four before it */
export const REPORT_YEARS = 5;

const round = (value: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};
const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number): string => String(n).padStart(2, '0');

/** a visible place that measures district heat, or 404 (another customer's, another instance's, no heat) */
async function heatPlace(db: Database, scope: HeatScope, query: DistrictHeatingQuery): Promise<HeatPlaceRow> {
  const place = await findHeatPlace(db, scope, query);
  if (!place || place.unit === null) throw new Refusal(404, 'location_not_found');
  return place;
}

export async function districtHeatingReport(
  db: Database,
  scope: HeatScope,
  query: DistrictHeatingQuery,
  now: Date,
): Promise<DistrictHeatingReport> {
  const place = await heatPlace(db, scope, query);
  const thisYear = toHelsinkiWallTime(now).year;
  const from = fromHelsinkiWallTime({ year: thisYear - REPORT_YEARS + 1, month: 1, day: 1 });
  const to = fromHelsinkiWallTime({ year: thisYear + 1, month: 1, day: 1 });
  const [usageRows, temperatureRows, normals] = await Promise.all([
    monthlyHeatUsage(db, place.id, from, to),
    dailyTemperatures(db, place.city, from, to),
    degreeDayNormals(db, place.city),
  ]);

  const weather = new Map<number, { degreeDays: number; sum: number; days: number }>();
  for (const row of temperatureRows) {
    const key = row.year * 100 + row.month;
    const entry = weather.get(key) ?? { degreeDays: 0, sum: 0, days: 0 };
    entry.degreeDays += fmiDegreeDay(row.mean, row.month);
    entry.sum += row.mean;
    entry.days += 1;
    weather.set(key, entry);
  }
  // days a month's usage covers: its covered minutes (a 23- or 25-hour day still counts as about one day)
  const months = usageRows.map((row) => ({ ...row, days: row.covered / 1440 }));
  const basePerDay = baseLoadPerDay(months) ?? 0;

  const years: DistrictHeatUsageYear[] = [];
  const measurementData: DistrictHeatingReport['chartData']['measurementData'] = [];
  const measurementDataNorm: DistrictHeatingReport['chartData']['measurementDataNorm'] = [];
  for (const row of months) {
    const w = weather.get(row.year * 100 + row.month);
    const heatDemand = w ? round(w.degreeDays, 1) : null;
    // the reference of the days the temperatures cover (the current month is partial)
    const reference = w ? (normals[row.month - 1]! * w.days) / daysInMonth(row.year, row.month) : 0;
    const usageNorm =
      row.usage === null
        ? null
        : w
          ? normalizeUsage({
              usage: row.usage,
              days: row.days,
              basePerDay,
              actualDegreeDays: w.degreeDays,
              referenceDegreeDays: reference,
            })
          : row.usage;
    let year = years.at(-1);
    if (year?.year !== row.year) {
      year = {
        year: row.year,
        usageSum: 0,
        usageNormSum: 0,
        outsideTemperatureAvg: null,
        heatingDemandSum: 0,
        monthsWithUsage: 0,
        districtHeatUsageMonths: [],
      };
      years.push(year);
    }
    year.districtHeatUsageMonths.push({
      month: row.month,
      usage: row.usage === null ? null : round(row.usage, 3),
      usageNorm: usageNorm === null ? null : round(usageNorm, 3),
      heatDemand,
      outsideTemperature: w ? round(w.sum / w.days, 1) : null,
    });
    if (row.usage !== null) {
      year.usageSum += row.usage;
      year.monthsWithUsage += 1;
    }
    year.usageNormSum += usageNorm ?? 0;
    year.heatingDemandSum += heatDemand ?? 0;
    measurementData.push({
      year: row.year,
      month: row.month,
      value: row.usage === null ? null : round(row.usage, 3),
    });
    measurementDataNorm.push({
      year: row.year,
      month: row.month,
      value: usageNorm === null ? null : round(usageNorm, 3),
    });
  }
  for (const year of years) {
    let sum = 0;
    let days = 0;
    for (const m of year.districtHeatUsageMonths) {
      const w = weather.get(year.year * 100 + m.month);
      if (w) {
        sum += w.sum;
        days += w.days;
      }
    }
    year.outsideTemperatureAvg = days > 0 ? round(sum / days, 1) : null;
    year.usageSum = round(year.usageSum, 3);
    year.usageNormSum = round(year.usageNormSum, 3);
    year.heatingDemandSum = round(year.heatingDemandSum, 1);
  }
  const first = months[0];
  const last = months.at(-1);
  return {
    locationCode: place.location_code,
    customerCode: place.customer_number,
    startDate: first ? `${first.year}-${pad(first.month)}-01` : null,
    endDate: last ? `${last.year}-${pad(last.month)}-${pad(daysInMonth(last.year, last.month))}` : null,
    unit: place.unit ?? 'MWh',
    referenceHeatingDemand: round(
      normals.reduce((a, b) => a + b, 0),
      1,
    ),
    districtHeatUsageYears: years,
    chartData: { measurementData, measurementDataNorm },
  };
}

export async function districtHeatStructure(
  db: Database,
  scope: HeatScope,
  query: DistrictHeatingQuery,
): Promise<DistrictHeatStructure> {
  const place = await heatPlace(db, scope, query);
  const row = await findStructure(db, place.id);
  if (!row) throw new Refusal(404, 'location_not_found');
  return {
    dhUnit: row.dh_unit,
    locationCode: place.location_code,
    structureType: row.structure_type,
    completionYear: row.completion_year,
    volume: row.volume,
    volumeBeginDate: row.volume_begin_date,
    grossArea: row.gross_area,
    subscrCapacity: row.subscr_capacity,
    subscrCapacityBeginDate: row.subscr_capacity_begin_date,
    subscrFlow: row.subscr_flow,
    subscrFlowBeginDate: row.subscr_flow_begin_date,
    origContractCapacity: row.orig_contract_capacity,
    invoicingCapacity: row.invoicing_capacity,
    contractFlow: row.contract_flow,
    invoicingFlow: row.invoicing_flow,
  };
}

const withVat = (net: number, rate: number): number => net * (1 + rate / 100);

export async function districtHeatCosts(
  db: Database,
  scope: HeatScope,
  query: DistrictHeatingQuery,
  now: Date,
): Promise<DistrictHeatCosts> {
  const place = await heatPlace(db, scope, query);
  const thisYear = toHelsinkiWallTime(now).year;
  const rows = await costMonths(db, place.id, thisYear - REPORT_YEARS + 1);
  // a month wholly outside the place's contract has no cost of this place: a year the contract began in
  // holds its months from the start only, never a whole year beside part of one (issue 20)
  const monthKey = (day: string | null) =>
    day ? Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) : null;
  const firstMonth = monthKey(place.valid_from);
  const lastMonth = monthKey(place.valid_to);
  const years: DistrictHeatCostYear[] = [];
  for (const row of rows) {
    if (row.year > thisYear) continue;
    const key = row.year * 12 + row.month;
    if ((firstMonth !== null && key < firstMonth) || (lastMonth !== null && key > lastMonth)) continue;
    let year = years.at(-1);
    if (year?.year !== row.year) {
      year = {
        year: row.year,
        basicChargeWithVATSum: 0,
        basicChargeWithVATAvg: 0,
        energyChargeWithVATSum: 0,
        energyChargeWithVATAvg: 0,
        totalChargeWithVATSum: 0,
        totalChargeWithVATAvg: 0,
        energyChargeWithoutVATSum: 0,
        basicChargeWithoutVATSum: 0,
        totalChargeVATAmountSum: 0,
        districtHeatCostMonths: [],
      };
      years.push(year);
    }
    const basic = round(withVat(row.basic_charge, row.vat_rate), 2);
    const energy = round(withVat(row.energy_charge, row.vat_rate), 2);
    year.districtHeatCostMonths.push({
      month: row.month,
      basicChargeWithVAT: basic,
      energyChargeWithVAT: energy,
      totalChargeWithVAT: round(basic + energy, 2),
    });
    year.basicChargeWithVATSum += basic;
    year.energyChargeWithVATSum += energy;
    year.basicChargeWithoutVATSum += row.basic_charge;
    year.energyChargeWithoutVATSum += row.energy_charge;
  }
  for (const year of years) {
    const n = year.districtHeatCostMonths.length;
    year.totalChargeWithVATSum = round(year.basicChargeWithVATSum + year.energyChargeWithVATSum, 2);
    year.totalChargeVATAmountSum = round(
      year.totalChargeWithVATSum - year.basicChargeWithoutVATSum - year.energyChargeWithoutVATSum,
      2,
    );
    year.basicChargeWithVATAvg = round(year.basicChargeWithVATSum / n, 2);
    year.energyChargeWithVATAvg = round(year.energyChargeWithVATSum / n, 2);
    year.totalChargeWithVATAvg = round(year.totalChargeWithVATSum / n, 2);
    year.basicChargeWithVATSum = round(year.basicChargeWithVATSum, 2);
    year.energyChargeWithVATSum = round(year.energyChargeWithVATSum, 2);
    year.basicChargeWithoutVATSum = round(year.basicChargeWithoutVATSum, 2);
    year.energyChargeWithoutVATSum = round(year.energyChargeWithoutVATSum, 2);
  }
  return { locationCode: place.location_code, years };
}
