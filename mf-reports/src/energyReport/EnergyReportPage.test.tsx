import { SELF, type UsagePlace } from '@portal/shared';
import { deferred, mockFetch, renderModule, type Handler, type TestFlags } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHART_PATH, REPORT_OPTIONS_PATH } from './api';
import type { EnergyChartProps } from './contracts';
import { EnergyReportPage } from './EnergyReportPage';
import {
  chartResponse,
  electricityPlace,
  emptyChartResponse,
  heatPlace,
  makeOptions,
  makeUsagePlace,
  waterPlace,
} from './state/fixtures';
import reportsModule from '../module';

// The chart draws on a canvas; here it only shows what the page hands it and lets a test click a bucket.
const chartProps = vi.hoisted(() => ({ last: null as EnergyChartProps | null }));
vi.mock('./chart/EnergyChart', () => ({
  preloadEnergyChart: () => undefined,
  EnergyChart: (props: EnergyChartProps) => {
    chartProps.last = props;
    return (
      <div data-tour="chart" data-testid="chart">
        {props.buckets.map((bucket, index) =>
          props.onDrillDown ? (
            <button key={bucket.label} type="button" onClick={() => props.onDrillDown!(index)}>
              {`drill ${bucket.label}`}
            </button>
          ) : null,
        )}
      </div>
    );
  },
}));

// 12:00 in Helsinki
const NOW = new Date('2025-06-15T09:00:00.000Z');

let stopSaga: () => void = () => undefined;

function renderPage(
  options: {
    places?: UsagePlace[];
    chart?: Handler;
    flags?: TestFlags;
    language?: 'fi-FI' | 'en-US';
  } = {},
) {
  const fetch = mockFetch({
    [REPORT_OPTIONS_PATH]: () => ({
      body: makeOptions(options.places ?? [electricityPlace, heatPlace, waterPlace]),
    }),
    [CHART_PATH]: options.chart ?? (() => ({ body: chartResponse })),
  });
  const view = renderModule(reportsModule, <EnergyReportPage subject={SELF} />, {
    flags: options.flags,
    language: options.language,
  });
  stopSaga = view.stopSaga;
  return { ...view, ...fetch };
}

/** waits for the n-th chart call and returns it */
async function chartCall(callsTo: ReturnType<typeof mockFetch>['callsTo'], n: number) {
  await waitFor(() => expect(callsTo(CHART_PATH).length).toBeGreaterThanOrEqual(n));
  return callsTo(CHART_PATH)[n - 1]!;
}

/** a date typed into a date input as the page's language writes it, committed as on leaving the field */
function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}
const dateValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const shownPeriod = () => screen.getByTestId('report-interval').textContent;

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

