const nullableInstant = { type: ['string', 'null'], format: 'date-time' } as const;
const object = (properties: Record<string, unknown>) =>
  ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties }) as const;

/** `Outage` (shared/src/api/outages.ts) */
export const outageSchema = object({
  id: { type: 'integer' },
  reference: { type: 'string' },
  status: { type: 'string', enum: ['investigating', 'repairing'] },
  cause: { type: ['string', 'null'] },
  startedAt: { type: 'string', format: 'date-time' },
  estimatedEndAt: nullableInstant,
  affectedCustomers: { type: 'integer' },
  area: object({
    type: { type: 'string', const: 'Polygon' },
    coordinates: {
      type: 'array',
      items: { type: 'array', items: { type: 'array', items: { type: 'number' } } },
    },
  }),
});

/** `PlacePower` */
export const placePowerSchema = object({
  locationCode: { type: 'string' },
  address: { type: 'string' },
  state: { type: 'string', enum: ['on', 'outage', 'switched_off', 'unknown'] },
  outage: {
    anyOf: [
      { type: 'null' },
      object({
        id: { type: 'integer' },
        reference: { type: 'string' },
        status: { type: 'string', enum: ['investigating', 'repairing'] },
        estimatedEndAt: nullableInstant,
      }),
    ],
  },
  checkedAt: { type: 'string', format: 'date-time' },
});
