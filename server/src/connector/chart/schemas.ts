import type { ChartRequest } from '../../../../shared/src/api/chart.js';

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
  },
} as const;

export interface ChartHeaders {
  'x-customer-code': string;
  'x-location-code': string;
  'x-grid-id': string;
  'target-user'?: string;
}

const errorBodySchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string' },
    error_description: { type: 'string' },
    details: { type: 'object', additionalProperties: true },
  },
} as const;

export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;
