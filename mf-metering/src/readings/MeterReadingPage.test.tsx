import { SELF, targetUser } from '@portal/shared';
import type { MeterReadingLocation, ReadingInput, ReadingSeries } from '@portal/shared/api/meterReadings';
import { IDEMPOTENCY_KEY_PATTERN, PHOTO_MAX_BYTES } from '@portal/shared/api/meterReadings';
import { fromHelsinkiWallTime, helsinkiDay } from '@portal/shared/calendar';
import {
  deferred,
  mockFetch,
  renderModule,
  type Answer,
  type Handler,
  type RenderModuleOptions,
} from '@portal/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteReadingPath, METER_READINGS_PATH, SERIES_PATH, seriesPath } from '../api';
import meteringModule from '../module';
import { daysAgo, makeEntry, makeLocation, makePoint, makeSeries } from './fixtures';
import { MeterReadingPage } from './MeterReadingPage';

const LOCATIONS_PATH = `${METER_READINGS_PATH}/locations`;
const URL = '/demo1/en-US/online/meter-reading-input';

const pathOf = (location: MeterReadingLocation, registerId = location.measuringPoints[0]!.registerId) =>
  seriesPath({ locationCode: location.locationCode, registerId, from: location.salesContractValidFrom });

interface Setup {
  locations?: MeterReadingLocation[];
  /** the answers of each series call of the first location's first point, the last one repeated */
  series?: Array<ReadingSeries | (() => Answer)>;
  save?: Handler;
  handlers?: Record<string, Handler>;
  options?: RenderModuleOptions;
}

function setup({ locations = [makeLocation()], series = [], save, handlers = {}, options = {} }: Setup = {}) {
  const first = locations[0];
  let seriesCalls = 0;
  const routes: Record<string, Handler> = { [LOCATIONS_PATH]: () => ({ body: locations }) };
  for (const location of locations)
    for (const point of location.measuringPoints)
      routes[pathOf(location, point.registerId)] = () => ({
        body: makeSeries([], [], location, point.registerId),
      });
  if (first && series.length > 0)
    routes[pathOf(first)] = () => {
      const answer = series[Math.min(seriesCalls, series.length - 1)]!;
      seriesCalls += 1;
      return typeof answer === 'function' ? answer() : { body: answer };
    };
  routes[SERIES_PATH] =
    save ??
    ((call) => ({
      body: {
        entry: makeEntry(0, 0, { isoTimestamp: (call.body as ReadingInput).isoTimestamp }),
        replayed: false,
      },
    }));
  const api = mockFetch({ ...routes, ...handlers });
  const view = renderModule(meteringModule, <MeterReadingPage subject={SELF} />, { url: URL, ...options });
  return { api, view, puts: () => api.calls.filter((call) => call.method === 'PUT') };
}

