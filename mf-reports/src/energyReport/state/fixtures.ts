// Test data (not part of the module's surface), shaped like the real connector's answers.
import type {
  AdditionalInformation,
  BasicDetail,
  ChartResponse,
  ChartSeries,
  ReportOptionsResponse,
  UsagePlace,
  UsagePlaceEnergyType,
} from '@portal/shared';

const detail = (key: string, unit: string, isMainType: boolean, ordinal: number): BasicDetail => ({
  key,
  unitTranslationKey: unit,
  nameTranslationKey: `quantity.${key}`,
  isMainType,
  ordinal,
});

export const electricityType: UsagePlaceEnergyType = {
  key: 'electricity',
  nameTranslationKey: 'energyType.electricity',
  basicDetails: [
    detail('electricityP', 'kWh', true, 1),
    detail('electricityPMinus', 'kWh', false, 2),
    detail('electricityQ', 'kvarh', false, 9),
  ],
};

export const heatType: UsagePlaceEnergyType = {
  key: 'heat',
  nameTranslationKey: 'energyType.heat',
  basicDetails: [detail('heatEnergy', 'MWh', true, 1), detail('heatWater', 'm3', false, 2)],
};

export const waterType: UsagePlaceEnergyType = {
  key: 'water',
  nameTranslationKey: 'energyType.water',
  basicDetails: [detail('waterCold', 'm3', true, 1), detail('waterWarm', 'm3', false, 2)],
};

/** a type the select must hide: its only quantity is reactive power */
export const reactiveOnlyType: UsagePlaceEnergyType = {
  key: 'gas',
  nameTranslationKey: 'energyType.gas',
  basicDetails: [detail('electricityQ', 'kvarh', false, 1)],
};

const info = (
  key: AdditionalInformation['key'],
  disabled = false,
  tooltip: string | null = null,
): AdditionalInformation => ({ key, translationKey: `additionalInformation.${key}`, disabled, tooltip });

export const electricityInformations: AdditionalInformation[] = [
  info('usagePrice', true, 'additionalInformation.noPriceParts'),
  info('usagePriceVat', true, 'additionalInformation.noPriceParts'),
  info('spotPrice'),
  info('spotPriceVat'),
  info('temperature'),
  info('comparison'),
];

export const makeUsagePlace = (overrides: Partial<UsagePlace> = {}): UsagePlace => ({
  validity: { startDate: '2019-01-01', endDate: null },
  address: {
    fullAddress: 'Peltotie 20, 00530 Helsinki',
    parts: { street: 'Peltotie 20', zipCode: '00530', city: 'Helsinki', locationName: 'Koti' },
  },
  locationCode: '2011425',
  gsrnCode: '643000000002011425',
  customerInformation: {
    customerNumber: '100001',
    firstName: 'Ville',
    lastName: 'Mäkelä',
    fullName: 'Ville Mäkelä',
  },
  communeMembershipType: null,
  gridId: 1,
  instance: 'demo1',
  mappedByUser: false,
  checksum: null,
  contractIdentifier: null,
  energyTypes: [electricityType],
  additionalInformations: electricityInformations,
  dataErrors: [],
  ...overrides,
});

export const electricityPlace = makeUsagePlace();

export const heatPlace = makeUsagePlace({
  validity: { startDate: '2020-02-01', endDate: null },
  address: {
    fullAddress: 'Kirkkotie 48, 00530 Helsinki',
    parts: { street: 'Kirkkotie 48', zipCode: '00530', city: 'Helsinki', locationName: 'Talo' },
  },
  locationCode: '2086147',
  gridId: 2,
  energyTypes: [heatType],
  additionalInformations: [info('temperature'), info('heatingDegreeDays'), info('comparison')],
});

