import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { reportsMessages } from '../../i18n/messages';
import { formatPeriod, formatReportDateTime, formatReportDay } from './periodLabel';

const en = createIntl({ locale: 'en-US', messages: reportsMessages['en-US'] });
const fi = createIntl({ locale: 'fi-FI', messages: reportsMessages['fi-FI'] });

/** 24 November 2026, 04:30 in Helsinki */
const NOW = new Date('2026-11-24T02:30:00.000Z');
const midnight = (day: string) => new Date(`${day}T22:00:00.000Z`);

describe('the report period in words', () => {
  it('writes days as the date inputs do, in Helsinki time whatever the browser zone', () => {
    // 23:30 UTC is already the next day in Helsinki
    expect(formatReportDay(fi, new Date('2025-11-30T23:30:00.000Z'))).toBe('1.12.2025');
    expect(formatReportDay(en, new Date('2025-11-30T23:30:00.000Z'))).toBe('12/1/2025');
    expect(formatReportDateTime(fi, new Date('2025-06-01T11:05:00.000Z'))).toBe('1.6.2025 14.05');
    expect(formatReportDateTime(en, new Date('2025-06-01T11:05:00.000Z'))).toBe('6/1/2025 14:05');
  });

  it('whole days read as days: the last day is the one before the exclusive end', () => {
    const year = { start: midnight('2025-11-30'), end: midnight('2026-11-23') };
    expect(formatPeriod(fi, year, NOW)).toBe('1.12.2025 – 23.11.2026');
    expect(formatPeriod(en, year, NOW)).toBe('12/1/2025 – 11/23/2026');
    const day = { start: midnight('2026-11-19'), end: midnight('2026-11-20') };
    expect(formatPeriod(fi, day, NOW)).toBe('20.11.2026');
  });

  it('yesterday says so', () => {
    const yesterday = { start: midnight('2026-11-22'), end: midnight('2026-11-23') };
    expect(formatPeriod(fi, yesterday, NOW)).toBe('23.11.2026 (eilen)');
    expect(formatPeriod(en, yesterday, NOW)).toBe('11/23/2026 (yesterday)');
  });

  it('a period running up to now ends with today so far', () => {
    expect(formatPeriod(fi, { start: midnight('2026-11-23'), end: NOW }, NOW)).toBe(
      '24.11.2026 (tänään tähän mennessä)',
    );
    expect(formatPeriod(en, { start: midnight('2026-10-31'), end: NOW }, NOW)).toBe(
      '11/1/2026 – 11/24/2026 (today so far)',
    );
  });

  it('an interval inside a day reads with its 24-hour times; the end of the day is 24.00', () => {
    const hour = { start: new Date('2026-11-20T12:00:00.000Z'), end: new Date('2026-11-20T13:00:00.000Z') };
    expect(formatPeriod(fi, hour, NOW)).toBe('20.11.2026 14.00 – 15.00');
    const evening = { start: new Date('2026-11-20T20:00:00.000Z'), end: midnight('2026-11-20') };
    expect(formatPeriod(fi, evening, NOW)).toBe('20.11.2026 22.00 – 24.00');
    const across = { start: new Date('2026-11-20T20:00:00.000Z'), end: new Date('2026-11-21T02:00:00.000Z') };
    expect(formatPeriod(en, across, NOW)).toBe('11/20/2026 22:00 – 11/21/2026 04:00');
  });
});