async function chooseOption(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  chartProps.last = null;
});
afterEach(() => {
  stopSaga();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EnergyReportPage', () => {
  it('shows the breadcrumb from home, the heading and the default selection, and asks for the chart', async () => {
    const { callsTo } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Energy report' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Home')).toBeTruthy();
    expect(within(breadcrumb).getByText('Energy report').closest('[aria-current="page"]')).toBeTruthy();

    const call = await chartCall(callsTo, 1);
    expect(call.headers).toMatchObject({
      'X-Customer-Code': '100001',
      'X-Location-Code': '2086147',
      'X-Grid-Id': '2',
    });
    expect(call.body).toEqual({
      selectedEnergyType: 'heat',
      selectedBasicDetails: ['heatEnergy'],
      selectedAdditionalInformation: [],
      // whole days, ending yesterday in Helsinki
      interval: {
        selectedStartTimestamp: '2024-06-30T21:00:00.000Z',
        selectedEndTimestamp: '2025-06-14T21:00:00.000Z',
      },
      measurePeriod: 'month',
    });
    // the first place by address, its customer, its energy type, 1 year at month resolution
    expect(screen.getByRole('combobox', { name: 'Customer' }).textContent).toContain('Ville Mäkelä - 100001');
    expect(screen.getByRole('combobox', { name: 'Usage place' }).textContent).toContain(
      'Kirkkotie 48, 00530 Helsinki (2086147)',
    );
    expect(screen.getByRole('combobox', { name: 'Energy type' }).textContent).toContain('District heating');
    expect(pressed('1 year')).toBe('true');
    expect(pressed('Month')).toBe('true');
    expect(dateValue('Start date')).toBe('7/1/2024');
    expect(dateValue('End date')).toBe('6/14/2025');
    expect(shownPeriod()).toBe('7/1/2024 – 6/14/2025');
    expect(await screen.findByTestId('chart')).toBeTruthy();
  });

  it('marks the options, dates and navigation for the help tour', async () => {
    const { container, callsTo } = renderPage();
    await chartCall(callsTo, 1);
    await screen.findByTestId('chart');
    for (const target of [
      'locationSelect',
      'usagePlace',
      'energyType',
      'periodButtons',
      'resolutionButtons',
      'datePickers',
      'advancedSettings',
      'updateButton',
      'previousNext',
    ]) {
      expect(container.querySelectorAll(`[data-tour="${target}"]`), target).toHaveLength(1);
    }
  });

  it('a period preset asks for its interval and resolution', async () => {
    const { callsTo } = renderPage();
    await chartCall(callsTo, 1);
    fireEvent.click(screen.getByRole('button', { name: '1 month' }));
    const call = await chartCall(callsTo, 2);
    expect(call.body).toMatchObject({
      interval: {
        selectedStartTimestamp: '2025-05-14T21:00:00.000Z',
        selectedEndTimestamp: '2025-06-14T21:00:00.000Z',
      },
      measurePeriod: 'day',
    });
    expect(pressed('1 month')).toBe('true');
    expect(pressed('1 year')).toBe('false');
  });

  it('the resolution buttons offer only what the period allows', async () => {
    const { callsTo } = renderPage();
    await chartCall(callsTo, 1);
    const group = () => screen.getByRole('group', { name: 'Resolution' });
    const names = () =>
      within(group())
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(names()).toEqual(['Year', 'Month', 'Day', 'Hour']);
    fireEvent.click(screen.getByRole('button', { name: '5 years' }));
    expect(names()).toEqual(['Year', 'Month']);
    fireEvent.click(screen.getByRole('button', { name: '1 day' }));
    expect(names()).toEqual(['Day', 'Hour', '15 min']);
    fireEvent.click(within(group()).getByRole('button', { name: '15 min' }));
    const call = await chartCall(callsTo, 4);
    expect(call.body).toMatchObject({ measurePeriod: 'minutes_15' });
  });

  it('next is disabled at the present and says why; previous shifts, and then next is possible', async () => {
    const { callsTo } = renderPage();
    await chartCall(callsTo, 1);
    const next = screen.getByRole('button', { name: 'Next period' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    const reason = document.getElementById(next.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(reason?.textContent).toBe('The period reaches today; there is no later data.');
    fireEvent.click(next);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(CHART_PATH)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Previous period' }));
    const call = await chartCall(callsTo, 2);
    expect(call.body).toMatchObject({
      interval: {
        selectedStartTimestamp: '2023-06-30T21:00:00.000Z',
        selectedEndTimestamp: '2024-06-30T21:00:00.000Z',
      },
    });
    expect(shownPeriod()).toBe('7/1/2023 – 6/30/2024');
    expect(screen.getByRole('button', { name: 'Next period' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('1 day is yesterday in Helsinki, and the label, the dates and the call say the same', async () => {
    const { callsTo } = renderPage({ language: 'fi-FI' });
    await chartCall(callsTo, 1);
    fireEvent.click(screen.getByRole('button', { name: '1 päivä' }));
    expect((await chartCall(callsTo, 2)).body).toMatchObject({
      interval: {
        selectedStartTimestamp: '2025-06-13T21:00:00.000Z',
        selectedEndTimestamp: '2025-06-14T21:00:00.000Z',
      },
      measurePeriod: 'hour',
    });
    expect(shownPeriod()).toBe('14.6.2025 (eilen)');
    expect(dateValue('Alkupäivä')).toBe('14.6.2025');
    expect(dateValue('Loppupäivä')).toBe('14.6.2025');
    // next from yesterday is today so far, and then there is nothing later
    fireEvent.click(screen.getByRole('button', { name: 'Seuraava jakso' }));
    await chartCall(callsTo, 3);
    expect(shownPeriod()).toMatch(/^15\.6\.2025 \(tänään tähän mennessä\)$/);
    expect(screen.getByRole('button', { name: 'Seuraava jakso' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('a click on a chart bucket drills into it at the next finer resolution', async () => {
    const { callsTo } = renderPage();
    await chartCall(callsTo, 1);
    fireEvent.click(await screen.findByRole('button', { name: 'drill 2024-09' }));
    const call = await chartCall(callsTo, 2);
    expect(call.body).toMatchObject({
      interval: {
        selectedStartTimestamp: '2024-08-31T21:00:00.000Z',
        selectedEndTimestamp: '2024-09-30T21:00:00.000Z',
      },
      measurePeriod: 'day',
    });
    await screen.findByTestId('chart');
    expect(pressed('Day')).toBe('true');
    expect(dateValue('Start date')).toBe('9/1/2024');
    expect(dateValue('End date')).toBe('9/30/2024');
    expect(shownPeriod()).toBe('9/1/2024 – 9/30/2024');
  });

  it('the chart parts get the buckets of the interval that produced the answer', async () => {
    const { callsTo } = renderPage();
    await chartCall(callsTo, 1);
    await screen.findByTestId('chart');
    const props = chartProps.last!;
    expect(props.resolution).toBe('month');
    expect(props.buckets.map((b) => b.label)).toEqual([
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    expect(props.buckets.at(-1)!.end).toEqual(new Date('2025-06-14T21:00:00.000Z'));
    expect(props.placeLabel).toBe('Kirkkotie 48, 00530 Helsinki (2086147)');
    expect(props.onDrillDown).toBeTypeOf('function');
  });

  it('no drill is offered when the period allows no finer resolution', async () => {
    const { callsTo } = renderPage();
    await chartCall(callsTo, 1);
    fireEvent.click(screen.getByRole('button', { name: '1 day' }));
    await chartCall(callsTo, 2);
    fireEvent.click(screen.getByRole('button', { name: '15 min' }));
    await chartCall(callsTo, 3);
    await screen.findByTestId('chart');
    expect(chartProps.last!.onDrillDown).toBeUndefined();
  });

  it('while the chart loads a spinner with a label is shown', async () => {
    const held = deferred<{ body: unknown }>();
    const { callsTo } = renderPage({ chart: () => held.promise });
    await chartCall(callsTo, 1);
    expect(await screen.findByText('Loading the report…')).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
    held.resolve({ body: chartResponse });
    expect(await screen.findByTestId('chart')).toBeTruthy();
    expect(screen.queryByText('Loading the report…')).toBeNull();
  });

  it('no measurement data shows an info message instead of the chart', async () => {
    renderPage({ chart: () => ({ body: emptyChartResponse }) });
    expect(await screen.findByText('There is no measurement data for the chosen interval.')).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('a refused chart call shows the localized catalogue error with a retry', async () => {
    const answers: Handler[] = [
      () => ({ status: 404, body: { error: 'location_not_found' } }),
      () => ({ body: chartResponse }),
    ];
    const { callsTo } = renderPage({ chart: (call) => answers.shift()!(call) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The report could not be loaded.');
    expect(alert.textContent).toContain('The usage place was not found.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('chart')).toBeTruthy();
    expect(callsTo(CHART_PATH)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a server 400 interval code shows the same message as the browser check, in the dialog', async () => {
    renderPage({
      chart: () => ({
        status: 400,
        body: {
          error: 'maxPeriodExceeded',
          details: { resolution: 'day', maxPeriod: { amount: 1, unit: 'year' } },
        },
      }),
    });
    const dialog = await screen.findByRole('alertdialog');
    // the rule's text is fetched with its messages when first shown
    await waitFor(() =>
      expect(dialog.textContent).toContain('With the resolution day, the interval can be at most 1 year.'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain('With the resolution day, the interval can be at most 1 year.'),
    );
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it.each([
    ['an end before the start', { end: '6/1/2024' }, 'The end date is before the start date.'],
    [
      'a start before the usage place validity',
      { start: '6/1/2019' },
      "The interval is out of range: the usage place's data starts on 2/1/2020.",
    ],
    [
      // the refused end counts with the start typed next
      'an interval wholly before the validity',
      { end: '12/31/2018', start: '1/1/2018' },
      'The usage place has no active contract for the chosen interval.',
    ],
  ])(
    '%s is refused at the input: nothing is sent, and the label and chart stay as they were',
    async (_name, dates, message) => {
      const { callsTo } = renderPage();
      await chartCall(callsTo, 1);
      await screen.findByTestId('chart');
      const chartBefore = chartProps.last;
      for (const [field, text] of Object.entries(dates)) {
        typeDate(field === 'start' ? 'Start date' : 'End date', text);
      }
      const last = Object.keys(dates).at(-1) === 'start' ? 'Start date' : 'End date';
      await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
      expect(screen.getByLabelText(last).getAttribute('aria-invalid')).toBe('true');
      expect(dateValue(last)).toBe(Object.values(dates).at(-1));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(shownPeriod()).toBe('7/1/2024 – 6/14/2025');
      expect(chartProps.last).toBe(chartBefore);
      expect(callsTo(CHART_PATH)).toHaveLength(1);
    },
  );

  it('an emptied date says it is required instead of an earlier message', async () => {
    const { callsTo } = renderPage();
    await chartCall(callsTo, 1);
    typeDate('End date', '6/1/2024');
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy();
    typeDate('End date', '');
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
    expect(screen.queryByText('The end date is before the start date.')).toBeNull();
    expect(shownPeriod()).toBe('7/1/2024 – 6/14/2025');
  });

  it('the date inputs are inclusive Helsinki days: the end is the midnight after, capped at now', async () => {
    const { callsTo } = renderPage();
    await chartCall(callsTo, 1);
    typeDate('Start date', '3/1/2025');
    expect((await chartCall(callsTo, 2)).body).toMatchObject({
      interval: {
        selectedStartTimestamp: '2025-02-28T22:00:00.000Z',
        selectedEndTimestamp: '2025-06-14T21:00:00.000Z',
      },
    });
    typeDate('End date', '3/31/2025');
    expect((await chartCall(callsTo, 3)).body).toMatchObject({
      interval: {
        selectedStartTimestamp: '2025-02-28T22:00:00.000Z',
        selectedEndTimestamp: '2025-03-31T21:00:00.000Z',
      },
    });
    expect(shownPeriod()).toBe('3/1/2025 – 3/31/2025');
    typeDate('End date', '6/15/2025');
    expect((await chartCall(callsTo, 4)).body).toMatchObject({
      interval: { selectedEndTimestamp: expect.stringMatching(/^2025-06-15T09:00/) },
    });
    expect(shownPeriod()).toBe('3/1/2025 – 6/15/2025 (today so far)');
  });

  it('daily and finer date inputs start at 1970-01-02; none reaches past today', async () => {
    const { callsTo } = renderPage();
    await chartCall(callsTo, 1);
    typeDate('Start date', '6/16/2025');
    expect(screen.getByText('Choose a date up to 6/15/2025.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '1 month' }));
    await chartCall(callsTo, 2);
    typeDate('Start date', '1/1/1970');
    expect(screen.getByText('Choose a date from 1/2/1970 to 6/15/2025.')).toBeTruthy();
    expect(callsTo(CHART_PATH)).toHaveLength(2);
  });

  it('a range over the resolution limit is trimmed and a message says so', async () => {
    const { callsTo } = renderPage({ places: [electricityPlace] });
    await chartCall(callsTo, 1);
    fireEvent.click(screen.getByRole('button', { name: '1 month' }));
    await chartCall(callsTo, 2);
    typeDate('Start date', '1/1/2023');
    expect((await chartCall(callsTo, 3)).body).toMatchObject({
      interval: { selectedStartTimestamp: '2024-06-14T21:00:00.000Z' },
      measurePeriod: 'day',
    });
    expect(
      await screen.findByText(
        'The interval was too long for the resolution day, so its start was moved: the longest interval shown is 1 year.',
      ),
    ).toBeTruthy();
    expect(dateValue('Start date')).toBe('6/15/2024');
  });

  it('advanced settings: basic details and additional information go into the request; disabled ones explain why', async () => {
    const { callsTo } = renderPage({ places: [electricityPlace] });
    await chartCall(callsTo, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Advanced settings' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Electricity production (kWh)' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Spot price' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Comparison with the previous year' }));
    const usagePrice = screen.getByRole('switch', { name: 'Usage price' }) as HTMLInputElement;
    expect(usagePrice.disabled).toBe(true);
    expect(usagePrice.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText('No price information is available for this usage place.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Update report' }));
    expect((await chartCall(callsTo, 2)).body).toMatchObject({
      selectedBasicDetails: ['electricityP', 'electricityPMinus'],
      selectedAdditionalInformation: ['spotPrice', 'comparison'],
    });
  });

  it('the comparison switch is disabled when the interval is too long for it, and then not sent', async () => {
    const { callsTo } = renderPage({ places: [electricityPlace] });
    await chartCall(callsTo, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Advanced settings' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Comparison with the previous year' }));
    fireEvent.click(screen.getByRole('button', { name: 'Day' }));
    await chartCall(callsTo, 2);
    const comparison = screen.getByRole('switch', {
      name: 'Comparison with the previous year',
    }) as HTMLInputElement;
    expect(comparison.disabled).toBe(true);
    expect(
      screen.getByText('At this resolution the comparison is available for intervals of at most 31 days.'),
    ).toBeTruthy();
    expect((await chartCall(callsTo, 2)).body).toMatchObject({ selectedAdditionalInformation: [] });
  });

  it('the energy type select hides a type that has only electricityQ', async () => {
    const { callsTo } = renderPage();
    await chartCall(callsTo, 1);
    await chooseOption('Usage place', 'Puistokatu 39, 00530 Helsinki (2320321)');
    await chartCall(callsTo, 2);
    fireEvent.click(screen.getByRole('combobox', { name: 'Energy type' }));
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Water']);
  });

  it('choosing a usage place asks for its chart', async () => {
    const { callsTo } = renderPage();
    await chartCall(callsTo, 1);
    await chooseOption('Usage place', 'Peltotie 20, 00530 Helsinki (2011425)');
    const call = await chartCall(callsTo, 2);
    expect(call.headers).toMatchObject({ 'X-Location-Code': '2011425', 'X-Grid-Id': '1' });
    expect(call.body).toMatchObject({
      selectedEnergyType: 'electricity',
      selectedBasicDetails: ['electricityP'],
    });
  });

  describe('customer picker', () => {
    const anonymous = makeUsagePlace({
      locationCode: '3000',
      gridId: 4,
      customerInformation: { customerNumber: '300003', firstName: '', lastName: '', fullName: '' },
    });

    it('a dropdown below the threshold, labelled fullName - customerNumber or the number alone', async () => {
      const { callsTo } = renderPage({
        places: [electricityPlace, heatPlace, anonymous],
        flags: { customerPickerThreshold: 3 },
      });
      await chartCall(callsTo, 1);
      const picker = screen.getByRole('combobox', { name: 'Customer' });
      expect(picker.tagName).toBe('BUTTON');
      fireEvent.click(picker);
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual(['Ville Mäkelä - 100001', '300003']);
      fireEvent.click(options[1]!);
      const call = await chartCall(callsTo, 2);
      expect(call.headers).toMatchObject({ 'X-Customer-Code': '300003', 'X-Location-Code': '3000' });
    });

    it('an autocomplete from the threshold on, filtering by what is typed', async () => {
      const { callsTo } = renderPage({
        places: [electricityPlace, anonymous],
        flags: { customerPickerThreshold: 2 },
      });
      await chartCall(callsTo, 1);
      const picker = screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement;
      expect(picker.tagName).toBe('INPUT');
      fireEvent.click(picker);
      expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(2);
      fireEvent.change(picker, { target: { value: '3000' } });
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual(['300003']);
      fireEvent.click(options[0]!);
      expect((await chartCall(callsTo, 2)).headers).toMatchObject({ 'X-Customer-Code': '300003' });
    });
  });

  it('the usage place select is an autocomplete with at least 10 places, a dropdown below', async () => {
    const places = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        makeUsagePlace({
          locationCode: `L${i}`,
          address: { ...electricityPlace.address, fullAddress: `Katu ${i}, 00100 Helsinki` },
        }),
      );
    const nine = renderPage({ places: places(9) });
    await chartCall(nine.callsTo, 1);
    expect(screen.getByRole('combobox', { name: 'Usage place' }).tagName).toBe('BUTTON');
    nine.unmount();
    stopSaga();
    const ten = renderPage({ places: places(10) });
    await chartCall(ten.callsTo, 1);
    expect(screen.getByRole('combobox', { name: 'Usage place' }).tagName).toBe('INPUT');
  });

  it('the comparison table button shows only with the instance flag and electricity', async () => {
    const first = renderPage({ places: [electricityPlace], flags: { comparisonTable: true } });
    await chartCall(first.callsTo, 1);
    expect(screen.getByRole('button', { name: 'Comparison table' })).toBeTruthy();
    first.unmount();
    stopSaga();
    const second = renderPage({ places: [heatPlace], flags: { comparisonTable: true } });
    await chartCall(second.callsTo, 1);
    expect(screen.queryByRole('button', { name: 'Comparison table' })).toBeNull();
    second.unmount();
    stopSaga();
    const third = renderPage({ places: [electricityPlace], flags: { comparisonTable: false } });
    await chartCall(third.callsTo, 1);
    expect(screen.queryByRole('button', { name: 'Comparison table' })).toBeNull();
  });

  it('a refused options call shows the error with a retry', async () => {
    const fetch = mockFetch({
      [REPORT_OPTIONS_PATH]: () => ({ status: 500, body: { error: 'generalError' } }),
    });
    const view = renderModule(reportsModule, <EnergyReportPage subject={SELF} />);
    stopSaga = view.stopSaga;
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your usage places could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetch.callsTo(REPORT_OPTIONS_PATH)).toHaveLength(2));
  });

  it('without reportable places an info message is shown and no chart is asked', async () => {
    const { callsTo } = renderPage({ places: [] });
    expect(
      await screen.findByText('None of your usage places has measurement data to report yet.'),
    ).toBeTruthy();
    expect(callsTo(CHART_PATH)).toHaveLength(0);
  });

  it('speaks Finnish with Helsinki dates', async () => {
    const { callsTo } = renderPage({ language: 'fi-FI' });
    await chartCall(callsTo, 1);
    expect(screen.getByRole('heading', { level: 1, name: 'Energiaraportti' })).toBeTruthy();
    expect(shownPeriod()).toBe('1.7.2024 – 14.6.2025');
    expect(dateValue('Alkupäivä')).toBe('1.7.2024');
    expect(screen.getByRole('button', { name: 'Päivitä raportti' })).toBeTruthy();
  });

  it('euros: offered where the contract prices the use; the priced series becomes the main one', async () => {
    const priced = makeUsagePlace({
      additionalInformations: electricityPlace.additionalInformations.map((info) =>
        info.key === 'usagePriceVat' ? { ...info, disabled: false, tooltip: null } : info,
      ),
    });
    const eurSeries = {
      ...chartResponse.series[1]!,
      chart: {
        ...chartResponse.series[1]!.chart,
        quantity: 'usagePriceVat',
        unitTranslationKey: 'EURVat',
      },
    };
    const { callsTo } = renderPage({
      places: [priced],
      chart: (call) => ({
        body: (
          call.body as { selectedAdditionalInformation: string[] }
        ).selectedAdditionalInformation.includes('usagePriceVat')
          ? { ...chartResponse, series: [...chartResponse.series, eurSeries] }
          : chartResponse,
      }),
    });
    await chartCall(callsTo, 1);
    await waitFor(() => expect(chartProps.last?.response.series[0]?.chart.quantity).toBe('electricityP'));
    const group = within(screen.getByTestId('value-unit')).getByRole('radiogroup', { name: 'Show as' });
    fireEvent.click(within(group).getByRole('radio', { name: '€ (incl. VAT)' }));
    const second = await chartCall(callsTo, 2);
    expect(
      (second.body as { selectedAdditionalInformation: string[] }).selectedAdditionalInformation,
    ).toContain('usagePriceVat');
    await waitFor(() => expect(chartProps.last?.response.series[0]?.chart.quantity).toBe('usagePriceVat'));
    expect(chartProps.last?.response.series.map((s) => s.chart.quantity)).toEqual([
      'usagePriceVat',
      'spotPrice',
    ]);
  });

  it('no euro switch where the contract does not price the use', async () => {
    const { callsTo } = renderPage({ places: [electricityPlace] });
    await chartCall(callsTo, 1);
    expect(screen.queryByTestId('value-unit')).toBeNull();
  });
});
