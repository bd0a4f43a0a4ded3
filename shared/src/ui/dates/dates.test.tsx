import type * as Fluent from '@fluentui/react-components';
import { FluentProvider, webLightTheme, type FieldProps } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { sharedMessages } from '../../i18n/sharedMessages';
import type { Language } from '@portal/instances';
import { DateField } from './DateField';
import {
  calendarNames,
  dayPattern,
  firstDayOfWeek,
  formatDay,
  formatTime,
  parseDay,
  parseTime,
} from './dateText';
import { DateTimeField } from './DateTimeField';
import { TimeField } from './TimeField';

// As in a remote's bundle: the pickers bring their own copy of Fluent's Field context, so the shared Field
// around them is not seen; what names and describes their input must come from the field itself.
vi.mock('@fluentui/react-components', async (importOriginal) => {
  const fluent = await importOriginal<typeof Fluent>();
  const alone = (node: ReactNode) => (
    <fluent.FieldContextProvider value={undefined}>{node}</fluent.FieldContextProvider>
  );
  function Field({ children, ...props }: FieldProps) {
    return (
      <fluent.Field {...props}>
        {typeof children === 'function' ? (control) => alone(children(control)) : alone(children)}
      </fluent.Field>
    );
  }
  return { ...fluent, Field };
});

const wrap = (node: ReactNode, language: Language = 'fi-FI') =>
  render(
    <IntlProvider locale={language} messages={sharedMessages[language]}>
      <FluentProvider theme={webLightTheme}>{node}</FluentProvider>
    </IntlProvider>,
  );

