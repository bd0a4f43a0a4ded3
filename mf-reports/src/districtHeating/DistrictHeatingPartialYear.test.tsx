import { SELF } from '@portal/shared';
import type { DistrictHeatCosts } from '@portal/shared/api/districtHeating';
import { renderModule } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as optionsApi from '../energyReport/api';
import { heatPlace } from '../energyReport/state/fixtures';
import reportsModule from '../module';
import * as api from './api';
import { DistrictHeatingPage } from './DistrictHeatingPage';
import { costsFixture, reportFixture, structureFixture } from './fixtures';

vi.mock('./api', () => ({
  fetchDistrictHeatingReport: vi.fn(),
  fetchDistrictHeatStructure: vi.fn(),
  fetchDistrictHeatCosts: vi.fn(),
}));
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

/** 2026 has three metered months (the fixture), of which January and February are invoiced, 100 EUR each */
const costs: DistrictHeatCosts = {
  locationCode: costsFixture.locationCode,
  years: [
    ...costsFixture.years,
    {
      ...costsFixture.years.at(-1)!,
      year: 2026,
      totalChargeWithVATSum: 200,
      districtHeatCostMonths: [1, 2].map((month) => ({
        month,
        basicChargeWithVAT: 20,
        energyChargeWithVAT: 80,
        totalChargeWithVAT: 100,
      })),
    },
  ],
};

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(optionsApi.fetchReportOptions).mockResolvedValue({
    usagePlaces: [heatPlace],
    filteredUsagePlacesByEnergyType: [heatPlace],
  });
  vi.mocked(api.fetchDistrictHeatingReport).mockResolvedValue(reportFixture);
  vi.mocked(api.fetchDistrictHeatStructure).mockResolvedValue(structureFixture);
  vi.mocked(api.fetchDistrictHeatCosts).mockResolvedValue(costs);
});

describe('district heating table: a partial year row holds its part (issue 20)', () => {
  it.each([
    ['en-US', '2026 (3 months)', '(2 months invoiced)'],
    ['fi-FI', '2026 (3 kk)', '(2 kuukautta laskutettu)'],
    ['sv-FI', '2026 (3 månader)', '(2 månader fakturerade)'],
  ])('%s: the cost says how many of the metered months it holds', async (language, label, note) => {
    renderModule(reportsModule, <DistrictHeatingPage subject={SELF} />, {
      language: language as 'en-US',
      url: `/demo1/${language}/online/district-heating-report`,
    });
    const table = await screen.findAllByRole('table', undefined, { timeout: 8000 });
    const rows = within(table.at(-1)!).getAllByRole('row');
    const partial = rows.find((row) => row.textContent?.includes(label));
    expect(partial, rows.map((r) => r.textContent).join(' | ')).toBeTruthy();
    expect(partial!.textContent).toContain(note);
    // the whole year 2025 keeps its total and no note
    const whole = rows.find((row) => row.textContent?.startsWith('2025'));
    expect(whole!.textContent).not.toContain(note);
  });
});

describe('district heating cost card: a cost year the contract began in', () => {
  it('names how many months its costs hold', async () => {
    const partial = {
      ...costsFixture.years.at(-1)!,
      year: 2025,
      districtHeatCostMonths: costsFixture.years.at(-1)!.districtHeatCostMonths.slice(5),
    };
    vi.mocked(api.fetchDistrictHeatCosts).mockResolvedValue({
      locationCode: costsFixture.locationCode,
      years: [partial],
    });
    vi.useFakeTimers({ now: new Date('2026-11-16T10:00:00Z'), toFake: ['Date'] });
    try {
      renderModule(reportsModule, <DistrictHeatingPage subject={SELF} />, {
        url: '/demo1/en-US/online/district-heating-report',
      });
      expect(
        await screen.findByRole('heading', { name: 'Costs 2025 (7 months)' }, { timeout: 8000 }),
      ).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
