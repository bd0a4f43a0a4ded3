import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { sharedMessages } from '../../i18n/sharedMessages';
import { DateField } from './DateField';
import { TimeField } from './TimeField';

// the chunks of the calendar and the time list cannot be fetched (a deploy replaced them, the network broke)
vi.mock('./DatePickerControl', () => {
  throw new Error('chunk failed');
});
vi.mock('./TimePickerField', () => {
  throw new Error('chunk failed');
});

const wrap = (node: ReactNode) =>
  render(
    <IntlProvider locale="fi-FI" messages={sharedMessages['fi-FI']}>
      <FluentProvider theme={webLightTheme}>{node}</FluentProvider>
    </IntlProvider>,
  );

describe('date and time fields whose picker chunk fails to load', () => {
  it('the date field keeps its text input, which still takes a typed day', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChange = vi.fn();
    wrap(<DateField label="Alkupäivä" value="2025-12-01" onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Alkupäivä' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Avaa kalenteri' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByRole('grid')).toBeNull();
    const input = screen.getByRole('combobox', { name: 'Alkupäivä' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '3.1.2026' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('2026-01-03');
  });

  it('the time field becomes a plain text input that takes a typed time and refuses another', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChange = vi.fn();
    wrap(<TimeField label="Kellonaika" value="14:30" onChange={onChange} />);
    await waitFor(() =>
      expect((screen.getByLabelText('Kellonaika') as HTMLInputElement).readOnly).toBe(false),
    );
    const input = screen.getByLabelText('Kellonaika') as HTMLInputElement;
    expect(input.value).toBe('14.30');
    fireEvent.change(input, { target: { value: '915' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('09:15');
    expect(input.value).toBe('09.15');
    fireEvent.change(input, { target: { value: 'illalla' } });
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
