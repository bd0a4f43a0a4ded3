import { MAX_SERIES_POSITIONS } from '../../metering/delivery.js';

/** a delivery over HTTP: a day of 15-minute data for ~10,000 points; larger ones go in parts or by the CLI */
export const DELIVERY_BODY_LIMIT = 32 * 1024 * 1024;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/**
 * Types only: what a series means (resolution, interval, counts, qualities, the point) is checked series by
 * series, so one bad series is refused in the report while the others are written.
 */
export const deliverySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['deliveryId', 'series'],
  properties: {
    deliveryId: { type: 'string', minLength: 1, maxLength: 100 },
    created: text(40),
    series: {
      type: 'array',
      maxItems: 100_000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['meteringPoint', 'quantity', 'resolution', 'start', 'end', 'values'],
        properties: {
          meteringPoint: text(40),
          quantity: text(60),
          tariff: text(60),
          resolution: text(10),
          start: text(40),
          end: text(40),
          values: { type: 'array', maxItems: MAX_SERIES_POSITIONS + 1, items: { type: ['number', 'null'] } },
          qualities: {
            oneOf: [text(3), { type: 'array', maxItems: MAX_SERIES_POSITIONS + 1, items: text(3) }],
          },
        },
      },
    },
  },
} as const;

const refusalSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['index', 'meteringPoint', 'quantity', 'code', 'message'],
  properties: {
    index: { type: 'integer' },
    meteringPoint: { type: 'string' },
    quantity: { type: 'string' },
    code: {
      type: 'string',
      enum: [
        'nul_character',
        'bad_resolution',
        'bad_interval',
        'too_long',
        'wrong_count',
        'bad_quality',
        'bad_value',
        'future_readings',
        'unknown_metering_point',
        'unknown_quantity',
        'ambiguous_metering_point',
        'duplicate_series',
      ],
    },
    message: { type: 'string' },
  },
} as const;

export const ingestReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['deliveryId', 'series', 'accepted', 'readings', 'changed', 'refused', 'refusals'],
  properties: {
    deliveryId: { type: 'string' },
    series: { type: 'integer', description: 'series in the delivery' },
    accepted: { type: 'integer', description: 'series written' },
    readings: { type: 'integer', description: 'readings in the accepted series' },
    changed: { type: 'integer', description: 'readings that were new or differed from what was stored' },
    refused: { type: 'integer', description: 'series refused' },
    refusals: { type: 'array', items: refusalSchema, description: 'the refused series (the first 1,000)' },
  },
} as const;
