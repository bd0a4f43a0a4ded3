import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@portal/instances';
import { sharedMessages } from '../../i18n/sharedMessages';
import { MonthField, type MonthFieldProps } from './MonthField';
import { formatMonth, monthPattern, parseMonth, shiftMonth } from './monthText';

const wrap = (node: ReactNode, language: Language = 'fi-FI') =>
  render(
    <IntlProvider locale={language} messages={sharedMessages[language]}>
      <FluentProvider theme={webLightTheme}>{node}</FluentProvider>
    </IntlProvider>,
  );

/** A field that keeps what it reports, as a page does; `onChange` sees every report. */
function Controlled(
  props: Omit<MonthFieldProps, 'value' | 'onChange'> & {
    initial: string | null;
    onChange?: (v: string | null) => void;
  },
) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <MonthField
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const typeInto = (input: HTMLElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('months in the page language', () => {
  it("writes a month with the language's own month name: marraskuu 2026, november 2026, November 2026", () => {
    const november = { year: 2026, month: 11 };
    expect(formatMonth('fi-FI', november)).toBe('marraskuu 2026');
    expect(formatMonth('sv-FI', november)).toBe('november 2026');
    expect(formatMonth('en-US', november)).toBe('November 2026');
    expect(monthPattern('fi-FI')).toBe('M.yyyy');
    expect(monthPattern('en-US')).toBe('M/yyyy');
  });

  it('reads a typed month as numbers in the language order, as YYYY-MM or by its name, and nothing else', () => {
    const november = { year: 2026, month: 11 };
    expect(parseMonth('fi-FI', '11.2026')).toEqual(november);
    expect(parseMonth('fi-FI', ' 11/26 ')).toEqual(november);
    expect(parseMonth('en-US', '11/2026')).toEqual(november);
    expect(parseMonth('sv-FI', '2026-11')).toEqual(november);
    expect(parseMonth('fi-FI', 'Marraskuu 2026')).toEqual(november);
    expect(parseMonth('fi-FI', 'marraskuuta 2026')).toEqual(november);
    expect(parseMonth('sv-FI', 'nov. 2026')).toEqual(november);
    expect(parseMonth('en-US', 'November 2026')).toEqual(november);
    expect(parseMonth('fi-FI', '13.2026')).toBeNull();
    expect(parseMonth('fi-FI', '0.2026')).toBeNull();
    expect(parseMonth('fi-FI', '1.12.2026')).toBeNull();
    expect(parseMonth('en-US', 'marraskuu 2026')).toBeNull();
    expect(parseMonth('fi-FI', 'ensi kuussa')).toBeNull();
    expect(shiftMonth('2026-01', -2)).toBe('2025-11');
    expect(shiftMonth('2025-12', 13)).toBe('2027-01');
  });
});

describe('MonthField', () => {
  it('is named by its label and shows the month in the page language, whatever the browser writes', () => {
    wrap(<MonthField label="Alkukuukausi" value="2026-11" onChange={() => undefined} />);
    const input = screen.getByRole('spinbutton', { name: 'Alkukuukausi' }) as HTMLInputElement;
    expect(input.value).toBe('marraskuu 2026');
    expect(input.getAttribute('aria-valuetext')).toBe('marraskuu 2026');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.placeholder).toBe('M.yyyy');
  });

  it('takes a typed month on Enter or when the focus leaves, and writes it back the page way', () => {
    const onChange = vi.fn();
    wrap(<Controlled label="Start month" initial="2026-11" onChange={onChange} />, 'en-US');
    const input = screen.getByRole('spinbutton', { name: 'Start month' }) as HTMLInputElement;
    typeInto(input, '9/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-09');
    expect(input.value).toBe('September 2026');
    fireEvent.change(input, { target: { value: '2026-03' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('2026-03');
    expect(input.value).toBe('March 2026');
  });

  it('ArrowUp and ArrowDown step a month, PageUp and PageDown a year, Home and End go to min and max, never past them', () => {
    const onChange = vi.fn();
    wrap(
      <Controlled label="Start month" initial="2026-01" min="2025-06" max="2026-11" onChange={onChange} />,
      'en-US',
    );
    const input = screen.getByRole('spinbutton', { name: 'Start month' }) as HTMLInputElement;
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith('2025-12');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('February 2026');
    fireEvent.keyDown(input, { key: 'PageUp' });
    expect(onChange).toHaveBeenLastCalledWith('2026-11');
    fireEvent.keyDown(input, { key: 'PageDown' });
    fireEvent.keyDown(input, { key: 'PageDown' });
    expect(onChange).toHaveBeenLastCalledWith('2025-06');
    fireEvent.keyDown(input, { key: 'End' });
    expect(input.value).toBe('November 2026');
    fireEvent.keyDown(input, { key: 'Home' });
    expect(input.value).toBe('June 2025');
    expect(
      screen.getByRole('button', { name: 'Previous month', hidden: true }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next month', hidden: true }));
    expect(input.value).toBe('July 2025');
  });

  it('an unreadable month gets a clear error saying how to write it, and the form holds no month', () => {
    const onChange = vi.fn();
    // the example is the latest allowed month (without a max it would be today's, which the clock decides)
    wrap(<Controlled label="Alkukuukausi" initial="2026-11" max="2026-11" onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Alkukuukausi' });
    typeInto(input, '13.2026');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(
      screen.getByText('Kirjoita kuukausi muodossa M.yyyy tai nimellä, esimerkiksi 11.2026.'),
    ).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).value).toBe('13.2026');
    typeInto(input, 'joulukuu 2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-12');
    expect(screen.queryByText(/Kirjoita kuukausi/)).toBeNull();
  });

  it("a month outside min and max is refused with the field's message, or the caller's words for it", () => {
    const { unmount } = wrap(
      <Controlled label="Start month" initial="2026-01" min="2025-06" max="2026-11" />,
      'en-US',
    );
    typeInto(screen.getByRole('spinbutton', { name: 'Start month' }), '1/2020');
    expect(screen.getByText('Choose a month from June 2025 to November 2026.')).toBeTruthy();
    unmount();
    const onChange = vi.fn();
    wrap(
      <Controlled
        label="Alkukuukausi"
        initial="2026-01"
        min="2025-06"
        max="2026-11"
        boundMessages={{ min: 'Ei ennen sopimuksen alkua.' }}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Alkukuukausi' });
    typeInto(input, '1.2020');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Ei ennen sopimuksen alkua.')).toBeTruthy();
    typeInto(input, '12.2026');
    expect(screen.getByText('Valitse kuukausi väliltä kesäkuu 2025–marraskuu 2026.')).toBeTruthy();
  });

  it('an emptied required field says it is required', () => {
    wrap(<Controlled label="Start month" initial="2026-01" required />, 'en-US');
    typeInto(screen.getByRole('spinbutton', { name: /Start month/ }), '');
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });

  it("shows the caller's message about the month it holds, after the field's own", () => {
    const { rerender } = wrap(
      <MonthField
        label="End month"
        value="2026-01"
        onChange={() => undefined}
        error="Not before the start."
      />,
      'en-US',
    );
    expect(screen.getByText('Not before the start.')).toBeTruthy();
    rerender(
      <IntlProvider locale="en-US" messages={sharedMessages['en-US']}>
        <FluentProvider theme={webLightTheme}>
          <MonthField label="End month" value="2026-02" onChange={() => undefined} />
        </FluentProvider>
      </IntlProvider>,
    );
    expect((screen.getByRole('spinbutton', { name: 'End month' }) as HTMLInputElement).value).toBe(
      'February 2026',
    );
    expect(screen.queryByText('Not before the start.')).toBeNull();
  });
});
