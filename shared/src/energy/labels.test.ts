import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { sharedMessages } from '../i18n/sharedMessages';
import {
  energyTypeLabel,
  quantityLabel,
  seriesLabel,
  tariffLabel,
  tariffOrQuantityLabel,
  unitLabel,
} from './labels';

const en = createIntl({ locale: 'en-US', messages: sharedMessages['en-US'] });
const fi = createIntl({ locale: 'fi-FI', messages: sharedMessages['fi-FI'] });
const sv = createIntl({ locale: 'sv-FI', messages: sharedMessages['sv-FI'] });

describe('energy labels', () => {
  it("names the connector's unit keys in the page's language: m3 is m³, snt/kWh is c/kWh in English", () => {
    expect(unitLabel(en, 'm3')).toBe('m³');
    expect(unitLabel(en, 'snt/kWh')).toBe('c/kWh');
    expect(unitLabel(fi, 'snt/kWh')).toBe('snt/kWh');
    expect(unitLabel(en, 'EURVat')).toBe('€ (incl. VAT)');
    expect(unitLabel(sv, 'C')).toBe('°C');
  });

  it('names energy types, quantities, additional information and comparison series', () => {
    expect(energyTypeLabel(fi, 'heat')).toBe('Kaukolämpö');
    expect(quantityLabel(en, 'electricityP')).toBe('Electricity consumption');
    expect(quantityLabel(en, 'spotPriceVat')).toBe('Spot price (incl. VAT)');
    expect(quantityLabel(en, 'electricityP.comparison')).toBe('Electricity consumption, a year earlier');
    expect(quantityLabel(fi, 'heatEnergy.comparison')).toBe('Lämpöenergia, vuotta aiemmin');
  });

  it('falls back to the key for a value it does not know, so a new server value never blanks a label', () => {
    expect(quantityLabel(en, 'salesWinterDay')).toBe('salesWinterDay');
    expect(tariffLabel(en, 'transferNight')).toBe('transferNight');
    expect(unitLabel(en, 'GJ')).toBe('GJ');
    expect(energyTypeLabel(en, 'hydrogen')).toBe('hydrogen');
  });

  it('adds the tariff to a series name only when the quantity has several', () => {
    expect(seriesLabel(en, 'electricityP', 'generic', 1)).toBe('Electricity consumption');
    expect(seriesLabel(fi, 'electricityP', 'nightEnergy', 2)).toBe('Sähkön kulutus – Yöenergia');
  });

  it('a total named by a tariff reads as the tariff, one named by a quantity as the quantity', () => {
    expect(tariffOrQuantityLabel(en, 'dayEnergy')).toBe('Day energy');
    expect(tariffOrQuantityLabel(en, 'electricityP')).toBe('Electricity consumption');
    expect(tariffOrQuantityLabel(en, 'somethingNew')).toBe('somethingNew');
  });

  it('every label exists in fi-FI, sv-FI and en-US', () => {
    const ids = (language: 'fi-FI' | 'sv-FI' | 'en-US') =>
      Object.keys(sharedMessages[language])
        .filter((id) => id.startsWith('common.energy.'))
        .sort();
    expect(ids('en-US').length).toBeGreaterThan(40);
    expect(ids('fi-FI')).toEqual(ids('en-US'));
    expect(ids('sv-FI')).toEqual(ids('en-US'));
  });
});
