import { ALL_ROLES } from '@portal/instances';
import { pageOfSchema, pageQuerySchema } from '../../http/paging.js';

export const dataAccessLogQuerySchema = pageQuerySchema([]);

const nullableString = { type: ['string', 'null'] } as const;

/** `DataAccessEntry` (shared/src/api/admin.ts): never the staff member's name, username or id. */
export const dataAccessEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['at', 'actorRole', 'action', 'reasonCode', 'reasonText'],
  properties: {
    at: { type: 'string', format: 'date-time' },
    actorRole: { type: ['string', 'null'], enum: [...ALL_ROLES, null] },
    action: { type: 'string' },
    reasonCode: nullableString,
    reasonText: nullableString,
  },
} as const;

export const dataAccessPageSchema = pageOfSchema(dataAccessEntrySchema);
