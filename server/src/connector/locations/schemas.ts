import {
  CONTRACT_IDENTIFIER_MAX_LENGTH,
  CUSTOMER_NUMBER_MAX_LENGTH,
  LOCATION_CODE_MAX_LENGTH,
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
const contractIdentifier = {
  type: 'string',
  minLength: 1,
  maxLength: CONTRACT_IDENTIFIER_MAX_LENGTH,
  pattern: '^\\S+$',
} as const;

const list = (items: unknown) =>
  ({ type: 'array', minItems: 1, maxItems: MAX_LOCATION_ITEMS, items }) as const;

export const fetchBodySchema = list(
  object({
    usagePlaceDetails: object({ customerNumber, locationCode, contractIdentifier }, ['locationCode']),
  }),
);

export const fetchResponseSchema = object({ usagePlaces: { type: 'array', items: usagePlaceSchema } });

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
