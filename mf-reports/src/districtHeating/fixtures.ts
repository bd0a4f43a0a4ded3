import type {
  DistrictHeatCosts,
  DistrictHeatCostYear,
  DistrictHeatingReport,
  DistrictHeatStructure,
} from '@portal/shared/api/districtHeating';

const months = (count: number, usage: number) =>
  Array.from({ length: count }, (_, i) => ({
    month: i + 1,
    usage,
    usageNorm: usage * 1.1,
    heatDemand: 300,
    outsideTemperature: -2,
  }));

/** 2025 complete (12 x 1 MWh), 2026 with three months */
export const reportFixture: DistrictHeatingReport = {
  locationCode: '2000001',
  customerCode: '100001',
  startDate: '2025-01-01',
  endDate: '2026-03-31',
  unit: 'MWh',
  referenceHeatingDemand: 4200,
  districtHeatUsageYears: [
    {
      year: 2025,
      usageSum: 12,
      usageNormSum: 13.2,
      outsideTemperatureAvg: 5.1,
      heatingDemandSum: 3600,
      monthsWithUsage: 12,
      districtHeatUsageMonths: months(12, 1),
    },
    {
      year: 2026,
      usageSum: 3,
      usageNormSum: 3.3,
      outsideTemperatureAvg: -4,
      heatingDemandSum: 900,
      monthsWithUsage: 3,
      districtHeatUsageMonths: months(3, 1),
    },
  ],
  chartData: { measurementData: [], measurementDataNorm: [] },
};

const costYear = (year: number, total: number): DistrictHeatCostYear => ({
  year,
  basicChargeWithVATSum: total * 0.2,
  basicChargeWithVATAvg: (total * 0.2) / 12,
  energyChargeWithVATSum: total * 0.8,
  energyChargeWithVATAvg: (total * 0.8) / 12,
  totalChargeWithVATSum: total,
  totalChargeWithVATAvg: total / 12,
  energyChargeWithoutVATSum: (total * 0.8) / 1.255,
  basicChargeWithoutVATSum: (total * 0.2) / 1.255,
  totalChargeVATAmountSum: total - total / 1.255,
  districtHeatCostMonths: Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    basicChargeWithVAT: (total * 0.2) / 12,
    energyChargeWithVAT: (total * 0.8) / 12,
    totalChargeWithVAT: total / 12,
  })),
});

/** costs of 2022, 2024, 2025 (2023 missing) */
export const costsFixture: DistrictHeatCosts = {
  locationCode: '2000001',
  years: [costYear(2022, 1200), costYear(2024, 1400), costYear(2025, 1500)],
};

export const structureFixture: DistrictHeatStructure = {
  dhUnit: 'KL-2000001',
  locationCode: '2000001',
  structureType: 'Rivitalo',
  completionYear: 1985,
  volume: 2000,
  volumeBeginDate: '2015-01-01',
  grossArea: 650,
  subscrCapacity: 38,
  subscrCapacityBeginDate: '2018-07-01',
  subscrFlow: 0.91,
  subscrFlowBeginDate: '2018-07-01',
  origContractCapacity: 40,
  invoicingCapacity: 38,
  contractFlow: 0.91,
  invoicingFlow: 0.91,
};
