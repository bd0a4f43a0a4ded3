import { describe, expect, it } from 'vitest';
import { calendarNames, dayPattern, firstDayOfWeek, formatDay, formatTime, parseDay } from './dateText';

describe('dates on a Swedish (sv-FI) page', () => {
  it('are written and read the Finnish way: d.M.yyyy and 14.30', () => {
    expect(formatDay('sv-FI', { year: 2025, month: 12, day: 1 })).toBe('1.12.2025');
    expect(dayPattern('sv-FI')).toBe('d.M.yyyy');
    expect(parseDay('sv-FI', '24.12.2025')).toEqual({ year: 2025, month: 12, day: 24 });
    expect(parseDay('sv-FI', '12/24/2025')).toBeNull();
    expect(formatTime('sv-FI', { hour: 14, minute: 30 })).toBe('14.30');
  });

  it('have weeks from Monday and Swedish month and weekday names', () => {
    expect(firstDayOfWeek('sv-FI')).toBe(1);
    const names = calendarNames('sv-FI');
    expect(names.months[0]).toBe('Januari');
    expect(names.months[11]).toBe('December');
    expect(names.days[1]).toBe('Måndag');
  });
});
