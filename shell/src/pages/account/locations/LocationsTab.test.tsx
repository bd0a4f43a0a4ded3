import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UsagePlace } from '@portal/shared';
import { mockFetch, renderModule } from '@portal/shared/testing';
import { LocationsTab } from './LocationsTab';
import { locationsMessages } from './messages';

const module = { messages: locationsMessages };
/** the table's view and the preview dialog are lazily loaded chunks: slow on a busy machine */
const LAZY = { timeout: 10_000 };
const url = '/demo1/en-US/account/locations';

const place = (code: string, customerNumber: string, extra: Partial<UsagePlace> = {}): UsagePlace => ({
  validity: { startDate: '2020-01-01', endDate: null },
  address: {
    fullAddress: `Katu ${code}, 00100 Helsinki`,
    parts: { street: `Katu ${code}`, zipCode: '00100', city: 'Helsinki', locationName: '' },
  },
  locationCode: code,
  gsrnCode: null,
  customerInformation: { customerNumber, firstName: '', lastName: '', fullName: '' },
  communeMembershipType: null,
  gridId: 1,
  instance: 'demo1',
  mappedByUser: false,
  checksum: 'c'.repeat(32),
  contractIdentifier: `E${customerNumber}-1`,
  energyTypes: [],
  additionalInformations: [],
  dataErrors: [],
  ...extra,
});

const own = place('2000001', '100001');
const added = place('2000009', '100002', { mappedByUser: true });
const options = (usagePlaces: UsagePlace[]) => ({
  body: { usagePlaces, filteredUsagePlacesByEnergyType: [] },
});

// Fluent's modal focus trap (tabster) leaves aria-hidden on a dialog opened from a lazily loaded table in
// jsdom; the e2e test reaches the same buttons by role in a real browser
describe('account locations tab', { timeout: 30_000 }, () => {
  it('lists the places; only a place the user added can be selected and removed', async () => {
    let places = [own, added];
    const api = mockFetch({
      '/connector/v1/reportOptions': () => options(places),
      '/connector/v1/user/location/del': () => {
        places = [own];
        return { status: 204 };
      },
    });
    renderModule(module, <LocationsTab />, { url, flags: { allowUserMappedLocationsManually: true } });
    const ownBox = await screen.findByRole(
      'checkbox',
      { name: /Select Katu 2000001.*cannot be removed/ },
      LAZY,
    );
    expect((ownBox as HTMLInputElement).disabled).toBe(true);
    const table = screen.getByRole('table', { name: 'Your usage places' });
    expect(within(table).getByText('The utility')).toBeTruthy();
    expect(within(table).getByText('You')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Katu 2000009, 00100 Helsinki, 2000009' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected (1)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the usage places?' }, LAZY);
    fireEvent.click(within(dialog).getByText('Remove'));
    expect(await screen.findByText('The usage places were removed.', {}, LAZY)).toBeTruthy();
    expect(api.callsTo('/connector/v1/user/location/del')[0]!.body).toEqual([
      { customerNumber: '100002', locationCode: '2000009' },
    ]);
    await waitFor(() => expect(screen.queryByText('Katu 2000009, 00100 Helsinki')).toBeNull());
  });

  it('requires customer number and contract identifier, then previews with a placeholder and saves per row', async () => {
    const found = place('2000005', '100002');
    const api = mockFetch({
      '/connector/v1/reportOptions': () => options([own]),
      '/connector/v1/location/mappedByUser/fetch': () => ({
        body: {
          usagePlaces: [found],
          results: [{ status: 'found', locationCodes: ['2000005'] }, { status: 'not_found' }],
        },
      }),
      '/connector/v1/location/mappedByUser/add': () => ({
        body: { results: [{ customerNumber: '100002', locationCode: '2000005', status: 'ok' }] },
      }),
    });
    renderModule(module, <LocationsTab />, { url, flags: { allowUserMappedLocationsManually: true } });
    const find = await screen.findByRole('button', { name: 'Find usage places' });
    // the fields register in effects, which Preact runs a frame after the form appears
    await waitFor(() => {
      fireEvent.click(find);
      expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    });
    expect(api.callsTo('/connector/v1/location/mappedByUser/fetch')).toHaveLength(0);

    fireEvent.click(screen.getByRole('switch', { name: 'Multi addition' }));
    const lines = await screen.findByRole('textbox', { name: /Usage places, one per line/ });
    expect(lines.getAttribute('rows')).toBe('20');
    fireEvent.change(lines, { target: { value: '100002 E100002-1\n100003 E100003-1\nignored' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find usage places' }));

    const preview = await screen.findByRole('dialog', { name: 'Preview' }, LAZY);
    expect(api.callsTo('/connector/v1/location/mappedByUser/fetch')[0]!.body).toEqual([
      { usagePlaceDetails: { customerNumber: '100002', contractIdentifier: 'E100002-1' } },
      { usagePlaceDetails: { customerNumber: '100003', contractIdentifier: 'E100003-1' } },
    ]);
    expect(await within(preview).findByText('Invalid information', {}, LAZY)).toBeTruthy();
    fireEvent.click(
      preview.querySelector('button[aria-label="Save Katu 2000005, 00100 Helsinki, 2000005"]')!,
    );
    expect(await within(preview).findByText('Saved', {}, LAZY)).toBeTruthy();
    expect(api.callsTo('/connector/v1/location/mappedByUser/add')[0]!.body).toEqual([
      { customerNumber: '100002', locationCode: '2000005', checksum: 'c'.repeat(32) },
    ]);
    // the form starts again with the lines not added, each saying why
    fireEvent.click(within(preview).getByText('Close'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Preview' })).toBeNull());
    // the page is given back to assistive technology once the dialog's focus trap has let go
    const again = await screen.findByRole('textbox', { name: /Usage places, one per line/ });
    expect((again as HTMLTextAreaElement).value).toBe('100003 E100003-1\nignored');
    expect(
      screen.getByText('Line 1: no usage place has this customer number and contract identifier.'),
    ).toBeTruthy();
    expect(screen.getByText('Line 2: the contract identifier is missing.')).toBeTruthy();
  });

  it('shows HTTP 400 of the fetch as errors.invalidValues', async () => {
    mockFetch({
      '/connector/v1/reportOptions': () => options([own]),
      '/connector/v1/location/mappedByUser/fetch': () => ({
        status: 400,
        body: { error: 'validations_fail' },
      }),
    });
    renderModule(module, <LocationsTab />, { url, flags: { allowUserMappedLocationsManually: true } });
    fireEvent.change(await screen.findByRole('textbox', { name: /Customer number/ }), {
      target: { value: '100002' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Contract identifier/ }), {
      target: { value: 'E1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find usage places' }));
    expect(await screen.findByText('The values are not valid. Check them and try again.')).toBeTruthy();
  });

  it('without manual mapping there is no add form, only a notice', async () => {
    mockFetch({ '/connector/v1/reportOptions': () => options([own]) });
    renderModule(module, <LocationsTab />, { url, flags: { allowUserMappedLocationsManually: false } });
    expect(await screen.findByText(/Adding usage places yourself is not available/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Find usage places' })).toBeNull();
  });
});
