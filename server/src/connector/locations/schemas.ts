import {
  CUSTOMER_NUMBER_MAX_LENGTH,
  LOCATION_CODE_MAX_LENGTH,
  LOCATION_VALUE_WIRE_MAX_LENGTH,
  MAX_LOCATION_ITEMS,
} from '@portal/shared/api/locations';
import { usagePlaceSchema } from '../reportOptions/schemas.js';

export type {
  AddLocationItem,
  AddLocationsResponse,
  FetchLocationsResponse,
  LocationRequestItem,
  RemoveLocationItem,
} from '@portal/shared/api/locations';

const object = (properties: Record<string, unknown>, optional: readonly string[] = []) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    properties,
  }) as const;

/** spec admin-and-calls 5: customerNumber 3-20, usagePlaceNumber 1-20; no surrounding spaces */
const customerNumber = {
  type: 'string',
  minLength: 3,
  maxLength: CUSTOMER_NUMBER_MAX_LENGTH,
  pattern: '^\\S+$',
} as const;
const locationCode = {
  type: 'string',
  minLength: 1,
  maxLength: LOCATION_CODE_MAX_LENGTH,
  pattern: '^\\S+$',
} as const;
/**
 * A fetch item's values: only a bound here, so that an item breaking a rule (`locationItemIssues`) is answered
 * on its own (`invalid`) instead of failing the whole list.
 */
const lookupValue = { type: 'string', maxLength: LOCATION_VALUE_WIRE_MAX_LENGTH } as const;

const list = (items: unknown) =>
  ({ type: 'array', minItems: 1, maxItems: MAX_LOCATION_ITEMS, items }) as const;

export const fetchBodySchema = list(
  object({
    usagePlaceDetails: object(
      { customerNumber: lookupValue, locationCode: lookupValue, contractIdentifier: lookupValue },
      ['locationCode'],
    ),
  }),
);

const lookupResultSchema = object(
  {
    status: { type: 'string', enum: ['found', 'not_found', 'invalid', 'rate_limited'] },
    locationCodes: { type: 'array', items: { type: 'string' } },
    issues: {
      type: 'array',
      items: object({
        field: { type: 'string', enum: ['customerNumber', 'contractIdentifier', 'locationCode', 'line'] },
        rule: {
          type: 'string',
          enum: ['required', 'min_length', 'max_length', 'whitespace', 'too_many_values'],
        },
      }),
    },
  },
  ['locationCodes', 'issues'],
);

export const fetchResponseSchema = object({
  usagePlaces: { type: 'array', items: usagePlaceSchema },
  /** one per request item, in its order */
  results: { type: 'array', items: lookupResultSchema },
});

export const addBodySchema = list(
  object({ customerNumber, locationCode, checksum: { type: 'string', minLength: 1, maxLength: 64 } }),
);

export const addResponseSchema = object({
  results: {
    type: 'array',
    items: object(
      {
        customerNumber: { type: 'string' },
        locationCode: { type: 'string' },
        status: { type: 'string', enum: ['ok', 'failed'] },
        error: { type: 'string' },
      },
      ['error'],
    ),
  },
});

export const removeBodySchema = list(object({ customerNumber, locationCode }));
