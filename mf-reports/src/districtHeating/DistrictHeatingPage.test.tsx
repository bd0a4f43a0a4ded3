import { SELF } from '@portal/shared';
import { renderModule } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as optionsApi from '../energyReport/api';
import { electricityPlace, heatPlace } from '../energyReport/state/fixtures';
import reportsModule from '../module';
import * as api from './api';
import { DistrictHeatingPage } from './DistrictHeatingPage';
import { costsFixture, reportFixture, structureFixture } from './fixtures';

vi.mock('./api', () => ({
  fetchDistrictHeatingReport: vi.fn(),
  fetchDistrictHeatStructure: vi.fn(),
  fetchDistrictHeatCosts: vi.fn(),
}));
// the canvases are drawn in the browser (e2e); here each chart is its name
vi.mock('./DhCharts', () => ({
  DhBarChart: ({ name }: { name: string }) => <div role="img" aria-label={name} />,
  DhPieChart: ({ name }: { name: string }) => <div role="img" aria-label={name} />,
}));
vi.mock('react-chartjs-2', () => ({
  Bar: ({ 'aria-label': name }: { 'aria-label': string }) => <div role="img" aria-label={name} />,
  Pie: ({ 'aria-label': name }: { 'aria-label': string }) => <div role="img" aria-label={name} />,
  Chart: () => null,
}));
vi.mock('../energyReport/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  fetchReportOptions: vi.fn(),
}));

const renderPage = () =>
  renderModule(reportsModule, <DistrictHeatingPage subject={SELF} />, {
    url: '/demo1/en-US/online/district-heating-report',
  });

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(optionsApi.fetchReportOptions).mockResolvedValue({
    usagePlaces: [electricityPlace, heatPlace],
    filteredUsagePlacesByEnergyType: [electricityPlace, heatPlace],
  });
  vi.mocked(api.fetchDistrictHeatStructure).mockResolvedValue(structureFixture);
  vi.mocked(api.fetchDistrictHeatCosts).mockResolvedValue(costsFixture);
});

describe('DistrictHeatingPage', () => {
  it('lists heat usage places only and asks the three calls for the first', async () => {
    vi.mocked(api.fetchDistrictHeatingReport).mockResolvedValue(reportFixture);
    renderPage();
    await screen.findByRole(
      'table',
      { name: 'District heating consumption, weather and costs' },
      { timeout: 8000 },
    );
    const place = { customerNumber: '100001', locationCode: heatPlace.locationCode };
    expect(api.fetchDistrictHeatingReport).toHaveBeenCalledWith(SELF, place);
    expect(api.fetchDistrictHeatStructure).toHaveBeenCalledWith(SELF, place);
    expect(api.fetchDistrictHeatCosts).toHaveBeenCalledWith(SELF, place);
    fireEvent.click(screen.getByRole('combobox', { name: 'Usage place' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([`${heatPlace.address.fullAddress} (${heatPlace.locationCode})`]);
  });

  it('the frequency select is disabled until the data has arrived, year by default', async () => {
    let resolve!: (value: typeof reportFixture) => void;
    vi.mocked(api.fetchDistrictHeatingReport).mockReturnValue(new Promise((r) => (resolve = r)));
    renderPage();
    const frequency = await screen.findByRole('combobox', { name: 'Frequency' });
    await waitFor(() => expect(api.fetchDistrictHeatingReport).toHaveBeenCalled());
    expect(frequency.hasAttribute('disabled') || frequency.getAttribute('aria-disabled') === 'true').toBe(
      true,
    );
    expect(frequency.textContent).toContain('Year');
    resolve(reportFixture);
    await waitFor(() => expect(frequency.hasAttribute('disabled')).toBe(false));
  });

  it('key values: MWh x 1000 / building volume of the latest complete year', async () => {
    vi.mocked(api.fetchDistrictHeatingReport).mockResolvedValue(reportFixture);
    renderPage();
    const card = (await screen.findByText('Key values 2025')).closest(
      '[data-tour="keyValues"]',
    ) as HTMLElement;
    // 12 MWh * 1000 / 2000 m3 = 6.0 kWh/m3; normalized 13.2 MWh -> 6.6
    expect(within(card).getByText('6.0 kWh/m³')).toBeTruthy();
    expect(within(card).getByText('6.6 kWh/m³')).toBeTruthy();
  });

  it('month view shows the chosen year month by month', async () => {
    vi.mocked(api.fetchDistrictHeatingReport).mockResolvedValue(reportFixture);
    renderPage();
    const table = await screen.findByRole(
      'table',
      { name: 'District heating consumption, weather and costs' },
      { timeout: 8000 },
    );
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('combobox', { name: 'Frequency' }));
    fireEvent.click(screen.getByRole('option', { name: 'Month' }));
    const year = await screen.findByRole('combobox', { name: 'Year shown' });
    expect(year.textContent).toBe('2026');
    fireEvent.click(year);
    fireEvent.click(screen.getByRole('option', { name: '2025' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: /District heating/ })).getAllByRole('row'),
      ).toHaveLength(13),
    );
  });
});
