import {
  LOCATION_SEARCH_TEXT_FIELDS,
  MEASURING_TYPE_NAMES,
  METER_ACTIONS,
  SWITCH_REASONS,
  type LocationSortField,
} from '@portal/shared/api/locationManagement';
import { pageOfSchema, pageQuerySchema } from '../../http/paging.js';
import { adminContractSchema } from '../contractSearch/schemas.js';

export const LOCATION_SORT_FIELDS: readonly LocationSortField[] = [
  'locationNumber',
  'customer',
  'locationAddress',
  'meterNumber',
  'meterInstallDate',
];

export const locationSearchQuerySchema = pageQuerySchema(LOCATION_SORT_FIELDS);

const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableDay = { type: ['string', 'null'], format: 'date' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const object = (properties: Record<string, unknown>) =>
  ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties }) as const;
const remoteState = {
  type: 'string',
  enum: ['connected', 'disconnected', 'ready_for_reconnection'],
} as const;
const nullableRemoteState = { type: ['string', 'null'], enum: [...remoteState.enum, null] } as const;

/**
 * The search body. The form's limits (`LOCATION_SEARCH_LIMITS`) are checked on the trimmed values by the
 * service, each broken one named with its rule; the schema keeps out what is no search at all.
 */
export const locationSearchBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(
      LOCATION_SEARCH_TEXT_FIELDS.map((field) => [field, { type: 'string', maxLength: 200 }]),
    ),
    meterInstallDateStart: { type: 'string', maxLength: 10 },
    meterInstallDateEnd: { type: 'string', maxLength: 10 },
    measuringTypes: {
      type: 'array',
      maxItems: MEASURING_TYPE_NAMES.length,
      uniqueItems: true,
      items: { type: 'string', enum: [...MEASURING_TYPE_NAMES] },
    },
    onlyActive: { type: 'boolean', default: true },
    onlyInvalid: { type: 'boolean', default: false },
  },
} as const;

/** `LocationSearchRow` */
export const locationRowSchema = object({
  gridId: { type: 'integer' },
  gridName: nullableString,
  customer: string,
  customerNumber: string,
  locationName: string,
  locationAddress: string,
  locationFuseSize: nullableString,
  locationNumber: string,
  locationPossessorCode: nullableString,
  locationGsrnNumber: nullableString,
  gsrnNumber: nullableString,
  meterNumber: nullableString,
  meterInstallDate: nullableDay,
  measuringType: string,
  locationLat: nullableNumber,
  locationLong: nullableNumber,
  contractValidFrom: nullableDay,
  contractValidTo: nullableDay,
  sub: nullableString,
  remoteControllable: { type: 'boolean' },
  dataErrors: { type: 'array', items: string },
});
export const locationPageSchema = pageOfSchema(locationRowSchema);

export const locationDetailBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['locationNumber', 'gridId'],
  properties: {
    locationNumber: { type: 'string', minLength: 1, maxLength: 40 },
    locationGSRN: { type: ['string', 'null'], maxLength: 40 },
    gridId: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
  },
} as const;

export const locationContractsSchema = { type: 'array', items: adminContractSchema } as const;

export const locationMetersSchema = {
  type: 'array',
  items: object({
    meterNumber: string,
    meterInstallDate: nullableDay,
    meterRemovedDate: nullableDay,
    manufacturingYear: { type: ['integer', 'null'] },
    remoteControllable: { type: 'boolean' },
    remoteState: nullableRemoteState,
    connectionQuality: { type: ['string', 'null'], enum: ['good', 'weak', 'none', null] },
    state: { type: 'string', enum: ['in_use', 'removed'] },
    lastReadDate: { type: ['string', 'null'], format: 'date-time' },
    measuringTypes: { type: 'array', items: string },
  }),
} as const;

// ---- the meter calls (`/v1/riot/meter/...`)

/** a meter number in a path */
export const meterParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['meterNumber'],
  properties: { meterNumber: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9._-]+$' } },
} as const;

export const commandParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['commandId'],
  properties: { commandId: { type: 'string', format: 'uuid' } },
} as const;

