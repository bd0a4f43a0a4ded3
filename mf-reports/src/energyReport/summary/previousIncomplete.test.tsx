import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { moduleMessages, renderModule } from '@portal/shared/testing';
import reportsModule from '../../module';
import { DifferenceFigures } from '../../dashboard/Difference';
import { dailyFixture } from '../table/fixtures';
import { SummaryCard } from './SummaryCard';

/** issue 20: a previous period measured only in part is named, never shown as a change */
const withPrevious = (complete: boolean | undefined) => {
  const { response } = dailyFixture();
  response.series[0]!.details = {
    previousValue: {
      value: 10,
      change: { value: complete === false ? null : 12.5, trendingUp: true },
      ...(complete === undefined ? {} : { complete, measuredShare: complete ? 1 : 0.246 }),
    },
    dynamicPeriod: { amount: 1, unit: 'month' },
  };
  return response;
};

describe('energy report summary: an incomplete previous period', () => {
  it.each([
    ['en-US', 'Only 25% of the previous period is measured, so it is not comparable with this one.'],
    [
      'fi-FI',
      'Edellisestä jaksosta on mitattu vain 25\u00a0%, joten se ei ole vertailukelpoinen tämän kanssa.',
    ],
    ['sv-FI', 'Endast 25\u00a0% av den föregående perioden är uppmätt, så den är inte jämförbar med denna.'],
  ])('%s: says so instead of a change', (language, text) => {
    renderModule(reportsModule, <SummaryCard response={withPrevious(false)} />, {
      language: language as 'en-US',
    });
    expect(screen.getByTestId('previous-incomplete').textContent).toBe(text);
    expect(document.querySelector('[data-trend]')).toBeNull();
  });

  it('a complete one (or an older answer without the field) shows the change', () => {
    for (const complete of [true, undefined]) {
      const { unmount } = renderModule(reportsModule, <SummaryCard response={withPrevious(complete)} />);
      expect(screen.queryByTestId('previous-incomplete')).toBeNull();
      expect(document.querySelector('[data-trend="up"]')?.textContent).toContain('12.5%');
      unmount();
    }
  });
});

describe('dashboard difference figures: an incomplete previous period', () => {
  const figures = (incomplete?: string) => (
    <IntlProvider locale="en-US" messages={moduleMessages(reportsModule, 'en-US')}>
      <DifferenceFigures
        previous={{
          value: '10 kWh',
          change: { value: 12.5, trendingUp: true },
          ...(incomplete ? { incomplete } : {}),
        }}
        period={null}
      />
    </IntlProvider>
  );

  it('shows the note in place of the change', () => {
    const { rerender } = render(figures('Only 25% of the previous period is measured: not comparable'));
    expect(screen.getByTestId('previous-incomplete').textContent).toBe(
      'Only 25% of the previous period is measured: not comparable',
    );
    expect(document.querySelector('[data-trend]')).toBeNull();
    rerender(figures());
    expect(screen.queryByTestId('previous-incomplete')).toBeNull();
    expect(document.querySelector('[data-trend="up"]')).toBeTruthy();
  });
});
