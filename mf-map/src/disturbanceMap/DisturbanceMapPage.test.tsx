import { SELF } from '@portal/shared';
import type { Outage, PlacePower } from '@portal/shared/api/outages';
import { mockFetch, renderModule, testUser } from '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import mapModule from '../module';
import { DisturbanceMapPage } from './DisturbanceMapPage';
import type { OutageMapViewProps } from './OutageMapView';

// OpenLayers needs a canvas: the map is tried in e2e (disturbance-map); here a stand-in counts the areas
vi.mock('./OutageMapView', () => ({
  OutageMapView: ({ outages }: OutageMapViewProps) => (
    <div data-testid="map">{`areas ${outages.length}`}</div>
  ),
}));

const outage = (overrides: Partial<Outage> = {}): Outage => ({
  id: 1,
  reference: 'DEMO-1',
  status: 'repairing',
  cause: 'A tree on the line',
  startedAt: '2026-11-27T08:20:00Z',
  estimatedEndAt: '2026-11-27T12:00:00Z',
  affectedCustomers: 112,
  area: {
    type: 'Polygon',
    coordinates: [
      [
        [24, 60],
        [24.1, 60],
        [24.1, 60.1],
        [24, 60],
      ],
    ],
  },
  ...overrides,
});
const place = (overrides: Partial<PlacePower>): PlacePower => ({
  locationCode: '1000001',
  address: 'Koulukatu 1, 00100 Helsinki',
  state: 'on',
  outage: null,
  checkedAt: '2026-11-27T10:00:00Z',
  ...overrides,
});

const renderPage = () =>
  renderModule(mapModule, <DisturbanceMapPage subject={SELF} />, {
    url: '/demo1/en-US/online/disturbance-map',
    user: testUser(),
    timeZone: 'Europe/Helsinki',
  });

describe('DisturbanceMapPage', () => {
  it('lists the outages in progress with status, cause and times in Helsinki time, and draws their areas', async () => {
    mockFetch({
      '/connector/v1/outages': () => ({
        body: [
          outage(),
          outage({ id: 2, reference: 'DEMO-2', status: 'investigating', cause: null, estimatedEndAt: null }),
        ],
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Outages in progress (2)' })).toBeTruthy();
    expect(screen.getByTestId('map').textContent).toBe('areas 2');
    const cards = within(screen.getByRole('list', { name: 'Outages in progress' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'DEMO-1' })).toBeTruthy();
    expect(cards[0]!.textContent).toContain('Being repaired');
    expect(cards[0]!.textContent).toContain('A tree on the line');
    // 10:20 and 14:00 in Helsinki (UTC+2 in November)
    expect(cards[0]!.textContent).toContain('10:20');
    expect(cards[0]!.textContent).toContain('14:00');
    expect(cards[1]!.textContent).toContain('Investigating');
    expect(cards[1]!.textContent).toContain('Being investigated');
    expect(cards[1]!.textContent).toContain('not known yet');
  });

  it('says there are none when the network is whole', async () => {
    mockFetch({ '/connector/v1/outages': () => ({ body: [] }) });
    renderPage();
    expect(await screen.findByText('There are no outages in the network right now.')).toBeTruthy();
  });

  it("answers 'Is my power out?' per place: on, an outage with its repair estimate, switched off, no answer", async () => {
    const api = mockFetch({
      '/connector/v1/outages': () => ({ body: [outage()] }),
      '/connector/v1/outages/mine': () => ({
        body: [
          place({ state: 'on' }),
          place({
            locationCode: '1000002',
            address: 'Puistotie 2',
            state: 'outage',
            outage: {
              id: 1,
              reference: 'DEMO-1',
              status: 'repairing',
              estimatedEndAt: '2026-11-27T12:00:00Z',
            },
          }),
          place({ locationCode: '1000003', address: 'Rantatie 3', state: 'switched_off' }),
          place({ locationCode: '1000004', address: 'Mäkitie 4', state: 'unknown' }),
          place({ locationCode: '1000005', address: 'Kujatie 5', state: 'outage' }),
        ],
      }),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Outages in progress (1)' });
    expect(api.callsTo('/connector/v1/outages/mine')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Check my places' }));
    expect(await screen.findByText('Koulukatu 1, 00100 Helsinki: the power is on.')).toBeTruthy();
    expect(
      screen.getByText(/^Puistotie 2: power cut, outage DEMO-1\. Estimated repair .*14:00\.$/),
    ).toBeTruthy();
    expect(screen.getByText(/^Rantatie 3: the supply is switched off at the meter/)).toBeTruthy();
    expect(screen.getByText(/^Mäkitie 4: the meter did not answer/)).toBeTruthy();
    expect(screen.getByText(/^Kujatie 5: no power reaches the meter and no outage is known/)).toBeTruthy();
  });

  it('shows the error when the outages cannot be loaded, and the check still works', async () => {
    mockFetch({
      '/connector/v1/outages': () => ({ status: 500, body: { error: 'general_error' } }),
      '/connector/v1/outages/mine': () => ({ body: [] }),
    });
    renderPage();
    expect(await screen.findByText('Loading the outages failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check my places' }));
    expect(await screen.findByText('You have no usage places.')).toBeTruthy();
  });
});