/** `Idempotency-Key`: a UUID or 8-100 safe characters, new for each command the user means */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9._~:-]{8,100}$';

export const meterActionHeadersSchema = {
  type: 'object',
  required: ['idempotency-key'],
  properties: {
    'idempotency-key': {
      type: 'string',
      pattern: IDEMPOTENCY_KEY_PATTERN,
      maxLength: 100,
      description:
        'a key the client makes for each command it means (a UUID): a retry with it gets the same command',
    },
  },
} as const;

const meterId = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9._-]+$' } as const;

export const meterActionBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['action', 'meterId'],
  properties: {
    action: { type: 'string', enum: [...METER_ACTIONS] },
    meterId,
    reason: { type: 'string', enum: [...SWITCH_REASONS] },
    reasonText: { type: 'string', maxLength: 200 },
  },
} as const;

export const registerListBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['action', 'meterId'],
  properties: {
    action: { type: 'string', enum: ['READ_METER_ELECTRICITY_REGISTERS', 'READ_METER_ELECTRICITY_VOLTAGES'] },
    meterId,
  },
} as const;

const registerSchema = object({
  registerText: string,
  register: string,
  unit: string,
  symbol: string,
  phase: nullableString,
  text: string,
  value: nullableNumber,
  error: nullableString,
});
const phaseValue = object({ value: nullableNumber, unit: string, error: nullableString });
const voltageSchema = object({
  symbol: { type: 'string', enum: ['U', 'I'] },
  L1: phaseValue,
  L2: phaseValue,
  L3: phaseValue,
});

export const registerListSchema = {
  type: 'array',
  items: { anyOf: [registerSchema, voltageSchema] },
} as const;

export const meterCommandSchema = object({
  commandId: string,
  action: { type: 'string', enum: [...METER_ACTIONS] },
  meterId: string,
  status: { type: 'string', enum: ['pending', 'succeeded', 'failed', 'timed_out'] },
  requestedAt: { type: 'string', format: 'date-time' },
  finishedAt: { type: ['string', 'null'], format: 'date-time' },
  remoteState: nullableRemoteState,
  registers: { type: ['array', 'null'], items: registerSchema },
  voltages: { type: ['array', 'null'], items: voltageSchema },
  error: nullableString,
});

export const meterCheckSchema = object({
  success: { type: 'boolean' },
  remoteControllable: { type: 'boolean' },
  meterControlAllowed: { type: 'boolean' },
  remoteState: nullableRemoteState,
});

export const meterEventsSchema = {
  type: 'array',
  items: object({ timestamp: { type: 'string', format: 'date-time' }, action: string, user: string }),
} as const;

export const disconnectionCheckSchema = object({
  lawful: { type: 'boolean' },
  earliestDate: nullableDay,
  blockers: {
    type: 'array',
    items: object({ rule: string, until: nullableDay }),
  },
  unpaidCents: { type: 'integer' },
});

/** `POST .../location-management/rows`: the places the map selected, by location number */
export const locationRowsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['locationNumbers'],
  properties: {
    locationNumbers: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      uniqueItems: true,
      items: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[^\\u0000]+$' },
    },
  },
} as const;

export const locationRowsSchema = { type: 'array', items: locationRowSchema } as const;

/** `MarkerList` */
export const markerListSchema = object({
  markers: {
    type: 'array',
    items: object({
      locationNumber: { type: 'string' },
      lat: { type: ['number', 'null'] },
      long: { type: ['number', 'null'] },
      address: { type: 'string' },
      gsrn: { type: ['string', 'null'] },
      customer: { type: 'string' },
      meterNumber: { type: ['string', 'null'] },
    }),
  },
  total: { type: 'integer' },
});

/** `AssignLocationsRequest`: the rows call's list, at most `ASSIGN_LOCATIONS_LIMIT` */
export const assignBodySchema = locationRowsBodySchema;

/** `AssignLocationsResponse` */
export const assignResponseSchema = object({
  results: {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['locationNumber', 'status'],
      properties: {
        locationNumber: string,
        status: { type: 'string', enum: ['saved', 'ok', 'failed'] },
        error: { type: 'string', enum: ['location_not_found'] },
      },
    },
  },
});
