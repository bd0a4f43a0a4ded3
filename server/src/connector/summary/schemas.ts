const object = (properties: Record<string, unknown>, optional: readonly string[] = []) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    properties,
  }) as const;

const DAY = {
  type: 'string',
  maxLength: 10,
  pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
} as const;
const number = { type: 'number' } as const;
const string = { type: 'string' } as const;
const instant = { type: 'string', format: 'date-time' } as const;

export const summaryRequestSchema = object(
  {
    selectedEnergyType: { type: 'string', enum: ['electricity', 'heat', 'water', 'gas'] },
    period: { type: 'string', enum: ['5y', '1y', '6mm', '1mm', 'other'] },
    frequency: { type: 'string', enum: ['day', 'week', 'month', 'year'] },
    startDate: DAY,
    endDate: DAY,
  },
  ['startDate', 'endDate'],
);

const extreme = {
  anyOf: [object({ start: instant, end: instant, value: number, unit: string }), { type: 'null' }],
};

export const summaryResponseSchema = object(
  {
    title: string,
    quantity: string,
    unit: string,
    period: string,
    frequency: string,
    startDate: instant,
    endDate: instant,
    clippedFrom: instant,
    totalSums: {
      type: 'array',
      items: object(
        {
          name: string,
          value: number,
          unit: string,
          order: { type: 'integer' },
          color: string,
          showComparisonValue: { type: 'boolean' },
          comparisonValue: { type: ['number', 'null'] },
        },
        ['comparisonValue'],
      ),
    },
    comparison: object({
      start: instant,
      end: instant,
      measuredDays: { type: 'integer' },
      days: { type: 'integer' },
      complete: { type: 'boolean' },
    }),
    highest: extreme,
    lowest: extreme,
    buckets: {
      type: 'array',
      items: object({
        start: instant,
        end: instant,
        value: { type: ['number', 'null'] },
        partial: { type: 'boolean' },
      }),
    },
  },
  ['clippedFrom', 'comparison'],
);
