import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dailyFixture, makeSeries } from '../table/fixtures';
import { renderModule, moduleIntl } from '@portal/shared/testing';
import reportsModule from '../../module';
import { SummaryCard, trendText } from './SummaryCard';
import { orderedTotals, trendOf } from './summaryModel';
import { TREND_COLOR } from '../../dashboard/trend';

const withPrevious = (value: number | null, change: number | null, trendingUp: boolean) => {
  const { response } = dailyFixture();
  response.series[0]!.details = {
    previousValue: { value, change: { value: change, trendingUp } },
    dynamicPeriod: { amount: 1, unit: 'month' },
  };
  return response;
};

describe('summary rules', () => {
  it('totals follow their order field, not the array order', () => {
    expect(orderedTotals(dailyFixture().response).map((t) => t.name)).toEqual([
      'electricityP',
      'usagePriceVat',
    ]);
  });

  it('difference indicator: up, down, neutral, and unknown without a previous value', () => {
    expect(trendOf({ value: 10, change: { value: 12.5, trendingUp: true } })).toBe('up');
    expect(trendOf({ value: 10, change: { value: -3, trendingUp: false } })).toBe('down');
    expect(trendOf({ value: 10, change: { value: 0, trendingUp: false } })).toBe('neutral');
    expect(trendOf({ value: null, change: { value: null, trendingUp: false } })).toBe('unknown');
    expect(trendOf({ value: 0, change: { value: null, trendingUp: true } })).toBe('unknown');
    expect(trendOf(null)).toBe('unknown');
  });

  it('the trend is written out with the size of the change', () => {
    expect(trendText(moduleIntl(reportsModule, 'fi-FI'), 'up', 12.5)).toBe('Kasvua 12,5\u00a0%');
    expect(trendText(moduleIntl(reportsModule, 'en-US'), 'down', -22.5)).toBe('Down 22.5%');
    expect(trendText(moduleIntl(reportsModule, 'fi-FI'), 'neutral', 0)).toBe('Ei muutosta');
  });
});

describe('SummaryCard', () => {
  it('shows each total with its name, value and unit, in order, the swatch only beside the name', () => {
    renderModule(reportsModule, <SummaryCard response={dailyFixture().response} />, { language: 'fi-FI' });
    const totals = screen.getByRole('list', { name: 'Yhteensä' });
    const items = within(totals).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sähkön kulutus44,4 kWh',
      'Käytön hinta (sis. alv)5,50 € (sis. alv)',
    ]);
    expect(items[0]!.querySelector('[aria-hidden="true"]')).toBeTruthy();
  });

  it('highest and lowest with their category as a Helsinki date', () => {
    renderModule(reportsModule, <SummaryCard response={dailyFixture().response} />);
    const highest = screen.getByText('Highest value').nextElementSibling!;
    expect(highest.textContent).toBe('20.5 kWhWed, 1/1/2025');
    const lowest = screen.getByText('Lowest value').nextElementSibling!;
    // rounded to what a meter measures at that size
    expect(lowest.textContent).toBe('7.13 kWhFri, 1/3/2025');
  });

  it('the main quantity against the previous period: a falling use is down, with an arrow and words', () => {
    renderModule(reportsModule, <SummaryCard response={withPrevious(60, -22.5, false)} />);
    expect(screen.getByText('Previous period').nextElementSibling!.textContent).toBe('60 kWh');
    const trend = screen.getByText('Down 22.5%');
    expect(trend.getAttribute('data-trend')).toBe('down');
    expect(getComputedStyle(trend).color).toBe(TREND_COLOR.down);
    expect(trend.querySelector('svg')).toBeTruthy();
    expect(screen.getByText('compared with the previous 1 month')).toBeTruthy();
  });

  it('a rising use is up; the period is named in Finnish', () => {
    const response = withPrevious(40, 10.94, true);
    response.series[0]!.details.dynamicPeriod = { amount: 6, unit: 'month' };
    renderModule(reportsModule, <SummaryCard response={response} />, { language: 'fi-FI' });
    expect(screen.getByText('Kasvua 10,9 %').getAttribute('data-trend')).toBe('up');
    // the dashboard's trend red, which reaches 4.5:1 in both themes (trend.test.ts), not the status red
    expect(getComputedStyle(screen.getByText('Kasvua 10,9 %')).color).toBe(TREND_COLOR.up);
    expect(screen.getByText('verrattuna edelliseen 6 kuukauden jaksoon')).toBeTruthy();
  });

  it('no previous data: nothing to compare with, not a zero change', () => {
    renderModule(reportsModule, <SummaryCard response={withPrevious(null, null, false)} />);
    expect(screen.getByText('Previous period').nextElementSibling!.textContent).toBe('no data');
    expect(screen.getByText('Nothing to compare with').getAttribute('data-trend')).toBe('unknown');
  });

  it('with the comparison drawn, a total shows its year-earlier value', () => {
    const { response } = dailyFixture();
    response.series.push(
      makeSeries('electricityP.comparison', 'kWh', [{ name: 'generic', data: [10, 20, 30] }], {
        group: 'comparison',
      }),
    );
    response.summary.totalSums[1]!.showComparisonValue = true;
    renderModule(reportsModule, <SummaryCard response={response} />);
    expect(screen.getByText('A year earlier: 60 kWh')).toBeTruthy();
  });

  it('is collapsible from its heading button, expanded by default', () => {
    renderModule(reportsModule, <SummaryCard response={dailyFixture().response} />);
    const toggle = screen.getByRole('button', { name: 'Summary' });
    expect(toggle.closest('h2')).toBeTruthy();
    expect(toggle.closest('[data-tour="summary"]')).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Highest value')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByText('Highest value')).toBeTruthy();
  });
});

describe('SummaryCard with a level quantity', () => {
  it('names a temperature total an average and shows its lowest and highest bucket', () => {
    const { response } = dailyFixture();
    const supply = makeSeries('heatWaterTemperatureIn', 'C', [{ name: 'generic', data: [70.25, 68, 66.5] }]);
    response.series.push(supply);
    response.summary.totalSums.push({
      name: 'heatWaterTemperatureIn',
      value: 68.25,
      unit: 'C',
      order: 5,
      color: 'secondary',
      showComparisonValue: false,
    });
    renderModule(reportsModule, <SummaryCard response={response} />, { language: 'fi-FI' });
    const items = within(screen.getByRole('list', { name: 'Yhteensä' })).getAllByRole('listitem');
    expect(items.at(-1)!.textContent).toBe('Menoveden lämpötilaKeskiarvo 68,3 °Calin 66,5 °C, ylin 70,3 °C');
  });
});

describe('SummaryCard units', () => {
  it('one unit for the card: a total of 44 400 kWh and a highest value of 7 kWh are both in MWh', () => {
    const { response } = dailyFixture();
    response.summary.totalSums.find((t) => t.name === 'electricityP')!.value = 44_400;
    response.summary.highest = { value: 7, category: response.summary.highest!.category };
    response.summary.lowest = null;
    renderModule(reportsModule, <SummaryCard response={response} />, { language: 'fi-FI' });
    const items = within(screen.getByRole('list', { name: 'Yhteensä' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toBe('Sähkön kulutus44,4 MWh');
    expect(screen.getByText('Suurin arvo').nextElementSibling!.textContent).toMatch(/^0,007 MWh/);
  });
});
