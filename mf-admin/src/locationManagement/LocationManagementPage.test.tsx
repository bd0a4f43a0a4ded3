import { SELF } from '@portal/shared';
import type { UserInfo } from '@portal/shared';
import { helsinkiDay } from '@portal/shared/calendar';
import { deferred, mockFetch, renderModule, testUser, type RecordedCall } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import adminModule from '../module';
import { makeAdminContract } from '../contractSearch/testing/fixtures';
import { LocationManagementPage } from './LocationManagementPage';
import { yearsBefore } from './search/locationSearchForm';
import { makeLocationRow, makeMeter, pageOf } from './testing/fixtures';

const FIRST = '/connector/v1/admin/location-management?page=0&pageSize=50';
const CONTRACTS = '/connector/v1/admin/location-management/contracts';
const METERS = '/connector/v1/admin/location-management/meters';
const EVENTS = '/connector/v1/riot/meter/M-10001/transactions';
const REGISTERS = '/connector/v1/riot/meter/register/list';
const CHECK = '/connector/v1/riot/meter/M-10001/check';

const servant = testUser({ username: 'servant', roles: ['ROLE_SERVANT', 'ROLE_USER'] });
const operator = testUser({ username: 'meter', roles: ['ROLE_METER_CONTROL'] });

const renderPage = (user: UserInfo = servant, meterControl = true, withMap = true) =>
  renderModule(adminModule, <LocationManagementPage subject={SELF} pollIntervalMs={5} />, {
    url: '/demo1/en-US/admin/location-management',
    user,
    flags: { meterControl },
    servesEndpoint: () => withMap,
    ModuleView: MapStandIn,
  });

/** mf-map's location map as the shell would render it: it plays the map's selection and 'Show details' */
function MapStandIn({ endpoint, input }: { endpoint: string; input?: Readonly<Record<string, unknown>> }) {
  const given = input as {
    selected: string[];
    onSelectionChange: (keys: string[]) => void;
    onOpenLocation: (key: string) => void;
    search: unknown;
  };
  return (
    <div data-testid="module-view" data-endpoint={endpoint}>
      <p>{`map selection ${given.selected.join(',')}`}</p>
      <p>{`map search ${JSON.stringify(given.search)}`}</p>
      <button onClick={() => given.onSelectionChange([...given.selected, '2000001', '3000003'])}>
        map area
      </button>
      <button onClick={() => given.onOpenLocation('3000003')}>map details</button>
    </div>
  );
}

const one = makeLocationRow();
const two = makeLocationRow({
  locationNumber: '2000002',
  locationAddress: 'Toinen tie 2, 00100 Helsinki',
  locationGsrnNumber: null,
  gsrnNumber: null,
  customer: 'Virtanen Ville',
  sub: null,
  locationLat: null,
  locationLong: null,
  meterInstallDate: null,
});

const search = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));
const typeCustomer = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Customer name or number' }), { target: { value } });

const registers = [
  {
    registerText: 'Active energy in',
    register: '1.8.0',
    unit: 'kWh',
    symbol: 'A+',
    phase: null,
    text: '',
    value: 12345.5,
    error: null,
  },
  {
    registerText: 'Reactive energy',
    register: '3.8.9',
    unit: 'kvarh',
    symbol: 'R+',
    phase: null,
    text: '',
    value: null,
    error: 'not_supported',
  },
];
const voltages = [
  {
    symbol: 'U',
    L1: { value: 231, unit: 'V', error: null },
    L2: { value: 229, unit: 'V', error: null },
    L3: { value: null, unit: 'V', error: 'phase_missing' },
  },
];