describe('dates and times in the page language', () => {
  it('formats a day as the language writes it', () => {
    expect(formatDay('fi-FI', { year: 2025, month: 12, day: 1 })).toBe('1.12.2025');
    expect(formatDay('en-US', { year: 2025, month: 12, day: 1 })).toBe('12/1/2025');
    expect(dayPattern('fi-FI')).toBe('d.M.yyyy');
    expect(dayPattern('en-US')).toBe('M/d/yyyy');
  });

  it('reads a typed day in the language order, and refuses one that does not exist', () => {
    expect(parseDay('fi-FI', '1.12.2025')).toEqual({ year: 2025, month: 12, day: 1 });
    expect(parseDay('fi-FI', ' 01.12.25 ')).toEqual({ year: 2025, month: 12, day: 1 });
    expect(parseDay('en-US', '12/1/2025')).toEqual({ year: 2025, month: 12, day: 1 });
    expect(parseDay('fi-FI', '2025-12-01')).toEqual({ year: 2025, month: 12, day: 1 });
    // the same text is another day in the other language
    expect(parseDay('en-US', '1.12.2025')).toEqual({ year: 2025, month: 1, day: 12 });
    expect(parseDay('fi-FI', '31.2.2026')).toBeNull();
    expect(parseDay('fi-FI', '29.2.2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDay('fi-FI', '12/1')).toBeNull();
    expect(parseDay('fi-FI', 'huomenna')).toBeNull();
    expect(parseDay('fi-FI', '1.12.202')).toBeNull();
  });

  it('writes and reads times in 24-hour form', () => {
    expect(formatTime('fi-FI', { hour: 14, minute: 5 })).toBe('14.05');
    expect(formatTime('en-US', { hour: 14, minute: 5 })).toBe('14:05');
    expect(formatTime('en-US', { hour: 0, minute: 30 })).toBe('00:30');
    expect(parseTime('14.30')).toEqual({ hour: 14, minute: 30 });
    expect(parseTime('7:05')).toEqual({ hour: 7, minute: 5 });
    expect(parseTime('0930')).toEqual({ hour: 9, minute: 30 });
    expect(parseTime('9')).toEqual({ hour: 9, minute: 0 });
    expect(parseTime('24.00')).toBeNull();
    expect(parseTime('2:30 PM')).toBeNull();
  });

  it('starts the week on Monday in Finland and on Sunday in the United States', () => {
    expect(firstDayOfWeek('fi-FI')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(0);
  });

  it('names months and days in the language', () => {
    const fi = calendarNames('fi-FI');
    expect(fi.months[0]).toBe('Tammikuu');
    expect(fi.days[1]).toBe('Maanantai');
    expect(calendarNames('en-US').months[11]).toBe('December');
  });
});

function ControlledDate({ onChange, initial }: { onChange: (v: string | null) => void; initial: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DateField
      label="Alkupäivä"
      value={value}
      min="2020-01-01"
      max="2026-11-24"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateField', () => {
  it('shows the value in the page language and hands over a typed day as YYYY-MM-DD', () => {
    const onChange = vi.fn();
    wrap(<ControlledDate initial="2025-12-01" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Alkupäivä' }) as HTMLInputElement;
    expect(input.value).toBe('1.12.2025');
    expect(input.placeholder).toBe('d.M.yyyy');
    fireEvent.change(input, { target: { value: '5.1.2026' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('2026-01-05');
    expect(input.value).toBe('5.1.2026');
  });

  it('tells a date it cannot read or that is outside its bounds, in the page language', () => {
    const onChange = vi.fn();
    wrap(<ControlledDate initial="2025-12-01" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Alkupäivä' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12/31/2025' } });
    fireEvent.blur(input);
    expect(screen.getByText('Kirjoita päivämäärä muodossa d.M.yyyy.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1.1.2027' } });
    fireEvent.blur(input);
    expect(screen.getByText('Valitse päivä väliltä 1.1.2020–24.11.2026.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emptying it hands over null and says the date is required, not an earlier message', () => {
    const onChange = vi.fn();
    wrap(
      <DateField
        label="Loppupäivä"
        value="2025-12-01"
        required
        error="Loppupäivä ei voi olla ennen alkupäivää."
        onChange={onChange}
      />,
    );
    expect(screen.getByText('Loppupäivä ei voi olla ennen alkupäivää.')).toBeTruthy();
    const input = screen.getByRole('combobox', { name: /Loppupäivä/ }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Tämä kenttä on pakollinen.')).toBeTruthy();
    expect(screen.queryByText('Loppupäivä ei voi olla ennen alkupäivää.')).toBeNull();
  });

  it('opens a calendar with the page language names, Monday first', async () => {
    wrap(<DateField label="Alkupäivä" value="2025-12-01" onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Alkupäivä' }));
    expect(await screen.findByRole('dialog', { name: 'Kalenteri: Alkupäivä' })).toBeTruthy();
    const grid = screen.getAllByRole('grid')[0]!;
    const headers = [...grid.querySelectorAll('th')].map((th) => th.getAttribute('title') ?? th.textContent);
    expect(headers[0]).toBe('Maanantai');
    expect(screen.getByText('Joulukuu 2025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Siirry tähän päivään' })).toBeTruthy();
    // a month button is named by what it shows (axe label-content-name-mismatch; speech input)
    const january = screen.getByText('Tammi').closest('button')!;
    expect(january.getAttribute('aria-label')).toBe('Tammi');
  });
});

describe('DateField: the text input and the calendar fetched on opening', () => {
  it('shows no calendar until it is opened, and takes a typed day with Enter', () => {
    const onChange = vi.fn();
    wrap(<ControlledDate initial="2025-12-01" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Alkupäivä' }) as HTMLInputElement;
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // the calendar button is not named after the field: the label finds the input alone
    expect(screen.getAllByLabelText(/Alkupäivä/)).toEqual([input]);
    expect(screen.getByRole('button', { name: 'Avaa kalenteri' }).tabIndex).toBe(-1);
    expect(screen.queryByRole('grid')).toBeNull();
    fireEvent.change(input, { target: { value: '02.01.26' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('2026-01-02');
    expect(input.value).toBe('2.1.2026');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('a typed day the caller refuses stays as typed, with the caller message', () => {
    const onChange = vi.fn();
    wrap(<DateField label="Loppupäivä" value="2025-12-01" error={undefined} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Loppupäivä' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1.1.2001' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('2001-01-01');
    expect(input.value).toBe('1.1.2001');
  });

  it('English page: the button opens the calendar in place of the input, the chosen day focused; a picked day is handed over', async () => {
    const onChange = vi.fn();
    wrap(<DateField label="Start" value="2025-12-01" onChange={onChange} />, 'en-US');
    expect((screen.getByRole('combobox', { name: 'Start' }) as HTMLInputElement).value).toBe('12/1/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    const grid = (await screen.findAllByRole('grid'))[0]!;
    expect(grid.querySelector('th')?.getAttribute('title')).toBe('Sunday');
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.textContent).toBe('1');
    expect((screen.getByRole('combobox', { name: 'Start' }) as HTMLInputElement).value).toBe('12/1/2025');
    fireEvent.click(screen.getByRole('button', { name: /^15,/ }));
    expect(onChange).toHaveBeenLastCalledWith('2025-12-15');
  });

  it('Alt+ArrowDown opens the calendar after taking the typed day', async () => {
    const onChange = vi.fn();
    wrap(<ControlledDate initial="2025-12-01" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Alkupäivä' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '3.2.2026' } });
    fireEvent.keyDown(input, { key: 'ArrowDown', altKey: true });
    expect(onChange).toHaveBeenLastCalledWith('2026-02-03');
    expect(await screen.findByText('Helmikuu 2026')).toBeTruthy();
  });
});

describe('TimeField and DateTimeField', () => {
  it('shows the time read-only while its picker loads, then the picker in its place', async () => {
    wrap(<TimeField label="Kellonaika" value="14:30" onChange={() => undefined} />);
    const waiting = screen.getByLabelText('Kellonaika') as HTMLInputElement;
    expect(waiting.value).toBe('14.30');
    expect(waiting.readOnly).toBe(true);
    expect(screen.queryByRole('combobox')).toBeNull();
    const picker = (await screen.findByRole('combobox', { name: 'Kellonaika' })) as HTMLInputElement;
    expect(picker.value).toBe('14.30');
    expect(picker.readOnly).toBe(false);
  });

  it('shows and takes 24-hour times in the page language', async () => {
    const onChange = vi.fn();
    wrap(<TimeField label="Kellonaika" value="14:30" onChange={onChange} />);
    const input = (await screen.findByRole('combobox', { name: 'Kellonaika' })) as HTMLInputElement;
    expect(input.value).toBe('14.30');
    // Fluent's list button says 'Open' in English
    expect(screen.getByRole('button', { name: 'Näytä kellonajat: Kellonaika' })).toBeTruthy();
    fireEvent.change(input, { target: { value: '21.15' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('21:15');
  });

  it('a form date and time: the day in the page language and the time in 24-hour form on Helsinki time, as one instant', async () => {
    const onSubmit = vi.fn();
    // 13.45 in Helsinki (UTC+2 in March), whatever zone the machine running the test is in
    const start = '2026-03-01T11:45:00.000Z';
    wrap(
      <Form onSubmit={onSubmit} initialValues={{ start }}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <DateTimeField name="start" label="Alkaa" />
            <button type="submit">Tallenna</button>
          </form>
        )}
      </Form>,
    );
    const day = screen.getByRole('combobox', { name: 'Alkaa' }) as HTMLInputElement;
    const time = (await screen.findByRole('combobox', { name: 'Alkaa, kellonaika' })) as HTMLInputElement;
    expect(day.value).toBe('1.3.2026');
    expect(time.value).toBe('13.45');
    fireEvent.change(day, { target: { value: '2.3.2026' } });
    fireEvent.blur(day);
    fireEvent.change(time, { target: { value: '7.05' } });
    fireEvent.blur(time);
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ start: '2026-03-02T05:05:00.000Z' });
  });
});
