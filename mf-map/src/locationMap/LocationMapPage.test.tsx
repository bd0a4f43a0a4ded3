import { STAFF } from '@portal/shared';
import type { MapMarker } from '@portal/shared/api/locationManagement';
import { mockFetch, renderModule, testInstance, testUser } from '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import mapModule from '../module';
import { LocationMapPage } from './LocationMapPage';
import type { LocationMapViewProps } from './LocationMapView';

// OpenLayers draws on a canvas jsdom does not have: the map itself is tried in e2e (admin-location-map);
// here a stand-in shows what the page hands it and lets the test play the area tool and a marker click
vi.mock('./LocationMapView', () => ({
  LocationMapView: (props: LocationMapViewProps) => (
    <div data-testid="map" data-tool={props.tool} data-filter={props.filter}>
      <span>{`markers ${props.markers.length}`}</span>
      <button onClick={() => props.onAreaSelect(['1001', '1002'])}>draw area</button>
      <button onClick={() => props.onMarkerClick('1002')}>click marker</button>
      <button onClick={() => props.onResolution(10)}>zoom close</button>
      <button onClick={() => props.onResolution(40)}>zoom out</button>
      <div data-testid="popup">{props.popup}</div>
    </div>
  ),
}));

const MARKERS = '/connector/v1/admin/location-management/markers';
const marker = (locationNumber: string, overrides: Partial<MapMarker> = {}): MapMarker => ({
  locationNumber,
  lat: 61.5,
  long: 23.76,
  address: `Katu ${locationNumber}, 33100 Tampere`,
  gsrn: `6430000000000${locationNumber}`,
  customer: 'Virtanen Aino',
  meterNumber: `M${locationNumber}`,
  ...overrides,
});
const staff = testUser({ username: 'servant', roles: ['ROLE_SERVANT'] });

const renderPage = (input?: Record<string, unknown>) =>
  renderModule(mapModule, <LocationMapPage subject={STAFF} input={input} />, {
    url: '/demo1/en-US/admin/location-map',
    user: staff,
  });

describe('LocationMapPage', () => {
  it('counts the selected, the places without coordinates and all, and lists every place beside the map', async () => {
    const api = mockFetch({
      [MARKERS]: () => ({
        body: {
          markers: [marker('1001'), marker('1002'), marker('1003', { lat: null, long: null })],
          total: 3,
        },
      }),
    });
    renderPage();
    expect(await screen.findByText('markers 3')).toBeTruthy();
    const counters = screen.getByRole('status');
    expect(counters.textContent).toContain('Selected: 0');
    expect(counters.textContent).toContain('Without coordinates: 1');
    expect(counters.textContent).toContain('All: 3');
    expect(screen.getByRole('img', { name: 'No coordinates' })).toBeTruthy();
    // the page of its own searches the instance's active places of the last 15 years
    expect(api.callsTo(MARKERS)[0]?.body).toMatchObject({ onlyActive: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Katu 1003, 33100 Tampere (1003)' }));
    expect(screen.getByRole('status').textContent).toContain('Selected: 1');
  });

  it('adds what the area tool encloses to the selection and goes back to free move', async () => {
    mockFetch({ [MARKERS]: () => ({ body: { markers: [marker('1001'), marker('1002')], total: 2 } }) });
    renderPage();
    await screen.findByText('markers 2');
    fireEvent.click(screen.getByRole('button', { name: 'Area select' }));
    expect(screen.getByTestId('map').dataset.tool).toBe('areaSelect');
    fireEvent.click(screen.getByRole('button', { name: 'draw area' }));
    expect(screen.getByTestId('map').dataset.tool).toBe('mapClick');
    expect(screen.getByRole('status').textContent).toContain('Selected: 2');
  });

  it("a marker's popup adds to and removes from the host's selection and opens the place's details", async () => {
    mockFetch({ [MARKERS]: () => ({ body: { markers: [marker('1001'), marker('1002')], total: 2 } }) });
    const onSelectionChange = vi.fn();
    const onOpenLocation = vi.fn();
    renderPage({
      search: { meterInstallDateStart: '2011-01-01', meterInstallDateEnd: '2026-11-27' },
      selected: ['1001'],
      onSelectionChange,
      onOpenLocation,
    });
    await screen.findByText('markers 2');
    fireEvent.click(screen.getByRole('button', { name: 'click marker' }));
    const popup = within(screen.getByTestId('popup'));
    fireEvent.click(popup.getByRole('button', { name: 'Add to selection' }));
    expect(onSelectionChange).toHaveBeenCalledWith(['1001', '1002']);
    fireEvent.click(popup.getByRole('button', { name: 'Show details' }));
    expect(onOpenLocation).toHaveBeenCalledWith('1002');
    // inside the host page: no title of its own
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('never offers an overlay the instance does not configure; the background is on', async () => {
    mockFetch({ [MARKERS]: () => ({ body: { markers: [], total: 0 } }) });
    renderPage();
    await screen.findByText('markers 0');
    // the test instance configures no aerial tiles: never offered
    const aerial = screen.getByRole('checkbox', { name: 'Aerial photo' }) as HTMLInputElement;
    expect(aerial.disabled).toBe(true);
    // and says why
    expect(aerial.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(aerial.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
    ).toBe('Not offered in this service.');
    expect((screen.getByRole('checkbox', { name: 'Background map' }) as HTMLInputElement).checked).toBe(true);
  });

  it('with aerial tiles configured, offers the photo only when zoomed in and drops it on zooming out', async () => {
    mockFetch({ [MARKERS]: () => ({ body: { markers: [], total: 0 } }) });
    renderModule(mapModule, <LocationMapPage subject={STAFF} />, {
      url: '/demo1/en-US/admin/location-map',
      user: staff,
      instance: testInstance({
        map: {
          center: [23.76, 61.5],
          tiles: { background: 'offline', aerial: 'https://tiles.example/a/{z}/{x}/{y}.jpg' },
        },
      }),
    });
    await screen.findByText('markers 0');
    const aerial = () => screen.getByRole('checkbox', { name: 'Aerial photo' }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'zoom out' }));
    expect(aerial().disabled).toBe(true);
    expect(screen.getAllByText('Shows when the map is zoomed in.').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'zoom close' }));
    expect(aerial().disabled).toBe(false);
    fireEvent.click(aerial());
    expect(aerial().checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'zoom out' }));
    expect(aerial().checked).toBe(false);
    expect(aerial().disabled).toBe(true);
  });

  it('shows the error with its message when the places cannot be loaded', async () => {
    mockFetch({ [MARKERS]: () => ({ status: 500, body: { error: 'general_error' } }) });
    renderPage();
    expect(await screen.findByText('Loading the locations for the map failed')).toBeTruthy();
  });
});
