const object = (properties: Record<string, unknown>, optional: readonly string[] = []) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    properties,
  }) as const;

const CODE = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_.-]+$' } as const;
const number = { type: 'number' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const integer = { type: 'integer' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const string = { type: 'string' } as const;
const nullableDay = { type: ['string', 'null'], format: 'date' } as const;

export const districtHeatingQuerySchema = object({ customerNumber: CODE, locationCode: CODE });

const chartPoint = object({ year: integer, month: integer, value: nullableNumber });

export const districtHeatingReportSchema = object({
  locationCode: string,
  customerCode: string,
  startDate: nullableDay,
  endDate: nullableDay,
  unit: string,
  referenceHeatingDemand: number,
  districtHeatUsageYears: {
    type: 'array',
    items: object({
      year: integer,
      usageSum: number,
      usageNormSum: number,
      outsideTemperatureAvg: nullableNumber,
      heatingDemandSum: number,
      monthsWithUsage: integer,
      districtHeatUsageMonths: {
        type: 'array',
        items: object({
          month: integer,
          usage: nullableNumber,
          usageNorm: nullableNumber,
          heatDemand: nullableNumber,
          outsideTemperature: nullableNumber,
        }),
      },
    }),
  },
  chartData: object({
    measurementData: { type: 'array', items: chartPoint },
    measurementDataNorm: { type: 'array', items: chartPoint },
  }),
});

export const districtHeatStructureSchema = object({
  dhUnit: string,
  locationCode: string,
  structureType: string,
  completionYear: nullableInteger,
  volume: nullableNumber,
  volumeBeginDate: nullableDay,
  grossArea: nullableNumber,
  subscrCapacity: nullableNumber,
  subscrCapacityBeginDate: nullableDay,
  subscrFlow: nullableNumber,
  subscrFlowBeginDate: nullableDay,
  origContractCapacity: nullableNumber,
  invoicingCapacity: nullableNumber,
  contractFlow: nullableNumber,
  invoicingFlow: nullableNumber,
});

export const districtHeatCostsSchema = object({
  locationCode: string,
  years: {
    type: 'array',
    items: object({
      year: integer,
      basicChargeWithVATSum: number,
      basicChargeWithVATAvg: number,
      energyChargeWithVATSum: number,
      energyChargeWithVATAvg: number,
      totalChargeWithVATSum: number,
      totalChargeWithVATAvg: number,
      energyChargeWithoutVATSum: number,
      basicChargeWithoutVATSum: number,
      totalChargeVATAmountSum: number,
      districtHeatCostMonths: {
        type: 'array',
        items: object({
          month: integer,
          basicChargeWithVAT: number,
          energyChargeWithVAT: number,
          totalChargeWithVAT: number,
        }),
      },
    }),
  },
});
