/**
 * JSON schemas of the notes endpoints and the types they describe. The types mirror `Note`, `NoteInput`
 * and `LocationWithNotes` of `@portal/shared` (api/types.ts); a test checks that they stay equal.
 */
export const NOTE_VARIANTS = ['other', 'success', 'info', 'warning', 'error'] as const;
export type NoteVariant = (typeof NOTE_VARIANTS)[number];

export const NOTE_MAX_LENGTH = 1000;
export const CREATED_BY_MAX_LENGTH = 64;

export interface Note {
  id: number;
  gridFk: number;
  customerCode: string;
  note: string;
  createdTime: string;
  editedTime: string | null;
  variant: NoteVariant;
  dueDate: string | null;
  startDate: string | null;
  endDate: string | null;
  createdBy: string | null;
}

export interface NoteInput {
  locationFk: number;
  note: string;
  variant: NoteVariant;
  dueDate?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  createdBy?: string | null;
}

export interface LocationWithNotes {
  gridFk: number;
  locationFk: number;
  locationCode: string;
  targetText: string;
  name: string;
  notes: Note[];
}

export interface ShareResponse {
  customerData: string;
  expiresAt: string;
}

const nullableDateTime = { type: ['string', 'null'], format: 'date-time', maxLength: 40 } as const;

export const noteSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'gridFk',
    'customerCode',
    'note',
    'createdTime',
    'editedTime',
    'variant',
    'dueDate',
    'startDate',
    'endDate',
    'createdBy',
  ],
  properties: {
    id: { type: 'integer' },
    gridFk: { type: 'integer' },
    customerCode: { type: 'string' },
    note: { type: 'string' },
    createdTime: { type: 'string', format: 'date-time' },
    editedTime: { type: ['string', 'null'], format: 'date-time' },
    variant: { type: 'string', enum: NOTE_VARIANTS },
    dueDate: { type: ['string', 'null'], format: 'date-time' },
    startDate: { type: ['string', 'null'], format: 'date-time' },
    endDate: { type: ['string', 'null'], format: 'date-time' },
    createdBy: { type: ['string', 'null'] },
  },
} as const;

const locationWithNotesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['gridFk', 'locationFk', 'locationCode', 'targetText', 'name', 'notes'],
  properties: {
    gridFk: { type: 'integer' },
    locationFk: { type: 'integer' },
    locationCode: { type: 'string' },
    targetText: { type: 'string' },
    name: { type: 'string' },
    notes: { type: 'array', items: noteSchema },
  },
} as const;

export const noteInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['locationFk', 'note', 'variant'],
  properties: {
    locationFk: { type: 'integer', minimum: 1, maximum: 2147483647 },
    note: { type: 'string', minLength: 1, maxLength: NOTE_MAX_LENGTH },
    variant: { type: 'string', enum: NOTE_VARIANTS },
    dueDate: nullableDateTime,
    startDate: nullableDateTime,
    endDate: nullableDateTime,
    createdBy: { type: ['string', 'null'], maxLength: CREATED_BY_MAX_LENGTH },
  },
} as const;

/** ids are taken as text and parsed by the service, so a huge or odd id is a 404, never a database error */
export const noteIdParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,12}$' } },
} as const;

export interface NoteIdParams {
  id: string;
}

export const shareBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { customerNumber: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export interface ShareBody {
  customerNumber?: string;
}

export const customerDataHeadersSchema = {
  type: 'object',
  properties: {
    'x-customer-data': { type: 'string', description: 'the signed customerData value of the page address' },
    'x-instance': {
      type: 'string',
      description: 'the instance of the page; must be the one in customerData',
    },
  },
} as const;

/** both are checked before validation (a missing or wrong one is 401 invalid_customer_data) */
export interface CustomerDataHeaders {
  'x-customer-data'?: string;
  'x-instance'?: string;
}

export const listResponseSchema = { type: 'array', items: locationWithNotesSchema } as const;

export const shareResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['customerData', 'expiresAt'],
  properties: { customerData: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
} as const;