export const waterPlace = makeUsagePlace({
  validity: { startDate: '2020-11-01', endDate: null },
  address: {
    fullAddress: 'Puistokatu 39, 00530 Helsinki',
    parts: { street: 'Puistokatu 39', zipCode: '00530', city: 'Helsinki', locationName: 'Asunto' },
  },
  locationCode: '2320321',
  gridId: 3,
  energyTypes: [waterType, reactiveOnlyType],
  additionalInformations: [info('temperature'), info('comparison')],
});

/** Unsorted on purpose: the report sorts by address (Kirkkotie, Peltotie, Puistokatu). */
export const makeOptions = (
  places: UsagePlace[] = [waterPlace, electricityPlace, heatPlace],
): ReportOptionsResponse => ({
  usagePlaces: places,
  filteredUsagePlacesByEnergyType: places,
});

const series = (
  quantity: string,
  group: ChartSeries['chart']['group'],
  unit: string,
  tariffs: { name: string; data: (number | null)[] }[],
  isMainQuantity = false,
): ChartSeries => {
  const values = tariffs.flatMap((t) => t.data).filter((v): v is number => v !== null);
  const total = values.length ? values.reduce((a, b) => a + b, 0) : null;
  return {
    isMainQuantity,
    details: {
      previousValue: group === 'quantity' ? { value: 100, change: { value: 5, trendingUp: true } } : null,
      dynamicPeriod: { amount: 1, unit: 'month' },
    },
    chart: {
      quantity,
      group,
      unitTranslationKey: unit,
      errorCode: null,
      settings: {
        visible: true,
        chartType: group === 'additionalInformation' ? 'spline' : 'column',
        yAxis: { enable: true, position: group === 'additionalInformation' ? 'right' : 'left' },
        showInLegend: true,
        enableDataLabels: false,
        enableStackedDataLabels: false,
      },
      data: {
        tariffs: tariffs.map((t) => ({
          nameTranslationKey: t.name,
          data: t.data,
          statuses: t.data.map((v) => (v === null ? 524288 : 0)),
          coverage: {
            hours: t.data.map(() => 24),
            estimatedHours: t.data.map(() => 0),
            missingHours: t.data.map((v) => (v === null ? 24 : 0)),
          },
          priceParts: [],
        })),
        totalDataSum: total,
        dataAverage: total === null ? null : total / values.length,
        startDate: '2025-05-31T21:00:00.000Z',
        endDate: '2025-06-03T21:00:00.000Z',
      },
    },
  };
};

/** Three days of June 2025 at day resolution, day and night tariffs, with a spot price line. */
export const chartResponse: ChartResponse = {
  series: [
    series(
      'electricityP',
      'quantity',
      'kWh',
      [
        { name: 'dayEnergy', data: [3.8, 3.77, 3.85] },
        { name: 'nightEnergy', data: [2.08, 2.05, 1.88] },
      ],
      true,
    ),
    series('spotPrice', 'additionalInformation', 'snt/kWh', [{ name: 'generic', data: [5.36, 7.94, 11.69] }]),
  ],
  categories: ['2025-06-01', '2025-06-02', '2025-06-03'],
  resolution: 'day',
  summary: {
    title: 'energyReport.summary.title',
    totalSums: [
      {
        name: 'electricityP',
        value: 17.43,
        unit: 'kWh',
        order: 0,
        color: 'primary',
        showComparisonValue: false,
      },
    ],
    highest: { value: 5.88, category: '2025-06-01' },
    lowest: { value: 5.73, category: '2025-06-03' },
  },
};

/** The quantity series exist but hold no value at all (only the spot price has values). */
export const emptyChartResponse: ChartResponse = {
  ...chartResponse,
  series: [
    series('electricityP', 'quantity', 'kWh', [
      { name: 'dayEnergy', data: [null, null, null] },
      { name: 'nightEnergy', data: [] },
    ]),
    series('spotPrice', 'additionalInformation', 'snt/kWh', [{ name: 'generic', data: [5.36, 7.94, 11.69] }]),
  ],
};
