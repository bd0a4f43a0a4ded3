import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UsagePlace } from '../api/reports';
import { renderModule } from '../testing/renderModule';
import {
  byLabel,
  customerLabel,
  customerPickerKind,
  distinctCustomers,
  placeChoices,
  placeLabel,
  placePickerKind,
} from './placeChoices';
import { CustomerPicker, UsagePlacePicker } from './UsagePlacePicker';

function place(locationCode: string, customerNumber: string, fullName = '', address?: string): UsagePlace {
  return {
    validity: { startDate: '2020-01-01', endDate: null },
    address: {
      fullAddress: address ?? `Kotikatu ${locationCode}, 33100 Tampere`,
      parts: { street: 'Kotikatu', zipCode: '33100', city: 'Tampere', locationName: '' },
    },
    locationCode,
    gsrnCode: null,
    customerInformation: { customerNumber, firstName: '', lastName: '', fullName },
    communeMembershipType: null,
    gridId: 1,
    instance: 'demo1',
    mappedByUser: false,
    checksum: null,
    contractIdentifier: null,
    energyTypes: [],
    additionalInformations: [],
    dataErrors: [],
  };
}

const places = (count: number) => Array.from({ length: count }, (_, i) => place(String(i + 1), '100'));
const valueOf = (p: UsagePlace) => p.locationCode;

describe('customer choices', () => {
  it("de-duplicates customers by customerNumber and labels them 'fullName - customerNumber' or the number alone", () => {
    const customers = distinctCustomers([
      place('A', '1002', 'Matti Meikäläinen'),
      place('B', '1001'),
      place('C', '1002', 'Matti Meikäläinen'),
      place('D', '1001', '  '),
    ]);
    expect(customers).toEqual([
      { value: '1002', label: 'Matti Meikäläinen - 1002' },
      { value: '1001', label: '1001' },
    ]);
    expect(customerLabel(' Liisa ', '7')).toBe('Liisa - 7');
  });

  it('takes the name from a later place when the first place of a customer had none', () => {
    expect(distinctCustomers([place('A', '1001'), place('B', '1001', 'Liisa Virtanen')])).toEqual([
      { value: '1001', label: 'Liisa Virtanen - 1001' },
    ]);
  });

  it('orders choices by label, numbers by their value', () => {
    const sorted = byLabel([
      { value: 'b', label: 'Kotikatu 10' },
      { value: 'a', label: 'Kotikatu 2' },
      { value: 'c', label: 'Aleksanterinkatu 1' },
    ]);
    expect(sorted.map((choice) => choice.value)).toEqual(['c', 'a', 'b']);
  });
});

describe('picker kinds', () => {
  it('the customer picker is a dropdown below the instance threshold of distinct customers and an autocomplete from it on', () => {
    expect(customerPickerKind(9, 10)).toBe('dropdown');
    expect(customerPickerKind(10, 10)).toBe('autocomplete');
    expect(customerPickerKind(4, 5)).toBe('dropdown');
    expect(customerPickerKind(5, 5)).toBe('autocomplete');
  });

  it('the location autocomplete is active with at least 10 usage places', () => {
    expect(placePickerKind(9)).toBe('dropdown');
    expect(placePickerKind(10)).toBe('autocomplete');
  });

  it("places are labelled 'address (location code)'", () => {
    expect(placeLabel(place('2011425', '1', '', 'Kirkkotie 48, 00100 Helsinki'))).toBe(
      'Kirkkotie 48, 00100 Helsinki (2011425)',
    );
    expect(placeChoices([place('7', '1')], valueOf)).toEqual([
      { value: '7', label: 'Kotikatu 7, 33100 Tampere (7)' },
    ]);
  });
});

describe('CustomerPicker', () => {
  const customers = distinctCustomers([place('A', '1001', 'Liisa'), place('B', '1002')]);

  it("follows the instance's customerPickerThreshold", () => {
    const { unmount } = renderModule(
      {},
      <CustomerPicker label="Customer" customers={customers} value="1001" onChange={() => undefined} />,
      { flags: { customerPickerThreshold: 3 } },
    );
    // Fluent's Dropdown is a button, its Combobox an input
    expect(screen.getByRole('combobox', { name: 'Customer' }).tagName).toBe('BUTTON');
    unmount();
    renderModule(
      {},
      <CustomerPicker label="Customer" customers={customers} value="1001" onChange={() => undefined} />,
      { flags: { customerPickerThreshold: 2 } },
    );
    const input = screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.value).toBe('Liisa - 1001');
  });

  it("names the dropdown's built-in clear button in the page language, not in English", () => {
    const { container } = renderModule(
      {},
      <CustomerPicker label="Asiakas" customers={customers} value="1001" onChange={() => undefined} />,
      { language: 'fi-FI', flags: { customerPickerThreshold: 10 } },
    );
    const labels = [...container.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
    expect(labels).toContain('Tyhjennä Asiakas');
    expect(labels).not.toContain('Clear selection');
  });
});

describe('UsagePlacePicker', () => {
  it('a dropdown of 9 places calls back with the chosen value and its place', () => {
    const onChange = vi.fn();
    const offered = places(9);
    renderModule(
      {},
      <UsagePlacePicker
        label="Usage place"
        places={offered}
        valueOf={valueOf}
        value="1"
        onChange={onChange}
      />,
    );
    const picker = screen.getByRole('combobox', { name: 'Usage place' });
    expect(picker.tagName).toBe('BUTTON');
    expect(picker.textContent).toContain('Kotikatu 1, 33100 Tampere (1)');
    fireEvent.click(picker);
    fireEvent.click(screen.getByRole('option', { name: 'Kotikatu 3, 33100 Tampere (3)' }));
    expect(onChange).toHaveBeenCalledWith('3', offered[2]);
  });

  it('from 10 places it filters by what is typed and says when nothing matches, in the page language', async () => {
    renderModule(
      {},
      <UsagePlacePicker
        label="Käyttöpaikka"
        places={places(12)}
        valueOf={valueOf}
        value="1"
        onChange={() => undefined}
      />,
      { language: 'fi-FI' },
    );
    const input = screen.getByRole('combobox', { name: 'Käyttöpaikka' }) as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.value).toBe('Kotikatu 1, 33100 Tampere (1)');
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: '(11)' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Kotikatu 11, 33100 Tampere (11)',
      ]),
    );
    fireEvent.change(input, { target: { value: 'Rantatie' } });
    expect(await within(screen.getByRole('listbox')).findByText('Ei osumia')).toBeTruthy();
  });
});
