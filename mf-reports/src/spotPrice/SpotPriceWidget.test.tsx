import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SELF, type SpotPriceAnswer, type UsagePlace } from '@portal/shared';
import { mockFetch, renderModule, type RecordedCall } from '@portal/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { reportsMessages } from '../i18n/messages';
import { helsinkiDay, shiftHelsinkiDay } from '@portal/shared/calendar';
import { PLACE_GRACE_MS, SpotPriceWidget } from './SpotPriceWidget';

vi.mock('./SpotPriceChart', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const answerFor = (query: URLSearchParams, extra: Partial<SpotPriceAnswer> = {}): SpotPriceAnswer => {
  const date = query.get('date')!;
  const points = Array.from({ length: 24 }, (_, h) => ({
    time: `${String(h).padStart(2, '0')}.00`,
    start: new Date(Date.UTC(2025, 0, 1, h)).toISOString(),
    price: h < 12 ? 2 : 6,
    customerPrice: h < 12 ? 2.74 : 6.74,
  }));
  return {
    date,
    endDate: date,
    startDate: '2025-01-01T00:00:00.000Z',
    endDateExclusive: '2025-01-02T00:00:00.000Z',
    resolution: query.get('resolution') as 'hour',
    vat: query.get('vat') === 'true',
    unit: 'snt/kWh',
    points,
    average: 4,
    customerAverage: 4.74,
    weightedAverage: null,
    minimum: 2,
    maximum: 6,
    marginSntPerKwh: 0.59,
    ...extra,
  };
};

/** answers every spot price call; `extra` shapes the answer */
function spotServer(extra: (query: URLSearchParams) => Partial<SpotPriceAnswer> = () => ({})) {
  const handlers = new Proxy({} as Record<string, (call: RecordedCall) => { body: unknown }>, {
    get: (_, path: string) =>
      path.startsWith('/connector/v1/spotPrices?')
        ? () => {
            const query = new URLSearchParams(path.split('?')[1]);
            return { body: answerFor(query, extra(query)) };
          }
        : undefined,
  });
  const fetch = mockFetch(handlers);
  const queries = () => fetch.calls.map((c) => new URLSearchParams(c.path.split('?')[1]));
  return { fetch, queries, last: () => queries().at(-1)! };
}

const place = { locationCode: 'LOC-1' } as UsagePlace;

const render = (flags: Record<string, boolean> = {}, usagePlace: UsagePlace | null = place) =>
  renderModule(
    { messages: reportsMessages },
    <SpotPriceWidget
      subject={SELF}
      usagePlace={usagePlace}
      energyType={null}
      choose={() => {}}
      adminView={false}
    />,
    { flags: { spotPriceWidget: true, spotPriceOptions: true, weightedAverage: true, ...flags } },
  );

describe('spot price widget', () => {
  it('starts at today in Helsinki; next stops there with its reason; previous moves a day and reloads', async () => {
    const server = spotServer();
    render();
    await screen.findByRole('img');
    const today = helsinkiDay();
    expect(server.last().get('date')).toBe(today);
    const next = screen.getByRole('button', { name: 'Next day' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    const described = next.getAttribute('aria-describedby');
    expect(described && document.getElementById(described)?.textContent).toBe(
      'Prices are shown up to today.',
    );
    fireEvent.click(next);
    expect(server.queries()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(server.last().get('date')).toBe(shiftHelsinkiDay(today, -1)));
    const enabled = screen.getByRole('button', { name: 'Next day' });
    expect(enabled.getAttribute('aria-disabled')).not.toBe('true');
    fireEvent.click(enabled);
    await waitFor(() => expect(server.last().get('date')).toBe(today));
  });

  it('reloads on the 15 min / hour toggle and the VAT toggle', async () => {
    const server = spotServer();
    render();
    await screen.findByRole('img');
    expect(server.last().get('resolution')).toBe('hour');
    expect(server.last().get('vat')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: '15 min' }));
    await waitFor(() => expect(server.last().get('resolution')).toBe('minutes_15'));
    fireEvent.click(screen.getByRole('switch', { name: 'Including VAT' }));
    await waitFor(() => expect(server.last().get('vat')).toBe('false'));
    expect(server.queries()).toHaveLength(3);
  });

  it('the weighted average chip: success colour below the average, error above', async () => {
    let weighted = 3;
    const server = spotServer(() => ({ weightedAverage: weighted }));
    const { unmount } = render({}, place);
    const chip = await screen.findByTestId('spot-price-chip');
    expect(server.last().get('locationCode')).toBe('LOC-1');
    expect(chip.getAttribute('data-colour')).toBe('success');
    expect(chip.textContent).toContain(
      "Your weighted average 3.00 c/kWh, below the day's average of 4.00 c/kWh",
    );
    unmount();
    weighted = 5;
    render({}, place);
    const above = await screen.findByTestId('spot-price-chip');
    expect(above.getAttribute('data-colour')).toBe('error');
    expect(above.textContent).toContain('above');
  });

  it('without a place it waits a moment for one, then on a past day the chip is the primary-coloured day average', async () => {
    const server = spotServer();
    render({}, null);
    expect(server.queries()).toHaveLength(0);
    await screen.findByRole('img', {}, { timeout: PLACE_GRACE_MS + 2000 });
    expect(server.queries()).toHaveLength(1);
    expect(server.last().get('locationCode')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() =>
      expect(screen.getByTestId('spot-price-chip').textContent).toContain("Day's average 4.00 c/kWh"),
    );
    expect(screen.getByTestId('spot-price-chip').getAttribute('data-colour')).toBe('primary');
  });

  it("today without use, the chip compares the current interval's price with the day's average", async () => {
    const hourStart = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    spotServer(() => ({
      points: Array.from({ length: 24 }, (_, h) => ({
        time: `${String(h).padStart(2, '0')}.00`,
        start: new Date(hourStart + (h - 12) * 3_600_000).toISOString(),
        price: h === 12 ? 7 : 4,
      })),
      average: 4.125,
      endDateExclusive: new Date(hourStart + 12 * 3_600_000).toISOString(),
      marginSntPerKwh: null,
      customerAverage: undefined,
    }));
    render({}, null);
    const chip = await screen.findByTestId('spot-price-chip', {}, { timeout: PLACE_GRACE_MS + 2000 });
    expect(chip.textContent).toContain("Now 7.00 c/kWh, above the day's average of 4.13 c/kWh");
    expect(chip.getAttribute('data-colour')).toBe('error');
    expect(screen.queryByRole('switch', { name: /margin/ })).toBeNull();
  });

  it('a place chosen by the dashboard within the grace gives one call, with the place', async () => {
    const server = spotServer(() => ({ weightedAverage: 3 }));
    const view = render({}, null);
    view.rerender(
      <SpotPriceWidget
        subject={SELF}
        usagePlace={place}
        energyType="electricity"
        choose={() => {}}
        adminView={false}
      />,
    );
    await screen.findByTestId('spot-price-chip');
    expect(server.queries()).toHaveLength(1);
    expect(server.last().get('locationCode')).toBe('LOC-1');
  });

  it('hides the toggles without spotPriceOptions and the chip without weightedAverage', async () => {
    const server = spotServer();
    render({ spotPriceOptions: false, weightedAverage: false }, place);
    await screen.findByRole('img');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Including VAT' })).toBeNull();
    expect(screen.queryByTestId('spot-price-chip')).toBeNull();
    expect(server.last().get('locationCode')).toBeNull();
  });

  it('names the chart by its summary, offers the values as a table, and shows the margin price', async () => {
    spotServer();
    render();
    const chart = await screen.findByRole('img');
    expect(chart.getAttribute('aria-label')).toMatch(
      /lowest 2.00 c\/kWh, highest 6.00 c\/kWh, average 4.00 c\/kWh/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show as a table' }));
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(25);
    expect(within(table).getByRole('columnheader', { name: 'Spot price (c/kWh)' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: "Include the seller's margin (0.59 c/kWh)" }));
    });
    expect(within(table).getByRole('columnheader', { name: 'Price with margin (c/kWh)' })).toBeTruthy();
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('2.74 c/kWh');
  });
});
