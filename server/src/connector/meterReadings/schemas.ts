import { READING_NOTE_MAX } from '@portal/shared/api/meterReadings';

/** JSON schemas of `/connector/v1/meter-readings` (wire types in `@portal/shared/api/meterReadings`). */

/** base64 of PHOTO_MAX_BYTES is 4 MiB; room above it so a slightly larger photo is told 'photoTooLarge' */
export const PHOTO_TEXT_MAX = 6_000_000;
/** the save's own body limit: the photo and the rest; every other route keeps 64 KiB */
export const SAVE_BODY_LIMIT = PHOTO_TEXT_MAX + 64 * 1024;

const code = { type: 'string', minLength: 1, maxLength: 64 } as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 } as const;
const unixKey = { type: 'integer', minimum: 0, maximum: 253402300799 } as const;

const measuringPointSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'registerId',
    'measuringPointType',
    'measuringPointGroup',
    'aquisitionMethod',
    'integerDigitCount',
    'fractionDigitCount',
    'unit',
    'energyType',
  ],
  properties: {
    registerId: { type: 'string' },
    measuringPointType: { type: 'string' },
    measuringPointGroup: { type: 'string' },
    aquisitionMethod: { type: 'string', enum: ['Manuaalinen', 'Automaattinen'] },
    integerDigitCount: { type: ['integer', 'null'] },
    fractionDigitCount: { type: ['integer', 'null'] },
    unit: { type: 'string' },
    energyType: { type: 'string', enum: ['electricity', 'heat', 'water', 'gas'] },
  },
} as const;

export const locationsResponseSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: [
      'locationAddress',
      'locationCode',
      'locationName',
      'locationGsrnCode',
      'customerCode',
      'customerSurname',
      'communeMembershipType',
      'salesContractValidFrom',
      'measuringPoints',
    ],
    properties: {
      locationAddress: { type: 'string' },
      locationCode: { type: 'string' },
      locationName: { type: 'string' },
      locationGsrnCode: { type: ['string', 'null'] },
      customerCode: { type: 'string' },
      customerSurname: { type: 'string' },
      communeMembershipType: { type: ['string', 'null'] },
      salesContractValidFrom: { type: 'string' },
      measuringPoints: { type: 'array', items: measuringPointSchema },
    },
  },
} as const;

const reviewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'flags', 'reason', 'decidedAt'],
  properties: {
    status: { type: 'string', enum: ['pending', 'accepted', 'rejected'] },
    flags: { type: 'array', items: { type: 'string' } },
    reason: { type: ['string', 'null'] },
    decidedAt: { type: ['string', 'null'] },
  },
} as const;

export const entrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'value', 'status', 'note', 'isoTimestamp', 'kind', 'source', 'review', 'hasPhoto'],
  properties: {
    key: { type: 'integer' },
    value: { type: 'number' },
    status: { type: 'array', items: { type: 'string', enum: ['OK', 'MANUALLY_UPDATED'] } },
    note: { type: ['string', 'null'] },
    isoTimestamp: { type: 'string' },
    kind: { type: 'string', enum: ['reading', 'rollover', 'meterChange'] },
    source: { type: 'string', enum: ['customer', 'utility', 'automatic'] },
    review: { anyOf: [reviewSchema, { type: 'null' }] },
    hasPhoto: { type: 'boolean' },
  },
} as const;

export const seriesResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['locationCode', 'registerId', 'entries', 'history'],
  properties: {
    locationCode: { type: 'string' },
    registerId: { type: 'string' },
    entries: { type: 'array', items: entrySchema },
    history: { type: 'array', items: entrySchema },
  },
} as const;

export const seriesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['locationCode', 'registerId'],
  properties: { locationCode: code, registerId: code, from: day },
} as const;

export interface SeriesQuery {
  locationCode: string;
  registerId: string;
  from?: string;
}

export const entryQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['locationCode', 'registerId', 'key'],
  properties: { locationCode: code, registerId: code, key: unixKey },
} as const;

export interface EntryQuery {
  locationCode: string;
  registerId: string;
  key: number;
}

export const readingInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['locationCode', 'registerId', 'value', 'isoTimestamp', 'note', 'kind'],
  properties: {
    locationCode: code,
    registerId: code,
    value: { type: 'string', maxLength: 64 },
    isoTimestamp: { type: 'string', maxLength: 40 },
    note: { type: ['string', 'null'], maxLength: READING_NOTE_MAX },
    kind: { type: 'string', enum: ['reading', 'rollover', 'meterChange'] },
    replacesKey: unixKey,
    sendForReview: { type: 'boolean' },
    photo: { type: ['string', 'null'], maxLength: PHOTO_TEXT_MAX },
  },
} as const;

export const idempotencyHeadersSchema = {
  type: 'object',
  required: ['idempotency-key'],
  properties: {
    'idempotency-key': {
      type: 'string',
      pattern: '^[A-Za-z0-9_-]{8,64}$',
      maxLength: 64,
      description: 'one per save: a retry of the same save sends the same key and gets the stored answer',
    },
  },
} as const;

export interface IdempotencyHeaders {
  'idempotency-key': string;
}

export const savedReadingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['entry', 'replayed'],
  properties: { entry: entrySchema, replayed: { type: 'boolean' } },
} as const;

export const photoResponseSchema = {
  description: 'The photo of the meter stored with the reading',
  content: {
    'image/jpeg': { schema: { type: 'string', format: 'binary' } },
    'image/png': { schema: { type: 'string', format: 'binary' } },
    'image/webp': { schema: { type: 'string', format: 'binary' } },
  },
} as const;

export const reviewQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { status: { type: 'string', enum: ['pending', 'accepted', 'rejected'], default: 'pending' } },
} as const;

export interface ReviewQuery {
  status: 'pending' | 'accepted' | 'rejected';
}

export const reviewIdParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

export interface ReviewIdParams {
  id: string;
}

export const reviewDecisionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['decision', 'reason'],
  properties: {
    decision: { type: 'string', enum: ['accept', 'reject'] },
    reason: { type: ['string', 'null'], maxLength: READING_NOTE_MAX },
  },
} as const;

export const reviewItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'instance',
    'userSub',
    'customerCode',
    'customerName',
    'locationCode',
    'locationAddress',
    'registerId',
    'unit',
    'entry',
    'previous',
  ],
  properties: {
    id: { type: 'string' },
    instance: { type: 'string' },
    userSub: { type: ['string', 'null'] },
    customerCode: { type: 'string' },
    customerName: { type: 'string' },
    locationCode: { type: 'string' },
    locationAddress: { type: 'string' },
    registerId: { type: 'string' },
    unit: { type: 'string' },
    entry: entrySchema,
    previous: { anyOf: [entrySchema, { type: 'null' }] },
  },
} as const;

export const reviewListSchema = { type: 'array', items: reviewItemSchema } as const;