const detailApi = (
  overrides: Record<
    string,
    (call: RecordedCall) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>
  > = {},
) => ({
  [FIRST]: () => ({ body: pageOf([{ ...one, dataErrors: ['invalid_checksum', 'new_code'] }, two], 2) }),
  [CONTRACTS]: () => ({
    body: [
      makeAdminContract(),
      makeAdminContract({
        contractCode: 'K0',
        salesContract: { validFrom: '2015-01-01', validTo: '2021-02-28' },
      }),
    ],
  }),
  [METERS]: () => ({
    body: [
      makeMeter(),
      makeMeter({
        meterNumber: 'M-00007',
        meterInstallDate: '2010-01-01',
        meterRemovedDate: '2019-05-14',
        state: 'removed',
        remoteControllable: false,
      }),
    ],
  }),
  [EVENTS]: () => ({
    body: [{ timestamp: '2026-11-01T08:00:00Z', action: 'READ_METER_STATUS', user: 'Staff Member' }],
  }),
  [REGISTERS]: (call: RecordedCall) => ({
    body:
      (call.body as { action: string }).action === 'READ_METER_ELECTRICITY_VOLTAGES' ? voltages : registers,
  }),
  [CHECK]: () => ({
    body: { success: true, remoteControllable: true, meterControlAllowed: true, remoteState: 'connected' },
  }),
  ...overrides,
});

