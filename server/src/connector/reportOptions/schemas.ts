const nullableString = { type: ['string', 'null'] } as const;
const object = (properties: Record<string, unknown>) =>
  ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties }) as const;

const basicDetailSchema = object({
  key: { type: 'string' },
  unitTranslationKey: { type: 'string' },
  nameTranslationKey: { type: 'string' },
  isMainType: { type: 'boolean' },
  ordinal: { type: 'integer' },
});

const energyTypeSchema = object({
  key: { type: 'string', enum: ['electricity', 'heat', 'water', 'gas'] },
  nameTranslationKey: { type: 'string' },
  basicDetails: { type: 'array', items: basicDetailSchema },
});

const additionalInformationSchema = object({
  key: { type: 'string' },
  translationKey: { type: 'string' },
  disabled: { type: 'boolean' },
  tooltip: nullableString,
});

/** spec customer-area section 3, "Usage place" */
export const usagePlaceSchema = object({
  validity: object({ startDate: nullableString, endDate: nullableString }),
  address: object({
    fullAddress: { type: 'string' },
    parts: object({
      street: { type: 'string' },
      zipCode: { type: 'string' },
      city: { type: 'string' },
      locationName: { type: 'string' },
    }),
  }),
  locationCode: { type: 'string' },
  gsrnCode: nullableString,
  customerInformation: object({
    customerNumber: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    fullName: { type: 'string' },
  }),
  communeMembershipType: { type: ['string', 'null'], enum: ['COMMON_CONS', 'COMMON_PROD', 'MEMBER', null] },
  gridId: { type: 'integer' },
  instance: { type: 'string' },
  mappedByUser: { type: 'boolean' },
  checksum: nullableString,
  contractIdentifier: nullableString,
  energyTypes: { type: 'array', items: energyTypeSchema },
  additionalInformations: { type: 'array', items: additionalInformationSchema },
  dataErrors: { type: 'array', items: { type: 'string' } },
});

export const reportOptionsResponseSchema = object({
  usagePlaces: { type: 'array', items: usagePlaceSchema },
  filteredUsagePlacesByEnergyType: { type: 'array', items: usagePlaceSchema },
});
