/**
 * District heating report (spec customer-area section 3: District heating report, structure and costs):
 * types only, shared by server and browser. Every call takes the usage place in the query
 * (`customerNumber`, `locationCode`) and has an admin variant under /connector/v1/admin/... with the header
 * Target-User. Months and years are Europe/Helsinki calendar ones.
 */

/** the place a district heating call is about */
export interface DistrictHeatingQuery {
  customerNumber: string;
  locationCode: string;
}

export interface DistrictHeatUsageMonth {
  /** 1-12 */
  month: number;
  /** measured usage in the report's unit */
  usage: number | null;
  /** temperature-normalized usage (docs/district-heating-report.md) */
  usageNorm: number | null;
  /** heating degree days S17 of the month */
  heatDemand: number | null;
  /** mean outdoor temperature, °C */
  outsideTemperature: number | null;
}

export interface DistrictHeatUsageYear {
  year: number;
  usageSum: number;
  usageNormSum: number;
  outsideTemperatureAvg: number | null;
  heatingDemandSum: number;
  /** months with measured usage; a year with 12 is complete */
  monthsWithUsage: number;
  districtHeatUsageMonths: DistrictHeatUsageMonth[];
}

export interface DistrictHeatChartPoint {
  year: number;
  month: number;
  value: number | null;
}

/** GET /connector/v1/districtHeatingReport?customerNumber=&locationCode= */
export interface DistrictHeatingReport {
  locationCode: string;
  customerCode: string;
  /** yyyy-mm-dd, first day of the first month with usage */
  startDate: string | null;
  /** yyyy-mm-dd, last day of the last month with usage */
  endDate: string | null;
  /** the usage unit, e.g. MWh or kWh */
  unit: string;
  /** reference heating degree days of a whole year (the normal period of the place's weather station) */
  referenceHeatingDemand: number;
  districtHeatUsageYears: DistrictHeatUsageYear[];
  chartData: { measurementData: DistrictHeatChartPoint[]; measurementDataNorm: DistrictHeatChartPoint[] };
}

/** GET /connector/v1/districtHeatStructure?customerNumber=&locationCode= */
export interface DistrictHeatStructure {
  dhUnit: string;
  locationCode: string;
  structureType: string;
  completionYear: number | null;
  /** m3 */
  volume: number | null;
  volumeBeginDate: string | null;
  /** m2 */
  grossArea: number | null;
  /** kW */
  subscrCapacity: number | null;
  subscrCapacityBeginDate: string | null;
  /** m3/h */
  subscrFlow: number | null;
  subscrFlowBeginDate: string | null;
  origContractCapacity: number | null;
  invoicingCapacity: number | null;
  contractFlow: number | null;
  invoicingFlow: number | null;
}

export interface DistrictHeatCostMonth {
  month: number;
  basicChargeWithVAT: number;
  energyChargeWithVAT: number;
  totalChargeWithVAT: number;
}

/** EUR, 2 decimals; Avg is the mean of the year's invoiced months */
export interface DistrictHeatCostYear {
  year: number;
  basicChargeWithVATSum: number;
  basicChargeWithVATAvg: number;
  energyChargeWithVATSum: number;
  energyChargeWithVATAvg: number;
  totalChargeWithVATSum: number;
  totalChargeWithVATAvg: number;
  energyChargeWithoutVATSum: number;
  basicChargeWithoutVATSum: number;
  totalChargeVATAmountSum: number;
  districtHeatCostMonths: DistrictHeatCostMonth[];
}

/** GET /connector/v1/districtHeatCosts?customerNumber=&locationCode=: the last five calendar years, oldest first */
export interface DistrictHeatCosts {
  locationCode: string;
  years: DistrictHeatCostYear[];
}
