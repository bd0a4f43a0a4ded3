import { describe, expect, it } from 'vitest';
import type { ChartCall } from '../api';
import { bucketsOfCall } from '../state/reportRules';
import { answeredView } from './answeredView';
import { bucketsOf, response, series, tariff } from './chartFixtures';

const call = (measurePeriod: 'hour' | 'minutes_15'): ChartCall => ({
  place: { customerNumber: '1', locationCode: 'L', gridId: 1 },
  body: {
    selectedEnergyType: 'electricity',
    selectedBasicDetails: ['electricityP'],
    selectedAdditionalInformation: [],
    interval: {
      selectedStartTimestamp: '2025-01-31T22:00:00.000Z',
      selectedEndTimestamp: '2025-02-01T22:00:00.000Z',
    },
    measurePeriod,
  },
});

describe('answeredView', () => {
  const hours = bucketsOf([2025, 2, 1], [2025, 2, 2], 'hour');
  const hourly = response(
    [
      series('electricityP', [
        tariff(
          'generic',
          hours.map(() => 1),
        ),
      ]),
    ],
    hours,
    'hour',
  );

  it('15 minutes asked, hours answered: drawn as the 24 hours, the asked resolution kept for the note', () => {
    const asked = call('minutes_15');
    const view = answeredView({
      response: hourly,
      call: asked,
      resolution: 'minutes_15',
      buckets: bucketsOfCall(asked),
    });
    expect(view.resolution).toBe('hour');
    expect(view.requestedResolution).toBe('minutes_15');
    expect(view.buckets.map((b) => b.label)).toEqual(hourly.categories);
  });

  it('an answer in the asked resolution is drawn as it is', () => {
    const asked = call('hour');
    const buckets = bucketsOfCall(asked);
    const view = answeredView({ response: hourly, call: asked, resolution: 'hour', buckets });
    expect(view).toMatchObject({ resolution: 'hour', requestedResolution: 'hour' });
    expect(view.buckets).toBe(buckets);
  });
});