const valueInput = () => screen.getByRole('textbox', { name: /^Reading \(/ }) as HTMLInputElement;
const noteInput = () => screen.getByRole('textbox', { name: /^Note/ }) as HTMLTextAreaElement;
const type = (value: string) => fireEvent.change(valueInput(), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
/** the readings table once the series has come (and React has done what it scheduled) */
const table = async () => {
  const found = await screen.findByRole('table', { name: 'Meter readings' });
  await act(async () => undefined);
  return found;
};
/** the body rows' texts, top to bottom */
const rowTexts = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
/** what the field says about its input: its hint and validation message */
const errorOf = (input: HTMLElement) => {
  const ids = `${input.getAttribute('aria-describedby') ?? ''} ${input.getAttribute('aria-errormessage') ?? ''}`;
  return ids
    .split(' ')
    .map((part) => document.getElementById(part)?.textContent ?? '')
    .join(' ');
};

/** a series of a point (counter values around 800) a customer reads every month */
const monthly = () =>
  makeSeries([
    makeEntry(daysAgo(10), 812.5, { note: 'Read by me' }),
    makeEntry(daysAgo(40), 782.5),
    makeEntry(daysAgo(70), 752.5),
  ]);

describe('MeterReadingPage: locations and the series', () => {
  it('chooses the first location and its first measuring point and reads its series from salesContractValidFrom', async () => {
    const { api } = setup({ series: [monthly()] });
    expect(await rowTexts()).toHaveLength(3);
    expect(api.callsTo(`${SERIES_PATH}?locationCode=2011425&registerId=R-1&from=2024-03-01`)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Meter readings' })).toBeTruthy();
    const [newest] = await rowTexts();
    expect(newest).toContain('2011425');
    expect(newest).toContain('812.5');
    expect(newest).toContain('Read by me');
  });

  it('changing the location selects its first measuring point and reloads the series from its salesContractValidFrom', async () => {
    const cabin = makeLocation({
      locationCode: '3000001',
      locationAddress: 'Rantatie 5, 35800 Mänttä',
      salesContractValidFrom: '2025-06-15',
      measuringPoints: [
        makePoint({ registerId: 'C-1', measuringPointType: 'heatEnergy', unit: 'MWh' }),
        makePoint({ registerId: 'C-2' }),
      ],
    });
    const { api } = setup({ locations: [makeLocation(), cabin], series: [monthly()] });
    await rowTexts();
    fireEvent.click(screen.getByRole('combobox', { name: 'Location' }));
    fireEvent.click(screen.getByRole('option', { name: 'Rantatie 5, 35800 Mänttä (3000001)' }));
    await waitFor(() =>
      expect(api.callsTo(`${SERIES_PATH}?locationCode=3000001&registerId=C-1&from=2025-06-15`)).toHaveLength(
        1,
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Measuring point' }).textContent).toContain(
      'Heat energy, MWh (C-1)',
    );
  });

  it('with 10 locations or more the location is an autocomplete, below 10 a select', async () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      makeLocation({ locationCode: `20000${i}`, locationAddress: `Katu ${i}, Tampere` }),
    );
    setup({ locations: many });
    const picker = await screen.findByRole('combobox', { name: 'Location' });
    expect(picker.tagName).toBe('INPUT');
  });

  it('with no locations: a message and an add location button to the account locations tab', async () => {
    setup({
      locations: [],
      options: { flags: { allowUserMappedLocationsManually: true, sharedLocations: true } },
    });
    expect(await screen.findByText(/You have no locations for meter readings yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a usage place' }).getAttribute('href')).toBe(
      '/demo1/en-US/account/locations',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('an automatic measuring point (Automaattinen) disables the input and says readings are collected automatically, monthly', async () => {
    const location = makeLocation({ measuringPoints: [makePoint({ aquisitionMethod: 'Automaattinen' })] });
    setup({ locations: [location], series: [monthly()] });
    expect(await screen.findByText(/collected automatically once a month/)).toBeTruthy();
    expect(valueInput().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await rowTexts();
    expect(screen.queryByRole('button', { name: /^Edit the reading/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete the reading/ })).toBeNull();
  });
});

describe('MeterReadingPage: a staff member’s view of a customer', () => {
  it('reads through the admin variant with Target-User and shows the readings without the means to change them', async () => {
    const location = makeLocation();
    const adminSeries = pathOf(location).replace('/connector/v1/', '/connector/v1/admin/');
    const api = mockFetch({
      [`/connector/v1/admin/meter-readings/locations`]: () => ({ body: [location] }),
      [adminSeries]: () => ({ body: monthly() }),
    });
    renderModule(meteringModule, <MeterReadingPage subject={targetUser('sub-9')} />, { url: URL });
    expect(await rowTexts()).toHaveLength(3);
    expect(api.callsTo(adminSeries)[0]!.headers['Target-User']).toBe('sub-9');
    expect(screen.getByText(/Readings are entered by the customer/)).toBeTruthy();
    expect(valueInput().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /^Edit the reading/ })).toBeNull();
  });
});

describe('MeterReadingPage: the value rules (spec customer-area 5) through the form', () => {
  const withPoint = (point: Partial<Parameters<typeof makePoint>[0]>) =>
    setup({ locations: [makeLocation({ measuringPoints: [makePoint(point)] })], series: [makeSeries([])] });

  it('"12,5" on a point with fraction digits is accepted and saved as 12.5', async () => {
    const { puts } = withPoint({ fractionDigitCount: 1 });
    await table();
    type('12,5');
    expect(valueInput().getAttribute('aria-invalid')).not.toBe('true');
    save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({
      value: '12,5',
      kind: 'reading',
      locationCode: '2011425',
      registerId: 'R-1',
    });
  });

  it('a point with fraction digits needs the decimal point: "12" shows the decimal schema message', async () => {
    withPoint({ fractionDigitCount: 2, integerDigitCount: 6 });
    await table();
    type('12');
    expect(errorOf(valueInput())).toContain(
      'at most 6 digits before it, no leading zero, and 1 to 2 digits after it',
    );
  });

  it('"1.23456" is refused with 4 fraction digits', async () => {
    withPoint({ fractionDigitCount: 4 });
    await table();
    type('1.23456');
    expect(errorOf(valueInput())).toContain('1 to 4 digits after it');
    type('1.2345');
    expect(errorOf(valueInput())).not.toContain('digits after it');
  });

  it('"007" is refused on an integer point (integer schema) and by the default rule', async () => {
    withPoint({ integerDigitCount: 5 });
    await table();
    type('007');
    expect(errorOf(valueInput())).toContain('whole number of at most 5 digits');
  });

  it('the default rule takes 11 integer digits and refuses 12', async () => {
    withPoint({});
    await table();
    type('007');
    expect(errorOf(valueInput())).toContain('without a leading zero, with at most 11 digits');
    type('123456789012');
    expect(errorOf(valueInput())).toContain('at most 11 digits before the decimal separator and 4 after it');
    type('12345678901');
    expect(errorOf(valueInput())).not.toContain('at most 11 digits');
  });

  it('empty input clears the error', async () => {
    withPoint({});
    await table();
    type('007');
    expect(valueInput().getAttribute('aria-invalid')).toBe('true');
    type('');
    expect(valueInput().getAttribute('aria-invalid')).not.toBe('true');
    expect(errorOf(valueInput())).not.toContain('leading zero');
  });

  it('an invalid reading cannot be saved: the validation error modal, and no call', async () => {
    const { puts } = withPoint({ integerDigitCount: 5 });
    await table();
    type('007');
    save();
    const modal = await screen.findByRole('alertdialog', { name: 'The reading cannot be saved' });
    expect(within(modal).getByText(/whole number of at most 5 digits/)).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'OK', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(puts()).toHaveLength(0);
  });

  it('saving an empty reading shows the validation error modal', async () => {
    const { puts } = withPoint({});
    await table();
    save();
    const modal = await screen.findByRole('alertdialog', { name: 'The reading cannot be saved' });
    expect(within(modal).getByText('Enter the reading.')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('a reading date in the future cannot be saved', async () => {
    const { puts } = withPoint({});
    await table();
    const [year, month, day] = helsinkiDay(new Date(Date.now() + 2 * 86_400_000))
      .split('-')
      .map(Number);
    const date = screen.getByRole('combobox', { name: 'Reading date' });
    fireEvent.change(date, { target: { value: `${month}/${day}/${year}` } });
    fireEvent.blur(date);
    type('12');
    save();
    const modal = await screen.findByRole('alertdialog', { name: 'The reading cannot be saved' });
    expect(within(modal).getByText('The reading date cannot be in the future.')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });
});

describe('MeterReadingPage: the reading time', () => {
  it('is written in the page’s language on a 24-hour clock and read back as Helsinki time (Finnish: 1.12.2025 and 14.30)', async () => {
    const { puts } = setup({ series: [makeSeries([])], options: { language: 'fi-FI' } });
    await screen.findByRole('table', { name: 'Mittarilukemat' });
    await act(async () => undefined);
    const date = screen.getByRole('combobox', { name: 'Lukeman päivämäärä' }) as HTMLInputElement;
    const time = screen.getByRole('textbox', { name: /^Lukeman päivämäärä, kellonaika/ }) as HTMLInputElement;
    expect(date.value).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
    expect(time.value).toMatch(/^\d{1,2}\.\d{2}$/);
    const [year, month, day] = helsinkiDay(new Date(Date.now() - 3 * 86_400_000))
      .split('-')
      .map(Number) as [number, number, number];
    fireEvent.change(date, { target: { value: `${day}.${month}.${year}` } });
    fireEvent.blur(date);
    fireEvent.change(time, { target: { value: '14:30' } });
    fireEvent.blur(time);
    expect(time.value).toBe('14.30');
    fireEvent.change(screen.getByRole('textbox', { name: /^Lukema \(/ }), { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect((puts()[0]!.body as ReadingInput).isoTimestamp).toBe(
      fromHelsinkiWallTime({ year, month, day, hour: 14, minute: 30 }).toISOString(),
    );
  });

  it('a time that is not one says how to write it', async () => {
    setup({ series: [makeSeries([])] });
    await table();
    const time = screen.getByRole('textbox', { name: /^Reading date, time/ });
    fireEvent.change(time, { target: { value: '25.99' } });
    fireEvent.blur(time);
    expect(await screen.findByText('Enter the time in 24-hour form, for example 14:30.')).toBeTruthy();
  });
});

describe('MeterReadingPage: saving', () => {
  it('inserts a spinner row in descending key order, PUTs, reloads and resets the form to now with empty value and note', async () => {
    const held = deferred<{ status?: number; body?: unknown }>();
    const after = makeSeries([makeEntry(daysAgo(0.01), 822.5), ...monthly().entries]);
    const { api, puts } = setup({ series: [monthly(), after], save: () => held.promise });
    await table();
    type('822,5');
    fireEvent.change(noteInput(), { target: { value: 'Kitchen meter' } });
    save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    const rows = await rowTexts();
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('Saving…');
    expect(rows[0]).toContain('822.5');
    expect(rows.slice(1).map((row) => row.match(/\d{3}\.5/)?.[0])).toEqual(['812.5', '782.5', '752.5']);
    const body = puts()[0]!.body as ReadingInput;
    expect(body).toMatchObject({ value: '822,5', note: 'Kitchen meter', kind: 'reading' });
    expect(body.sendForReview).toBeUndefined();
    expect(Date.parse(body.isoTimestamp)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(body.isoTimestamp)).toBeLessThan(5 * 60_000);
    expect(puts()[0]!.headers['Idempotency-Key']).toMatch(IDEMPOTENCY_KEY_PATTERN);

    await act(async () => held.resolve({ body: { entry: after.entries[0], replayed: false } }));
    await waitFor(() => expect(api.callsTo(pathOf(makeLocation()))).toHaveLength(2));
    await waitFor(async () => expect((await rowTexts()).some((row) => row.includes('Saving…'))).toBe(false));
    expect(await rowTexts()).toHaveLength(4);
    await waitFor(() => expect(valueInput().value).toBe(''));
    expect(noteInput().value).toBe('');
  });

  it('a failed save removes the spinner row, tells why, keeps the form, and Retry resends with the same Idempotency-Key', async () => {
    let answer: Answer = { status: 500, body: { error: 'general_error' } };
    const { puts } = setup({ series: [monthly()], save: () => answer });
    await table();
    type('822.5');
    save();
    expect(await screen.findByText('Saving the reading failed')).toBeTruthy();
    expect((await rowTexts()).some((row) => row.includes('Saving…'))).toBe(false);
    expect(await rowTexts()).toHaveLength(3);
    expect(valueInput().value).toBe('822.5');
    answer = { body: { entry: makeEntry(daysAgo(0), 822.5), replayed: true } };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.headers['Idempotency-Key']).toBe(puts()[0]!.headers['Idempotency-Key']);
    await waitFor(() => expect(valueInput().value).toBe(''));
  });

  it('each new save attempt has its own Idempotency-Key', async () => {
    const { puts } = setup({ series: [monthly()] });
    await table();
    type('822.5');
    save();
    await waitFor(() => expect(valueInput().value).toBe(''));
    type('823.5');
    save();
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.headers['Idempotency-Key']).not.toBe(puts()[0]!.headers['Idempotency-Key']);
  });

  it('server refusals are told in the page language: 400 rules, 403 automatic point, 409 an existing reading', async () => {
    let answer: Answer = {
      status: 400,
      body: { error: 'validations_fail', details: { fields: [{ field: 'isoTimestamp', rule: 'future' }] } },
    };
    setup({ series: [monthly()], save: () => answer });
    await table();
    type('822.5');
    save();
    expect(await screen.findByText(/The reading date cannot be in the future\./)).toBeTruthy();
    answer = { status: 403, body: { error: 'automatic_measuring_point' } };
    save();
    expect(await screen.findByText(/collected automatically and cannot be entered/)).toBeTruthy();
    answer = { status: 409, body: { error: 'reading_exists' } };
    save();
    expect(await screen.findByText(/There is already a reading at this time/)).toBeTruthy();
  });

  it('a 409 reading_implausible the form did not foresee opens the review question', async () => {
    let answer: Answer = {
      status: 409,
      body: { error: 'reading_implausible', details: { flags: ['aboveNext'] } },
    };
    const { puts } = setup({ series: [monthly()], save: () => answer });
    await table();
    type('822.5');
    save();
    const modal = await screen.findByRole('alertdialog', { name: 'Check the reading' });
    expect(within(modal).getByText('The reading is greater than the next reading.')).toBeTruthy();
    answer = { body: { entry: makeEntry(daysAgo(0), 822.5), replayed: false } };
    fireEvent.click(within(modal).getByRole('button', { name: 'Send for review', hidden: true }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.body).toMatchObject({ sendForReview: true });
    expect(puts()[1]!.headers['Idempotency-Key']).not.toBe(puts()[0]!.headers['Idempotency-Key']);
  });
});

describe('MeterReadingPage: the less than warning and the plausibility checks', () => {
  it('a value below the latest earlier reading asks first; cancel does not save', async () => {
    const { puts } = setup({ series: [monthly()] });
    await table();
    type('800');
    save();
    const modal = await screen.findByRole('alertdialog', {
      name: 'The reading is less than the previous one',
    });
    expect(
      within(modal).getByText(/The reading 800 is less than the previous reading 812\.5 of/),
    ).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(puts()).toHaveLength(0);
    expect(valueInput().value).toBe('800');
  });

  it('yes saves: sent for review with the note and a photo of the meter', async () => {
    const { puts } = setup({ series: [monthly()] });
    await table();
    type('800');
    fireEvent.change(noteInput(), { target: { value: 'New battery' } });
    save();
    const modal = await screen.findByRole('alertdialog', {
      name: 'The reading is less than the previous one',
    });
    const note = within(modal).getByRole('textbox', {
      name: 'Note for the utility',
      hidden: true,
    }) as HTMLTextAreaElement;
    expect(note.value).toBe('New battery');
    fireEvent.change(note, { target: { value: 'The display shows 800' } });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'meter.png', { type: 'image/png' });
    fireEvent.change(within(modal).getByLabelText('Photo of the meter (optional)'), {
      target: { files: [photo] },
    });
    const yes = within(modal).getByRole('button', { name: 'Yes, save', hidden: true });
    await waitFor(() => expect(yes.hasAttribute('disabled')).toBe(false));
    fireEvent.click(yes);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({
      value: '800',
      kind: 'reading',
      sendForReview: true,
      note: 'The display shows 800',
      photo: 'data:image/png;base64,iVBORw==',
    });
  });

  it('a photo over 3 MB is refused with a message', async () => {
    setup({ series: [monthly()] });
    await table();
    type('800');
    save();
    const modal = await screen.findByRole('alertdialog', {
      name: 'The reading is less than the previous one',
    });
    const big = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'meter.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(modal).getByLabelText('Photo of the meter (optional)'), {
      target: { files: [big] },
    });
    expect(
      await within(modal).findByText('The photo is larger than 3 MB. Choose a smaller one.'),
    ).toBeTruthy();
  });

  describe('a counter that wraps (5 integer digits, 45 a day)', () => {
    const counter = makeLocation({ measuringPoints: [makePoint({ integerDigitCount: 5 })] });
    const wrapping = () =>
      makeSeries([
        makeEntry(daysAgo(2), 99_900),
        makeEntry(daysAgo(12), 99_450),
        makeEntry(daysAgo(22), 99_000),
      ]);

    it('a drop that fits a counter wrap is offered as a rollover, saved as kind rollover without review', async () => {
      const { puts } = setup({ locations: [counter], series: [wrapping()] });
      await table();
      type('30');
      save();
      const modal = await screen.findByRole('alertdialog', {
        name: 'The reading is less than the previous one',
      });
      expect(within(modal).getByText(/started again from zero \(100,000\)/)).toBeTruthy();
      fireEvent.click(within(modal).getByRole('button', { name: 'The counter rolled over', hidden: true }));
      await waitFor(() => expect(puts()).toHaveLength(1));
      expect(puts()[0]!.body).toMatchObject({ value: '30', kind: 'rollover' });
      expect((puts()[0]!.body as ReadingInput).sendForReview).toBeUndefined();
    });

    it('a drop that does not fit a wrap is not offered as a rollover', async () => {
      setup({ locations: [counter], series: [wrapping()] });
      await table();
      type('60000');
      save();
      const modal = await screen.findByRole('alertdialog', {
        name: 'The reading is less than the previous one',
      });
      expect(
        within(modal).queryByRole('button', { name: 'The counter rolled over', hidden: true }),
      ).toBeNull();
      expect(within(modal).getByRole('button', { name: 'The meter was changed', hidden: true })).toBeTruthy();
    });

    it('the meter was changed: saved as a new meter’s first reading', async () => {
      const { puts } = setup({ locations: [counter], series: [wrapping()] });
      await table();
      type('60000');
      save();
      const modal = await screen.findByRole('alertdialog', {
        name: 'The reading is less than the previous one',
      });
      fireEvent.click(within(modal).getByRole('button', { name: 'The meter was changed', hidden: true }));
      await waitFor(() => expect(puts()).toHaveLength(1));
      expect(puts()[0]!.body).toMatchObject({ value: '60000', kind: 'meterChange' });
    });
  });

  it('shows the expected range before typing and flags a value outside it', async () => {
    setup({ series: [monthly()] });
    await table();
    // 1 a day over the last 60 days, 10 days since 812.5: about 822.5, between 817.5 and 827.5
    const field = valueInput();
    expect(errorOf(field)).toContain('Expected now: about 822.5 (between 817.5 and 827.5)');
    type('900');
    expect(errorOf(field)).toContain('outside the expected range 817.5–827.5');
    type('822');
    expect(errorOf(field)).not.toContain('outside the expected range');
  });

  it('above the expected range: send for review or cancel', async () => {
    const { puts } = setup({ series: [monthly()] });
    await table();
    type('900');
    save();
    const modal = await screen.findByRole('alertdialog', { name: 'Check the reading' });
    expect(
      within(modal).getByText('The reading 900 is outside the expected range 817.5–827.5.'),
    ).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Send for review', hidden: true }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({
      value: '900',
      kind: 'reading',
      sendForReview: true,
      photo: null,
    });
  });
});

describe('MeterReadingPage: the table', () => {
  it('shows each reading’s review status and a camera when it has a photo', async () => {
    setup({
      series: [
        makeSeries([
          makeEntry(daysAgo(5), 830, {
            review: { status: 'pending', flags: ['outsideExpected'], reason: null, decidedAt: null },
            hasPhoto: true,
          }),
          makeEntry(daysAgo(10), 812.5, {
            review: {
              status: 'rejected',
              flags: ['belowPrevious'],
              reason: 'Photo unreadable',
              decidedAt: null,
            },
          }),
          makeEntry(daysAgo(40), 782.5, {
            kind: 'meterChange',
            review: { status: 'accepted', flags: ['belowPrevious'], reason: null, decidedAt: null },
          }),
        ]),
      ],
    });
    const rows = await rowTexts();
    expect(rows[0]).toContain('Waiting for review');
    expect(rows[1]).toContain('Rejected: Photo unreadable');
    expect(rows[2]).toContain('Meter changed');
    expect(rows[2]).toContain('Accepted');
    const photo = screen.getByRole('link', { name: 'Photo of the meter' });
    expect(photo.getAttribute('href')).toBe(
      `${METER_READINGS_PATH}/photo?locationCode=2011425&registerId=R-1&key=${daysAgo(5)}`,
    );
  });

  it('edit fills the form with the row’s data and saves it in place of the entry', async () => {
    const { puts } = setup({ series: [monthly()] });
    await table();
    const [newest] = within(await table())
      .getAllByRole('row')
      .slice(1);
    fireEvent.click(within(newest!).getByRole('button', { name: /^Edit the reading/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Edit the meter reading' })).toBeTruthy();
    expect(valueInput().value).toBe('812.5');
    expect(noteInput().value).toBe('Read by me');
    type('813.5');
    save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({
      value: '813.5',
      replacesKey: daysAgo(10),
      isoTimestamp: new Date(daysAgo(10) * 1000).toISOString(),
    });
  });

  it('cancel resets the form', async () => {
    setup({ series: [monthly()] });
    await table();
    fireEvent.click(screen.getAllByRole('button', { name: /^Edit the reading/ })[0]!);
    await waitFor(() => expect(valueInput().value).toBe('812.5'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(valueInput().value).toBe(''));
    expect(screen.getByRole('heading', { level: 2, name: 'Enter a meter reading' })).toBeTruthy();
  });

  it('delete asks to confirm, shows the row’s spinner, deletes and reloads', async () => {
    const held = deferred<{ status?: number; body?: unknown }>();
    const key = daysAgo(40);
    const path = deleteReadingPath({ locationCode: '2011425', registerId: 'R-1', key });
    const remaining = makeSeries(monthly().entries.filter((entry) => entry.key !== key));
    const { api } = setup({ series: [monthly(), remaining], handlers: { [path]: () => held.promise } });
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    fireEvent.click(within(rows[1]!).getByRole('button', { name: /^Delete the reading/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the reading?' });
    expect(within(confirm).getByText(/The reading 782\.5 of .* will be deleted\./)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(1));
    expect(api.callsTo(path)[0]!.method).toBe('DELETE');
    const busy = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(within(busy[1]!).getByText('Deleting…')).toBeTruthy();
    expect(within(busy[0]!).queryByText('Deleting…')).toBeNull();
    await act(async () => held.resolve({ status: 204 }));
    await waitFor(async () => expect(await rowTexts()).toHaveLength(2));
    expect(api.callsTo(pathOf(makeLocation()))).toHaveLength(2);
  });

  it('a failed delete keeps the row and says why in this page’s words', async () => {
    const key = daysAgo(10);
    const path = deleteReadingPath({ locationCode: '2011425', registerId: 'R-1', key });
    setup({
      series: [monthly()],
      handlers: { [path]: () => ({ status: 404, body: { error: 'reading_not_found' } }) },
    });
    await table();
    fireEvent.click(screen.getAllByRole('button', { name: /^Delete the reading/ })[0]!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the reading?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }));
    expect(
      await screen.findByText('The reading was not found. It may have been deleted already.'),
    ).toBeTruthy();
    expect(screen.getByText('Deleting the reading failed')).toBeTruthy();
    expect(await rowTexts()).toHaveLength(3);
    expect((await rowTexts()).some((row) => row.includes('Deleting…'))).toBe(false);
  });

  it('cancelling the delete confirmation deletes nothing', async () => {
    const { api } = setup({ series: [monthly()] });
    await table();
    fireEvent.click(screen.getAllByRole('button', { name: /^Delete the reading/ })[0]!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the reading?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });
});
