import type { ConsumptionChangesRequest } from '@portal/shared/api/consumptionChanges';
import { CONSUMPTION_CHANGE_KEYS } from '@portal/shared/api/consumptionChanges';

import { chartHeadersSchema } from '../chart/schemas.js';

/**
 * The chart's place headers, and no control characters in them: Node's HTTP parser refuses those on the
 * wire, but the global NUL hook reads bodies, queries and params only, and an injected request reached
 * PostgreSQL with one (500).
 */
const NO_CONTROL = '^[^\\u0000-\\u001f]*$';
export const consumptionChangesHeadersSchema = {
  ...chartHeadersSchema,
  properties: {
    ...chartHeadersSchema.properties,
    'x-customer-code': { ...chartHeadersSchema.properties['x-customer-code'], pattern: NO_CONTROL },
    'x-location-code': { ...chartHeadersSchema.properties['x-location-code'], pattern: NO_CONTROL },
  },
} as const;

const KEY = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.]+$' } as const;

export const consumptionChangesRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['selectedEnergyType', 'selectedBasicDetails'],
  properties: {
    selectedEnergyType: { type: 'string', enum: ['electricity', 'heat', 'water', 'gas'] },
    selectedBasicDetails: { type: 'array', minItems: 1, maxItems: 32, uniqueItems: true, items: KEY },
  },
} as const;

export type ConsumptionChangesBody = ConsumptionChangesRequest;

const interval = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { from: { type: 'string' }, to: { type: 'string' } },
} as const;

const nullableNumber = { type: ['number', 'null'] } as const;

export const consumptionChangesResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['changes'],
  properties: {
    changes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'interval', 'previousInterval', 'categories', 'series', 'errorCode'],
        properties: {
          key: { type: 'string', enum: [...CONSUMPTION_CHANGE_KEYS] },
          interval,
          previousInterval: interval,
          categories: { type: 'array', items: { type: 'string' } },
          errorCode: { type: ['string', 'null'] },
          series: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['quantity', 'unitTranslationKey', 'isMainQuantity', 'usedTariffValues', 'change'],
              properties: {
                quantity: { type: 'string' },
                unitTranslationKey: { type: 'string' },
                isMainQuantity: { type: 'boolean' },
                usedTariffValues: {
                  type: 'array',
                  items: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['nameTranslationKey', 'values'],
                    properties: {
                      nameTranslationKey: { type: 'string' },
                      values: { type: 'array', items: nullableNumber },
                    },
                  },
                },
                change: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['value', 'trendingUp'],
                  properties: { value: nullableNumber, trendingUp: { type: 'boolean' } },
                },
                previousComplete: { type: 'boolean' },
                previousMeasuredShare: { type: 'number' },
              },
            },
          },
        },
      },
    },
  },
} as const;
