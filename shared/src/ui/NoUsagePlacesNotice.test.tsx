import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyUsagePlacesChanged } from '../api/locations';
import { renderModule } from '../testing/renderModule';
import { NoUsagePlacesNotice, useUsagePlacesChanged } from './NoUsagePlacesNotice';

const url = '/demo1/en-US/online/energy-report';

describe('no usage places notice', () => {
  it('has an add-location button to the account locations tab when manual mapping is on', () => {
    const view = renderModule({}, <NoUsagePlacesNotice text="No places." />, {
      url,
      flags: { allowUserMappedLocationsManually: true, sharedLocations: true },
    });
    const button = screen.getByRole('link', { name: 'Add a usage place' });
    expect(button.getAttribute('href')).toBe('/demo1/en-US/account/locations');
    fireEvent.click(button);
    expect(view.location()).toBe('/demo1/en-US/account/locations');
  });

  it('has no button when the flag is off (or the locations tab does not exist)', () => {
    renderModule({}, <NoUsagePlacesNotice text="No places." />, {
      url,
      flags: { allowUserMappedLocationsManually: false, sharedLocations: true },
    });
    expect(screen.getByText('No places.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a usage place' })).toBeNull();
  });

  it('useUsagePlacesChanged calls back on each change', () => {
    let reloads = 0;
    const reload = () => (reloads += 1);
    function Probe() {
      useUsagePlacesChanged(reload);
      return null;
    }
    renderModule({}, <Probe />, { url });
    act(() => notifyUsagePlacesChanged());
    expect(reloads).toBe(1);
  });
});
