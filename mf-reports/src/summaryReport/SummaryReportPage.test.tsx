import { SELF } from '@portal/shared';
import type { SummaryResponse } from '@portal/shared/api/summary';
import { renderModule } from '@portal/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as optionsApi from '../energyReport/api';
import { electricityPlace, heatPlace } from '../energyReport/state/fixtures';
import reportsModule from '../module';
import * as api from './api';
import { SummaryReportPage } from './SummaryReportPage';

vi.mock('./api', () => ({ fetchSummary: vi.fn() }));
vi.mock('../energyReport/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  fetchReportOptions: vi.fn(),
}));
// the canvas is drawn in the browser (e2e); here the chart is its name
vi.mock('../districtHeating/DhCharts', () => ({
  DhBarChart: ({ name }: { name: string }) => <div role="img" aria-label={name} />,
}));

const answer: SummaryResponse = {
  title: 'Electricity',
  quantity: 'electricityP',
  unit: 'kWh',
  period: '1y',
  frequency: 'month',
  startDate: '2025-01-31T22:00:00.000Z',
  endDate: '2026-01-31T22:00:00.000Z',
  totalSums: [],
  highest: null,
  lowest: null,
  buckets: [],
};

/** a few turns of the event loop: a second call would have left by then */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(optionsApi.fetchReportOptions).mockResolvedValue({
    usagePlaces: [electricityPlace, heatPlace],
    filteredUsagePlacesByEnergyType: [electricityPlace, heatPlace],
  });
  vi.mocked(api.fetchSummary).mockResolvedValue(answer);
});

describe('SummaryReportPage requests', () => {
  it('a load asks for the summary once, and each choice once more', async () => {
    const { unmount } = renderModule(reportsModule, <SummaryReportPage subject={SELF} />, {
      url: '/demo1/en-US/online/summary-report',
    });
    await waitFor(() => expect(api.fetchSummary).toHaveBeenCalled());
    await settle();
    expect(optionsApi.fetchReportOptions).toHaveBeenCalledTimes(1);
    expect(api.fetchSummary).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.fetchSummary).mock.calls[0]![2]).toEqual({
      selectedEnergyType: 'electricity',
      period: '1y',
      frequency: 'month',
    });

    fireEvent.click(await screen.findByRole('radio', { name: '5 years' }));
    await waitFor(() => expect(api.fetchSummary).toHaveBeenCalledTimes(2));
    await settle();
    expect(api.fetchSummary).toHaveBeenCalledTimes(2);
    expect(vi.mocked(api.fetchSummary).mock.calls[1]![2]).toMatchObject({ period: '5y', frequency: 'year' });
    unmount();
  });

  it('coming back to the page (places already in the store) asks once again, not twice', async () => {
    const first = renderModule(reportsModule, <SummaryReportPage subject={SELF} />, {
      url: '/demo1/en-US/online/summary-report',
    });
    await waitFor(() => expect(api.fetchSummary).toHaveBeenCalledTimes(1));
    await settle();
    // another page, then back: the same store keeps the places
    first.rerender(<div />);
    first.rerender(<SummaryReportPage subject={SELF} />);
    await waitFor(() => expect(api.fetchSummary).toHaveBeenCalledTimes(2));
    await settle();
    expect(api.fetchSummary).toHaveBeenCalledTimes(2);
  });
});
