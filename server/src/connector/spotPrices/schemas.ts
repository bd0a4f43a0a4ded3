const DAY = {
  type: 'string',
  format: 'date',
  maxLength: 10,
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
} as const;
const RESOLUTION = { type: 'string', enum: ['minutes_15', 'hour'] } as const;
const CODE = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z_-]+$' } as const;

const object = (properties: Record<string, unknown>, required: readonly string[]) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

export const dayQuerySchema = object(
  { date: DAY, resolution: RESOLUTION, vat: { type: 'boolean', default: true }, locationCode: CODE },
  ['date', 'resolution'],
);

export const rangeQuerySchema = object(
  { start: DAY, end: DAY, resolution: RESOLUTION, vat: { type: 'boolean', default: true } },
  ['start', 'end', 'resolution'],
);

export interface DayQuerystring {
  date: string;
  resolution: 'minutes_15' | 'hour';
  vat: boolean;
  locationCode?: string;
}

export interface RangeQuerystring {
  start: string;
  end: string;
  resolution: 'minutes_15' | 'hour';
  vat: boolean;
}

const nullableNumber = { type: ['number', 'null'] } as const;
const pointSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['time', 'start', 'price'],
  properties: {
    time: { type: 'string', pattern: '^[0-2][0-9]\\.[0-5][0-9]$' },
    start: { type: 'string', format: 'date-time' },
    price: nullableNumber,
    customerPrice: nullableNumber,
  },
} as const;

export const spotPriceAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'date',
    'endDate',
    'startDate',
    'endDateExclusive',
    'resolution',
    'vat',
    'unit',
    'points',
    'average',
    'weightedAverage',
    'minimum',
    'maximum',
    'marginSntPerKwh',
  ],
  properties: {
    date: { type: 'string', format: 'date' },
    endDate: { type: 'string', format: 'date' },
    startDate: { type: 'string', format: 'date-time' },
    endDateExclusive: { type: 'string', format: 'date-time' },
    resolution: RESOLUTION,
    vat: { type: 'boolean' },
    unit: { type: 'string', enum: ['snt/kWh'] },
    points: { type: 'array', items: pointSchema },
    average: nullableNumber,
    customerAverage: nullableNumber,
    weightedAverage: nullableNumber,
    minimum: nullableNumber,
    maximum: nullableNumber,
    marginSntPerKwh: nullableNumber,
  },
} as const;