const searchAndOpen = async (code = '2000001') => {
  await screen.findByRole('switch', { name: 'Active usage places only' });
  typeCustomer('Meikäläinen');
  search();
  await screen.findByRole('table', { name: 'Usage places found' }, { timeout: 15_000 });
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Open usage place ${code}`) }));
};
const card = (name: string) => screen.getByRole('region', { name });

describe('LocationManagementPage', () => {
  it('opens with the install dates 15 years back to today, only active on and only invalid off', async () => {
    const api = mockFetch({ [FIRST]: () => ({ body: pageOf([], 0) }) });
    renderPage();
    const active = (await screen.findByRole('switch', {
      name: 'Active usage places only',
    })) as HTMLInputElement;
    expect(active.checked).toBe(true);
    expect(
      (screen.getByRole('switch', { name: /Only places with data errors/ }) as HTMLInputElement).checked,
    ).toBe(false);
    search();
    await waitFor(() => expect(api.callsTo(FIRST)).toHaveLength(1));
    const today = helsinkiDay();
    expect(api.callsTo(FIRST)[0]?.body).toEqual({
      meterInstallDateStart: yearsBefore(today, 15),
      meterInstallDateEnd: today,
      onlyActive: true,
      onlyInvalid: false,
    });
    expect((await screen.findByRole('status')).textContent).toBe('Locations not found.');
    expect(screen.getByRole('tab', { name: 'Locations (0 pcs)' })).toBeTruthy();
  });

  it('a text shorter than 3 characters says so and sends nothing; an empty measuring type list is refused', async () => {
    const api = mockFetch({});
    renderPage();
    await screen.findByRole('switch', { name: 'Active usage places only' });
    typeCustomer('Vi');
    search();
    expect(await screen.findByText('Enter at least 3 characters.')).toBeTruthy();
    typeCustomer('Virtanen');
    fireEvent.click(screen.getByRole('switch', { name: 'Filter by measuring type' }));
    const types = screen.getByRole('group', { name: 'Measuring types' });
    for (const box of within(types).getAllByRole('checkbox'))
      if ((box as HTMLInputElement).checked) fireEvent.click(box);
    search();
    expect(await screen.findByText('Select at least one measuring type.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the results with the count, dates in the page language; a row without a user has no reports, one with a user opens them (reason first)', async () => {
    const api = mockFetch(detailApi());
    renderPage();
    await screen.findByRole('switch', { name: 'Active usage places only' });
    typeCustomer(' Meikäläinen ');
    fireEvent.click(screen.getByRole('switch', { name: 'Filter by measuring type' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Natural gas' }));
    search();
    const table = await screen.findByRole('table', { name: 'Usage places found' }, { timeout: 15_000 });
    expect(screen.getByRole('tab', { name: 'Locations (2 pcs)' })).toBeTruthy();
    const body = api.callsTo(FIRST)[0]?.body as Record<string, unknown>;
    expect(body.customer).toBe('Meikäläinen');
    expect(body.measuringTypes).toEqual([
      'ELECTRICITY_P',
      'ELECTRICITY_P_MINUS',
      'HEAT_ENERGY',
      'WATER_COLD',
      'OIL',
      'DISTRICT_COOLING_ENERGY',
    ]);
    expect(within(table).getByText('5/14/2019')).toBeTruthy();
    // measuring types by name in the page's language
    expect(within(table).getAllByText('Active energy, Reactive energy')).toHaveLength(2);
    expect(
      (
        screen.getByRole('button', {
          name: 'Usage place 2000002 has no user: no reports',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(
      (
        screen.getByRole('button', {
          name: "Open the reports of usage place 2000001's user",
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: "Open the reports of usage place 2000001's user" }));
    expect(
      await screen.findByRole('dialog', { name: 'Why do you open the reports of Meikäläinen Maija?' }),
    ).toBeTruthy();
  });

  it('an error shows the catalogue message in an alert (401 is access denied)', async () => {
    mockFetch({ [FIRST]: () => ({ status: 401 }) });
    renderPage();
    await screen.findByRole('switch', { name: 'Active usage places only' });
    search();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The location search failed');
    expect(alert.textContent).toContain('Access denied.');
  });

  it('without the map remote, the selection is shared by the table and the coordinates list; open selected opens the tabs; clear tabs closes them', async () => {
    mockFetch(detailApi());
    renderPage(servant, true, false);
    await screen.findByRole('switch', { name: 'Active usage places only' });
    search();
    await screen.findByRole('table', { name: 'Usage places found' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Select usage place 2000002/ }));
    fireEvent.click(screen.getByRole('tab', { name: 'Coordinates' }));
    const count = (name: string) => document.querySelector(`[data-counter="${name}"]`)?.textContent;
    expect([count('selected'), count('errors'), count('all')]).toEqual(['1', '1', '2']);
    const list = screen.getByRole('list', { name: 'Usage places and their coordinates' });
    expect(within(list).getByText('No coordinates')).toBeTruthy();
    const first = within(list).getByRole('checkbox', { name: 'Kotikatu 1, 33100 Tampere (2000001)' });
    fireEvent.click(first);
    expect(count('selected')).toBe('2');
    fireEvent.click(screen.getByRole('tab', { name: 'Locations (2 pcs)' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Open selected in new tabs (2)' }, { timeout: 15_000 }),
    );
    expect(
      await screen.findByRole('tab', { name: 'Kotikatu 1, 33100 Tampere 643000000000000001' }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Toinen tie 2, 00100 Helsinki -' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close all location tabs' }));
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(2));
  });

  it("with the map remote, the map tab shows mf-map's map with the search and the selection; what the map selects or opens is read by location number", async () => {
    const three = makeLocationRow({
      locationNumber: '3000003',
      locationAddress: 'Kolmas tie 3, 33100 Tampere',
    });
    const api = mockFetch({
      ...detailApi(),
      '/connector/v1/admin/location-management/rows': () => ({ body: [three] }),
    });
    renderPage();
    await screen.findByRole('switch', { name: 'Active usage places only' });
    search();
    await screen.findByRole('table', { name: 'Usage places found' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Select usage place 2000002/ }));
    fireEvent.click(screen.getByRole('tab', { name: 'Map' }));
    const map = await screen.findByTestId('module-view');
    expect(map.dataset.endpoint).toBe('admin/location-map');
    expect(screen.getByText('map selection 2000002')).toBeTruthy();
    expect(screen.getByText(/^map search .*"onlyActive":true/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'map area' }));
    // 2000001 is on the shown page; only 3000003 is read
    // (location numbers are integer-like keys: the selection lists them in order)
    expect(await screen.findByText('map selection 2000001,2000002,3000003')).toBeTruthy();
    expect(api.callsTo('/connector/v1/admin/location-management/rows')[0]?.body).toEqual({
      locationNumbers: ['3000003'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'map details' }));
    expect(await screen.findByRole('tab', { name: /^Kolmas tie 3, 33100 Tampere/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Locations (2 pcs)' }));
    expect(
      await screen.findByRole('button', { name: 'Open selected in new tabs (3)' }, { timeout: 15_000 }),
    ).toBeTruthy();
  });

  it("a location's tab shows every card with its data: contracts, the meter in use and not in use, events, registers with an error label, phases, the switch", async () => {
    const api = mockFetch(detailApi());
    renderPage(operator);
    await searchAndOpen();
    const tab = await screen.findByRole('tab', { name: 'Kotikatu 1, 33100 Tampere 643000000000000001' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo(CONTRACTS)[0]?.body).toEqual({
      locationNumber: '2000001',
      locationGSRN: '643000000000000001',
      gridId: 1,
    });

    const location = card('Usage place');
    expect(location.querySelector('[data-field="locationFuseSize"]')?.textContent).toBe('3x25A');
    expect(location.querySelector('[data-field="locationPossessorCode"]')?.textContent).toBe('Missing');
    expect(location.querySelector('[data-field="dataErrors"]')?.textContent).toBe(
      'invalid checksum, new_code',
    );

    expect(await within(card('Contract history')).findByRole('table', {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(card('Contract history')).getByText('2/28/2021')).toBeTruthy();

    const meter = card('Meter');
    await waitFor(() =>
      expect(meter.querySelector('[data-field="meterNumber"]')?.textContent).toBe('M-10001'),
    );
    expect(meter.querySelector('[data-field="remoteState"]')?.textContent).toBe('Connected');
    const history = within(card('Meter history')).getAllByRole('listitem');
    expect(history.map((item) => item.getAttribute('data-meter'))).toEqual(['M-10001', 'M-00007']);
    expect(within(history[0]!).getByText('In use')).toBeTruthy();
    expect(within(history[1]!).getByText('Not in use')).toBeTruthy();

    expect(
      await within(card('Meter events')).findByText('Staff Member', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    // the head-end's action in words, the time on a 24-hour clock (the test renders in UTC)
    expect(within(card('Meter events')).getByText('State read')).toBeTruthy();
    expect(within(card('Meter events')).getByText('11/1/2026, 08:00')).toBeTruthy();
    const registerList = await within(card('Meter registers')).findByRole('list');
    expect(within(registerList).getByText('Error: not_supported')).toBeTruthy();
    // an OBIS code the catalogue names is in the page's language; another keeps the head-end's text
    expect(within(registerList).getByText('Active energy import (A+), total:')).toBeTruthy();
    expect(within(registerList).getByText('Reactive energy:')).toBeTruthy();
    const phaseTable = await within(card('Voltages and currents')).findByRole('table');
    expect(within(phaseTable).getByText('231 V')).toBeTruthy();
    expect(within(phaseTable).getByText('Error: phase_missing')).toBeTruthy();
    expect(await within(card('Remote switch')).findByRole('button', { name: 'Meter control' })).toBeTruthy();

    fireEvent.click(within(card('Remote switch')).getByRole('button', { name: 'Meter control' }));
    expect(await screen.findByRole('dialog', { name: 'Meter control: M-10001' })).toBeTruthy();
  });

  it('each card shows loading, then its error or not-found text', async () => {
    const contracts = deferred<{ status?: number; body?: unknown }>();
    mockFetch(
      detailApi({
        [CONTRACTS]: () => contracts.promise,
        [EVENTS]: () => ({ status: 500, body: { error: 'generalError' } }),
        [REGISTERS]: () => ({ status: 500, body: { error: 'generalError' } }),
      }),
    );
    renderPage();
    await searchAndOpen();
    expect(
      within(await screen.findByRole('region', { name: 'Contract history' })).getByText('Loading…'),
    ).toBeTruthy();
    contracts.resolve({ status: 500, body: { error: 'generalError' } });
    expect(
      await within(card('Contract history')).findByText('Cannot load the location contracts.'),
    ).toBeTruthy();
    expect(await within(card('Meter events')).findByText('Cannot load the meter log.')).toBeTruthy();
    expect(await within(card('Meter registers')).findByText('Cannot load the registers.')).toBeTruthy();
  });

  it('empty answers show the not-found texts', async () => {
    mockFetch(
      detailApi({
        [CONTRACTS]: () => ({ body: [] }),
        [METERS]: () => ({ status: 404, body: { error: 'location_not_found' } }),
      }),
    );
    renderPage();
    await searchAndOpen();
    expect(
      await within(card('Contract history')).findByText('No contracts found for the usage place.'),
    ).toBeTruthy();
    expect(await within(card('Meter')).findByText('No meters found for the usage place.')).toBeTruthy();
    expect(within(card('Meter events')).getByText('No meter in use.')).toBeTruthy();
  });

  it('a meter the head-end does not reach (gas, water) is not asked for readings: its cards say so, no error', async () => {
    const api = mockFetch(
      detailApi({ [METERS]: () => ({ body: [makeMeter({ remoteControllable: false })] }) }),
    );
    renderPage(operator);
    await searchAndOpen();
    const note = "This meter's values cannot be read remotely.";
    expect(await within(card('Meter registers')).findByText(note, {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(card('Voltages and currents')).getByText(note)).toBeTruthy();
    expect(within(card('Remote switch')).getByText('This meter cannot be switched remotely.')).toBeTruthy();
    expect(screen.queryByText('Cannot load the registers.')).toBeNull();
    expect(api.callsTo(REGISTERS)).toHaveLength(0);
  });

  it('without meter control rights (the role, or the instance flag) the switch card says control is not allowed', async () => {
    const api = mockFetch(detailApi());
    renderPage(servant);
    await searchAndOpen();
    expect(await within(card('Remote switch')).findByText('Meter control is not allowed.')).toBeTruthy();
    expect(within(card('Remote switch')).queryByRole('button', { name: 'Meter control' })).toBeNull();
    expect(api.callsTo(CHECK)).toHaveLength(0);
  });

  it('a superuser in an instance without meter control gets the notice too', async () => {
    mockFetch(detailApi());
    renderPage(testUser({ username: 'root', roles: ['ROLE_SUPERUSER'] }), false);
    await searchAndOpen();
    expect(await within(card('Remote switch')).findByText('Meter control is not allowed.')).toBeTruthy();
    expect(within(card('Remote switch')).queryByRole('button', { name: 'Meter control' })).toBeNull();
  });

  it('exports the selected rows, and only them, as CSV', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs: the download link's blob is caught here
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:export');
    URL.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    mockFetch(detailApi());
    renderPage();
    await screen.findByRole('switch', { name: 'Active usage places only' });
    search();
    await screen.findByRole('table', { name: 'Usage places found' }, { timeout: 15_000 });
    const exportButton = screen.getByRole('button', {
      name: 'Export selected as CSV (0)',
    }) as HTMLButtonElement;
    expect(exportButton.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Select usage place 2000002/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export selected as CSV (1)' }));
    expect(blobs).toHaveLength(1);
    const lines = (await blobs[0]!.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'Usage place number;GSRN;Customer;Address;Meter number;Meter installed;Measuring types;Contract valid',
    );
    expect(lines[1]).toMatch(/^2000002;;Virtanen Ville;Toinen tie 2, 00100 Helsinki;M-10001;;/);
  });

  it('adds the selected places, and numbers imported from a file, to a user found by name: a result per place', async () => {
    const ASSIGN = '/connector/v1/admin/location-management/assign';
    const user = {
      userInfo: {
        sub: 'sub-maija',
        name: 'Maija Meikäläinen',
        username: 'maija',
        phoneNumber: null,
        email: 'maija@example.fi',
        filledWithDummyData: false,
      },
      roles: ['ROLE_USER'],
      censored: false,
    };
    const api = mockFetch({
      ...detailApi(),
      // the box asks by username and by last name; only the last name finds her
      '/auth/list_instance_users?page=0&pageSize=50&sort=lastName&direction=asc': (call) => {
        const items = (call.body as { lastName?: string }).lastName === 'Meikäläinen' ? [user] : [];
        return { body: { items, total: items.length, page: 0, pageSize: 50 } };
      },
      [ASSIGN]: (call) => ({
        body: {
          results: (call.body as { locationNumbers: string[] }).locationNumbers.map((n, i) =>
            i === 0
              ? { locationNumber: n, status: 'saved' }
              : n === '9999999'
                ? { locationNumber: n, status: 'failed', error: 'location_not_found' }
                : { locationNumber: n, status: 'ok' },
          ),
        },
      }),
    });
    renderPage();
    await screen.findByRole('switch', { name: 'Active usage places only' });
    search();
    await screen.findByRole('table', { name: 'Usage places found' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Select usage place 2000001/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Select usage place 2000002/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add selected to a user (2)' }));
    // Fluent's focus trap (tabster) may leave aria-hidden on the dialog in jsdom: its parts are found hidden too
    const hidden = true;
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Add usage places to a user', hidden },
      { timeout: 15_000 },
    );
    const list = within(dialog).getByRole('textbox', {
      name: /Usage place numbers/,
      hidden,
    }) as HTMLTextAreaElement;
    expect(list.value).toBe('2000001\n2000002');
    // nobody chosen yet: nothing is sent
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 places to the user', hidden }));
    expect(await within(dialog).findByText('Find and choose the user the places are added to.')).toBeTruthy();
    expect(api.callsTo(ASSIGN)).toHaveLength(0);
    // a CSV with a header row and one more number, read from a file
    const file = new File(
      ['Usage place number;Address\r\n2000001;x\r\n9999999;y\r\n2000002;z'],
      'places.csv',
      {
        type: 'text/csv',
      },
    );
    fireEvent.change(within(dialog).getByLabelText('Import from a file'), { target: { files: [file] } });
    await waitFor(() => expect(list.value).toContain('9999999'));
    // added to the selection, not in its place; the file's repeats of it are added once
    expect(list.value.startsWith('2000001\n2000002\n')).toBe(true);
    expect(within(dialog).getByText(/2 repeated numbers will be added once/)).toBeTruthy();
    expect(within(dialog).getByText(/One line is not a usage place number/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Find the user/, hidden }), {
      target: { value: 'Meikäläinen' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Find', hidden }));
    const maija = (await within(dialog).findByRole('radio', {
      name: /Maija Meikäläinen/,
      hidden,
    })) as HTMLInputElement;
    // the one user found is chosen
    expect(maija.checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 3 places to the user', hidden }));
    await within(dialog).findByText(
      "Maija Meikäläinen: 1 saved, 1 already the user's, 1 failed.",
      {},
      { timeout: 15_000 },
    );
    const [call] = api.callsTo(ASSIGN);
    expect(call?.headers['Target-User']).toBe('sub-maija');
    expect(call?.body).toEqual({ locationNumbers: ['2000001', '2000002', '9999999'] });
    const results = await within(dialog).findByRole(
      'table',
      { name: 'Added usage places', hidden },
      { timeout: 15_000 },
    );
    expect(within(results).getByText('Saved')).toBeTruthy();
    expect(within(results).getByText("OK: already the user's")).toBeTruthy();
    expect(within(results).getByText('Failed: no such usage place')).toBeTruthy();
    expect(within(results).getByText('Kotikatu 1, 33100 Tampere')).toBeTruthy();
  });

  it("meter control staff search places but are not offered adding them to users, nor a user's reports", async () => {
    mockFetch(detailApi());
    renderPage(operator);
    await screen.findByRole('switch', { name: 'Active usage places only' });
    search();
    const table = await screen.findByRole('table', { name: 'Usage places found' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: /to a user/ })).toBeNull();
    // the reports dialog is the staff view of the customer pages, which their role does not open
    expect(within(table).queryByRole('columnheader', { name: 'Reports' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /report/i })).toBeNull();
  });
});
