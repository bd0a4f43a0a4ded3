import type { ChartRequest } from '@portal/shared/api/chart';
import { accessReasonHeaderSchema } from '../../http/schemas.js';

const KEY = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.]+$' } as const;

export const chartRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'selectedEnergyType',
    'selectedBasicDetails',
    'selectedAdditionalInformation',
    'interval',
    'measurePeriod',
  ],
  properties: {
    selectedEnergyType: { type: 'string', enum: ['electricity', 'heat', 'water', 'gas'] },
    selectedBasicDetails: { type: 'array', maxItems: 32, uniqueItems: true, items: KEY },
    selectedAdditionalInformation: {
      type: 'array',
      maxItems: 16,
      uniqueItems: true,
      items: {
        type: 'string',
        enum: [
          'usagePrice',
          'usagePriceVat',
          'spotPrice',
          'spotPriceVat',
          'temperature',
          'heatingDegreeDays',
          'comparison',
        ],
      },
    },
    interval: {
      type: 'object',
      additionalProperties: false,
      required: ['selectedStartTimestamp', 'selectedEndTimestamp'],
      properties: {
        selectedStartTimestamp: { type: 'string', format: 'date-time' },
        selectedEndTimestamp: { type: 'string', format: 'date-time' },
      },
    },
    measurePeriod: { type: 'string', enum: ['year', 'month', 'day', 'hour', 'minutes_15'] },
  },
} as const;

export type ChartBody = ChartRequest;

export const chartHeadersSchema = {
  type: 'object',
  required: ['x-customer-code', 'x-location-code', 'x-grid-id'],
  properties: {
    'x-customer-code': { type: 'string', minLength: 1, maxLength: 64 },
    'x-location-code': { type: 'string', minLength: 1, maxLength: 64 },
    'x-grid-id': { type: 'string', pattern: '^[0-9]{1,9}$' },
    'target-user': { type: 'string', maxLength: 64 },
    'x-access-reason': accessReasonHeaderSchema,
  },
} as const;

export interface ChartHeaders {
  'x-customer-code': string;
  'x-location-code': string;
  'x-grid-id': string;
  'target-user'?: string;
}

const nullableNumber = { type: ['number', 'null'] } as const;
const object = (properties: Record<string, unknown>, optional: readonly string[] = []) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    properties,
  }) as const;
const RESOLUTION = { type: 'string', enum: ['year', 'month', 'day', 'hour', 'minutes_15'] } as const;

const pricePartSchema = object({
  startDate: { type: 'string' },
  type: { type: 'string' },
  basicPrice: nullableNumber,
  basicPriceUnit: { type: ['string', 'null'] },
  spotMargin: nullableNumber,
  spotPriceMin: nullableNumber,
  spotPriceMax: nullableNumber,
  pricePerUnit: nullableNumber,
  electricityTax: nullableNumber,
  maintenance: nullableNumber,
});

const tariffSchema = object(
  {
    nameTranslationKey: { type: 'string' },
    data: { type: 'array', items: nullableNumber },
    statuses: { type: 'array', items: { type: 'integer' } },
    coverage: object({
      hours: { type: 'array', items: { type: 'number' } },
      estimatedHours: { type: 'array', items: { type: 'number' } },
      missingHours: { type: 'array', items: { type: 'number' } },
    }),
    priceParts: { type: 'array', items: pricePartSchema },
  },
  ['coverage'],
);

const settingsSchema = object({
  visible: { type: 'boolean' },
  chartType: { type: 'string', enum: ['column', 'spline'] },
  yAxis: object({ enable: { type: 'boolean' }, position: { type: 'string', enum: ['left', 'right'] } }),
  showInLegend: { type: 'boolean' },
  enableDataLabels: { type: 'boolean' },
  enableStackedDataLabels: { type: 'boolean' },
});

const seriesSchema = object({
  isMainQuantity: { type: 'boolean' },
  details: object({
    previousValue: {
      ...object(
        {
          value: nullableNumber,
          change: object({ value: nullableNumber, trendingUp: { type: 'boolean' } }),
          complete: { type: 'boolean' },
          measuredShare: { type: 'number' },
        },
        ['complete', 'measuredShare'],
      ),
      type: ['object', 'null'],
    },
    dynamicPeriod: object({ amount: { type: 'integer' }, unit: RESOLUTION }),
  }),
  chart: object({
    quantity: { type: 'string' },
    group: { type: 'string', enum: ['quantity', 'additionalInformation', 'comparison'] },
    unitTranslationKey: { type: 'string' },
    errorCode: { type: ['string', 'null'] },
    settings: settingsSchema,
    data: object({
      tariffs: { type: 'array', items: tariffSchema },
      totalDataSum: nullableNumber,
      dataAverage: nullableNumber,
      startDate: { type: 'string', format: 'date-time' },
      endDate: { type: 'string', format: 'date-time' },
    }),
  }),
});

const extremeSchema = {
  ...object({ value: { type: 'number' }, category: { type: 'string' } }),
  type: ['object', 'null'],
};

/** `ChartResponse` of @portal/shared (api/chart.ts); a test checks real answers against it. */
export const chartResponseSchema = object({
  series: { type: 'array', items: seriesSchema },
  resolution: RESOLUTION,
  categories: { type: 'array', items: { type: 'string' } },
  summary: object({
    title: { type: 'string' },
    totalSums: {
      type: 'array',
      items: object({
        name: { type: 'string' },
        value: nullableNumber,
        unit: { type: 'string' },
        order: { type: 'integer' },
        color: { type: 'string' },
        showComparisonValue: { type: 'boolean' },
      }),
    },
    highest: extremeSchema,
    lowest: extremeSchema,
  }),
});
